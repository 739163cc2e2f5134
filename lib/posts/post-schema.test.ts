import { parsePost } from './post-validation';
import { artworkAssets, postFile, validFrontMatter } from '../__fixtures__/post-file';
import { postFields, postFrontMatter } from './post-schema';

const post = (frontMatter: string, body?: string) => postFile([frontMatter], body);
const failure = (lines: string[], body?: string): string => {
  try {
    parsePost(post(lines.join('\n'), body), 'a-post.md', artworkAssets);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('parsed without an error');
};

describe('the front-matter schema', () => {
  it('accepts a valid post and keeps an optional updated date as written', () => {
    expect(
      parsePost(post([...validFrontMatter, 'updated: 2025-08-02'].join('\n')), 'a-post.md', artworkAssets),
    ).toMatchObject({
      slug: 'a-post',
      id: 'a-post',
      publishDate: '2025-07-30',
      updated: '2025-08-02',
      tags: ['Facials'],
    });
  });

  it('reads an empty optional field (as the editor writes an unset one) as not given, and an empty required one as missing', () => {
    const parsed = parsePost(
      post([...validFrontMatter, 'updated: null', 'ogImage:', 'id: null'].join('\n')),
      'a-post.md',
      artworkAssets,
    );
    expect(parsed).toMatchObject({ id: 'a-post' });
    expect(parsed.updated).toBeUndefined();
    expect(parsed.ogImage).toBeUndefined();
    expect(failure(validFrontMatter.map((l) => (l.startsWith('title') ? 'title: null' : l)))).toBe(
      'content/blog/a-post.md: title is missing',
    );
  });

  it.each([
    [
      [...validFrontMatter, 'updated: 2025-02-30'],
      'content/blog/a-post.md: updated "2025-02-30" is not a real date written YYYY-MM-DD',
    ],
    [
      validFrontMatter.map((l) => (l.startsWith('excerpt') ? 'excerpt: "  "' : l)),
      'content/blog/a-post.md: excerpt is empty',
    ],
    [
      validFrontMatter.map((l) => (l.startsWith('tags') ? 'tags: []' : l)),
      'content/blog/a-post.md: tags must list at least one tag',
    ],
    [
      validFrontMatter.map((l) => (l.startsWith('tags') ? 'tags: [Facials, ""]' : l)),
      'content/blog/a-post.md: tags must be a list of non-empty strings',
    ],
    [
      validFrontMatter.map((l) => (l.startsWith('publishDate') ? 'publishDate: 20250730' : l)),
      'content/blog/a-post.md: publishDate must be a date written YYYY-MM-DD, got a number',
    ],
    [[...validFrontMatter, 'id: 1.5'], 'content/blog/a-post.md: id must be a whole number or a string, got a number'],
    [[...validFrontMatter, 'id: [1]'], 'content/blog/a-post.md: id must be a whole number or a string, got a list'],
    [
      [...validFrontMatter, 'ogImage: /og/none.jpg'],
      'content/blog/a-post.md: ogImage "/og/none.jpg" does not exist in public/',
    ],
  ])('rejects %j with one line', (lines, message) => {
    expect(failure(lines)).toBe(message);
  });

  it.each([
    ['title', 'title: "Sun \u202Eevil tsop"', 'U+202E'],
    ['excerpt', 'excerpt: "Short \u2066hidden\u2069."', 'U+2066'],
    ['author', 'author: "Adriana\u200F Morales"', 'U+200F'],
    ['tags', 'tags: ["SPF\u202D"]', 'U+202D'],
    // The characters that show nothing, written as YAML escapes.
    ['title', 'title: "Sun\\u200Bsafety"', 'U+200B'],
    ['excerpt', 'excerpt: "A short\\u2028line."', 'U+2028'],
    ['author', 'author: "Adriana \\uFEFFMorales"', 'U+FEFF'],
    ['tags', 'tags: ["SPF\\U000E0041\\U000E0042"]', 'U+E0041'],
    // YAML's own escapes: the reader refuses the raw characters itself.
    ['title', 'title: "Bell\\x07 ringer"', 'U+0007'],
    ['excerpt', 'excerpt: "Next\\x85line"', 'U+0085'],
  ])('refuses an invisible control character in %s, naming it', (name, line, code) => {
    const lines = validFrontMatter.filter((l) => !l.startsWith(`${name}:`));
    expect(failure([...lines, line])).toBe(
      `content/blog/a-post.md: ${name} holds an invisible control character (${code}) that can make it display differently from what it says: delete it and type that part again`,
    );
  });

  it('keeps tabs, line breaks and letters of every script in text', () => {
    const lines = validFrontMatter.filter((l) => !l.startsWith('excerpt:') && !l.startsWith('title:'));
    const parsed = parsePost(
      post(
        [...lines, 'title: "Piel en El Paso: ¿qué hacer? שלום مرحبا"', 'excerpt: "One\tline\nand another."'].join('\n'),
      ),
      'a-post.md',
      artworkAssets,
    );
    expect(parsed.title).toBe('Piel en El Paso: ¿qué hacer? שלום مرحبا');
  });

  it.each([
    ['featuredImage', 'photos/../blog/teen-acne-guide'],
    ['featuredImage', '/images/blog/teen-acne-guide'],
    ['featuredImage', '//evil.example/x.jpg'],
    ['featuredImage', 'photos/sub/x.jpg'],
    ['featuredImage', 'photos/x.gif'],
    ['featuredImage', '../public/og/default'],
    ['ogImage', '//evil.example/../og/default.jpg'],
    ['ogImage', '/../../etc/x.png'],
    ['ogImage', '/og/../images/x.jpg'],
    ['ogImage', 'https://evil.example/og/x.jpg'],
    ['ogImage', '/images/blog/teen-acne-guide-1200.jpg'],
  ])('refuses %s "%s" by its form, before looking for the file', (name, value) => {
    const lines = validFrontMatter.filter((l) => !l.startsWith(`${name}:`));
    expect(failure([...lines, `${name}: "${value}"`])).toMatch(
      new RegExp(
        `^content/blog/a-post\\.md: ${name} "[^"]+" (is neither a photo|must be a 1200x630 JPEG or PNG under /og/)`,
      ),
    );
  });

  it('rejects a post without a body', () => {
    expect(failure(validFrontMatter, '')).toBe(
      'content/blog/a-post.md: content is empty: write the article below the front matter',
    );
  });

  it('describes every field for an editor, required flags and date patterns included', () => {
    const fields = postFields();
    expect(fields.map((f) => f.name)).toEqual([...Object.keys(postFrontMatter.shape), 'body']);
    expect(fields.filter((f) => !f.required).map((f) => f.name)).toEqual(['updated', 'ogImage', 'id']);
    for (const f of fields) expect(f.label.length).toBeGreaterThan(0);
    const date = fields.find((f) => f.name === 'publishDate');
    expect(date).toMatchObject({ widget: 'datetime', required: true });
    expect(date?.pattern?.[0].test('2025-07-30')).toBe(true);
    expect(date?.pattern?.[0].test('July 30, 2025')).toBe(false);
  });
});
