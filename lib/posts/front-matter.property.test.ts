/**
 * A post is data, never code. Front-matter libraries such as gray-matter pick a parser from the word after the
 * opening `---`, and their JavaScript parser evaluates the block. Whatever the opening line looks like (`---js`, `--- javascript`, upper
 * case, CRLF, a byte-order mark, spaces, YAML's own `!!js/function` tags), reading a post never runs its payload:
 * it is refused with one line (the build adds the file name) or read as plain YAML data.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { FrontMatterError, parseFrontMatter, splitFrontMatter } from './front-matter';
import { PostValidationError, parsePost } from './post-validation';

const RUNS = 400;
const dir = mkdtempSync(path.join(tmpdir(), 'front-matter-canary-'));
const canaryFile = path.join(dir, 'fired');
const flag = '__frontMatterCanary';
const canary = globalThis as typeof globalThis & { [flag]?: number };
/** What a hostile post runs if its block is evaluated: sets a global flag and writes a file. */
const payload = `(globalThis.${flag} = (globalThis.${flag} || 0) + 1, require('node:fs').writeFileSync(${JSON.stringify(canaryFile)}, 'x'), { title: 'ran' })`;
const fired = () => canary[flag] !== undefined || existsSync(canaryFile);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The opening line of a hostile post: a language after, beside or around the dashes. */
const opening = fc
  .tuple(
    fc.constantFrom('---', '--- ', '---\t', ' ---', '----', '+++', '{'),
    fc.constantFrom('js', 'javascript', 'JS', 'JavaScript', 'JAVASCRIPT', 'coffee', 'cson', 'yaml', 'json', ''),
    fc.constantFrom('', ' ', '\t', ' \u00a0'),
  )
  .map(([dashes, language, trailing]) => `${dashes}${language}${trailing}`)
  .filter((line) => line !== '---');

const lineEnding = fc.constantFrom('\n', '\r\n', '\r');
const bom = fc.constantFrom('', '\uFEFF');
const leading = fc.constantFrom('', '\n', ' ', '\uFEFF');

/** A whole hostile file: optional BOM and leading junk, the opening line, the payload, a closing line, a body. */
const hostile = fc
  .tuple(
    bom,
    leading,
    opening,
    lineEnding,
    fc.constantFrom(payload, `module.exports = ${payload}`, `return ${payload}`),
  )
  .map(([mark, before, open, eol, code]) => `${mark}${before}${open}${eol}${code}${eol}---${eol}The article.${eol}`);

/** YAML that asks js-yaml for functions and regular expressions: only its full (unsafe) schema would build them. */
const yamlTags = fc
  .tuple(
    bom,
    lineEnding.filter((eol) => eol !== '\r'),
    fc.constantFrom(
      `!!js/function "function () { return ${payload}; }"`,
      `!!js/regexp /x/`,
      '!!js/undefined ""',
      `!<tag:yaml.org,2002:js/function> "function () { ${payload} }"`,
    ),
  )
  .map(([mark, eol, value]) => `${mark}---${eol}title: ${value}${eol}---${eol}The article.${eol}`);

describe('front matter is data, never code', () => {
  it('the canary fires when its payload is evaluated (so the properties below can fail)', () => {
    // As gray-matter's JavaScript engine would: eval inside a CommonJS module, where require is in scope.
    new Function('require', `return ${payload}`)(require);
    const both = canary[flag] === 1 && existsSync(canaryFile);
    delete canary[flag];
    rmSync(canaryFile, { force: true });
    expect(both).toBe(true);
    expect(fired()).toBe(false);
  });

  it(`refuses any opening line but exactly "---", in one line, and never runs the payload (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(hostile, (source) => {
        let error: unknown;
        try {
          parseFrontMatter(source);
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(FrontMatterError);
        expect((error as Error).message).toMatch(
          /^must start with a line of exactly "---" \(the first line is ".*"\): only YAML front matter is read$/,
        );
        expect((error as Error).message).not.toMatch(/[\r\n]/);

        // The build names the file and the field.
        expect(() =>
          parsePost(source, 'hostile.md', { artwork: new Map(), publicDir: 'public', photosDir: 'content/photos' }),
        ).toThrow(new PostValidationError('content/blog/hostile.md', 'front matter', (error as Error).message));
        expect(fired()).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });

  it('reads YAML with js-yaml tags as an error, never as a function', () => {
    fc.assert(
      fc.property(yamlTags, (source) => {
        expect(() => parseFrontMatter(source)).toThrow(/^is not valid YAML \(unknown tag/);
        expect(fired()).toBe(false);
      }),
    );
  });

  it('reads a post saved with Windows line endings or a byte-order mark exactly like the same post saved plainly', () => {
    const post =
      '---\ntitle: "Sun safety: SPF 30 or more"\npublishDate: 2025-07-30\ntags: [SPF, Sun]\n---\n\n## Heading\n\nText.\n';
    const plain = parseFrontMatter(post);
    expect(plain.data).toEqual({
      title: 'Sun safety: SPF 30 or more',
      publishDate: new Date('2025-07-30'),
      tags: ['SPF', 'Sun'],
    });
    for (const variant of [post.replace(/\n/g, '\r\n'), `\uFEFF${post}`, `\uFEFF${post.replace(/\n/g, '\r\n')}`]) {
      expect(parseFrontMatter(variant)).toEqual(plain);
    }
  });

  it.each([
    [
      'no front matter',
      '# A heading\n\nText.\n',
      'must start with a line of exactly "---" (the first line is "# A heading"): only YAML front matter is read',
    ],
    [
      'an empty file',
      '',
      'must start with a line of exactly "---" (the first line is ""): only YAML front matter is read',
    ],
    ['no closing line', '---\ntitle: A\n\nText.\n', 'is not closed: add a line of exactly "---" after the last field'],
    ['a list instead of fields', '---\n- a\n- b\n---\nText.\n', 'must be fields, one "name: value" per line'],
    [
      'a line inside the fields that starts with "---"',
      '---\ntitle: A\n---js\n---\nText.\n',
      'line 3 starts with "---" inside the front matter ("---js"): only the line that closes it may',
    ],
  ])('refuses %s with one line', (_, source, message) => {
    expect(() => parseFrontMatter(source)).toThrow(new FrontMatterError(message));
  });

  it('reads the Markdown after the block exactly as written, blank lines and rules included', () => {
    for (const content of ['', 'Text.', '\n\nText.\n', '---\n', '\n---\nAfter'])
      expect(parseFrontMatter(`---\ntitle: A\n---\n${content}`)).toEqual({
        data: { title: 'A' },
        matter: 'title: A',
        content,
      });
    expect(parseFrontMatter('---\n---\nText.')).toEqual({ data: {}, matter: '', content: 'Text.' });
  });

  it('splits at the first line of exactly "---", so a rule in the article stays in the article', () => {
    expect(splitFrontMatter('---\ntitle: A\n---\nBefore\n\n---\n\nAfter\n')).toEqual({
      yaml: 'title: A',
      content: 'Before\n\n---\n\nAfter\n',
    });
  });
});
