import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cardTags, formatLongDate, formatShortDate, readingMinutes } from './post-format';
import { isValidIsoDate } from './post-schema';
import { isUntranslatedPlaceholder, PostValidationError } from './post-validation';
import { BLOG_DIR, loadPosts, loadPostsByLocale, postLanguages } from './posts';
import { fixtureBlog, siteFrom } from '@/site/__fixtures__/blog-site';
import { expectVerdicts } from '../__fixtures__/expect-results';

const fixtures = path.join(__dirname, '../__fixtures__/posts');
const load = (folder: string) => loadPosts({ dir: path.join(fixtures, folder) });
const failure = (folder: string): string => {
  try {
    load(folder);
  } catch (error) {
    expect(error).toBeInstanceOf(PostValidationError);
    return (error as Error).message;
  }
  throw new Error(`${folder} loaded without an error`);
};

describe('loadPosts with valid files', () => {
  const posts = load('valid');

  it('sorts newest first by publishDate', () => {
    expect(posts.map((p) => p.slug)).toEqual(['newer-post', 'middle-post', 'older-post']);
  });

  it('takes the slug from the file name and normalises dates, ids and tags', () => {
    const older = posts.find((p) => p.slug === 'older-post');
    expect(older).toMatchObject({
      id: '1',
      title: 'Older post',
      author: 'Adriana Morales',
      publishDate: '2025-05-20',
      tags: ['Skincare', 'Tips', 'Extra'],
      featuredImage: 'blog/teen-acne-guide',
      file: 'lib/__fixtures__/posts/valid/older-post.md',
    });
    expect(older?.content).toContain('[link to services](/services)');
    expect(posts.find((p) => p.slug === 'middle-post')).toMatchObject({ id: 'middle', publishDate: '2025-06-16' });
    expect(posts.find((p) => p.slug === 'newer-post')).toMatchObject({ id: 'newer-post', ogImage: '/og/default.jpg' });
  });
});

describe('front-matter validation: one line naming the file and the field', () => {
  it.each([
    ['missing-title', 'lib/__fixtures__/posts/missing-title/no-title.md: title is missing'],
    [
      'mistyped-title',
      'lib/__fixtures__/posts/mistyped-title/title-as-number.md: title must be a string, got a number',
    ],
    [
      'mistyped-tags',
      'lib/__fixtures__/posts/mistyped-tags/tags-as-text.md: tags must be a list of strings, got a string',
    ],
    [
      'impossible-date',
      'lib/__fixtures__/posts/impossible-date/february-thirtieth.md: publishDate "2025-02-30" is not a real date written YYYY-MM-DD',
    ],
    [
      'bad-date-text',
      'lib/__fixtures__/posts/bad-date-text/date-in-words.md: publishDate "July 30, 2025" is not a real date written YYYY-MM-DD',
    ],
    [
      'duplicate-slug',
      'lib/__fixtures__/posts/duplicate-slug/twin.md: slug "twin" is already used by lib/__fixtures__/posts/duplicate-slug/twin.markdown',
    ],
    [
      'missing-image',
      'lib/__fixtures__/posts/missing-image/missing-picture.md: featuredImage "blog/no-such-image" does not exist: add it to a manifest in content/artwork/',
    ],
    [
      'no-social-image',
      'lib/__fixtures__/posts/no-social-image/hero-only.md: featuredImage "hero/home" has no link-preview JPEG public/og/hero/home.jpg: run node scripts/generate-images.mjs hero/home',
    ],
    [
      'webp-og-image',
      'lib/__fixtures__/posts/webp-og-image/webp-preview.md: ogImage "/images/blog/teen-acne-guide-1200.webp" must be a 1200x630 JPEG or PNG under /og/, for example /og/default.jpg (link previews do not all read WebP)',
    ],
  ])('%s', (folder, message) => {
    const text = failure(folder);
    expect(text).toBe(message);
    expect(text).not.toContain('\n');
  });
});

describe('posts in two languages', () => {
  const byLocale = loadPostsByLocale({ dir: path.join(fixtures, 'bilingual') });

  it('reads English from the en folder and Spanish from the es folder, each newest first', () => {
    expect(byLocale.en.map((p) => [p.slug, p.title])).toEqual([
      ['both-languages', 'In both languages'],
      ['english-only', 'English only'],
    ]);
    expect(byLocale.es.map((p) => [p.slug, p.title, p.file])).toEqual([
      ['solo-en-espanol', 'Solo en español', 'lib/__fixtures__/posts/bilingual/es/solo-en-espanol.md'],
      ['both-languages', 'En los dos idiomas', 'lib/__fixtures__/posts/bilingual/es/both-languages.md'],
    ]);
  });

  it('skips the Spanish file the editor saves for a post nobody has translated (shared fields only)', () => {
    expect(byLocale.es.map((p) => p.slug)).not.toContain('english-only');
  });

  it('links an article to its other language by the slug only when both files exist', () => {
    expect(postLanguages('both-languages', byLocale)).toEqual(['en', 'es']);
    expect(postLanguages('english-only', byLocale)).toEqual(['en']);
    expect(postLanguages('solo-en-espanol', byLocale)).toEqual(['es']);
  });

  it('has no Spanish posts when the es folder does not exist', () => {
    const english = loadPostsByLocale({ dir: path.join(fixtures, 'english-only-blog') });
    expect(english.en.map((p) => p.file)).toEqual(['lib/__fixtures__/posts/english-only-blog/en/english-only.md']);
    expect(english.es).toEqual([]);
  });

  it.each([
    [
      'spanish-bad',
      'lib/__fixtures__/posts/spanish-bad/es/fecha-en-palabras.md: publishDate "30 de julio de 2025" is not a real date written YYYY-MM-DD',
    ],
    [
      'spanish-missing-excerpt',
      'lib/__fixtures__/posts/spanish-missing-excerpt/es/sin-extracto.md: excerpt is missing',
    ],
    ['spanish-half-written', 'lib/__fixtures__/posts/spanish-half-written/es/good-english.md: excerpt is missing'],
  ])('a malformed Spanish post stops the build naming its file and field (%s)', (folder, message) => {
    let text = '';
    try {
      loadPostsByLocale({ dir: path.join(fixtures, folder) });
    } catch (error) {
      expect(error).toBeInstanceOf(PostValidationError);
      text = (error as Error).message;
    }
    expect(text).toBe(message);
  });
});

describe('dates and tags', () => {
  it('accepts real dates only', () => {
    expectVerdicts(isValidIsoDate, {
      accepted: ['2025-07-30', '2024-02-29'],
      refused: ['2025-02-29', '2025-13-01', '2025-7-30'],
    });
  });
  it('formats the long US date and the short card date regardless of time zone', () => {
    expect(formatLongDate('2025-07-30', 'en')).toBe('July 30, 2025');
    expect(formatLongDate('2025-05-20', 'en')).toBe('May 20, 2025');
    expect(formatLongDate('2025-07-30', 'es')).toBe('30 de julio de 2025');
    expect(formatShortDate('2025-07-30', 'en')).toBe('7/30/2025');
  });

  it('formats the Spanish long date and card date', () => {
    expect(formatLongDate('2025-07-30', 'es')).toBe('30 de julio de 2025');
    expect(formatLongDate('2025-05-02', 'es')).toBe('2 de mayo de 2025');
    expect(formatShortDate('2025-07-30', 'es')).toBe('30 de julio de 2025');
  });

  it('never writes a Spanish date in the day/month/year form, on any day of the year', () => {
    const days = Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10));
    expect(days.length).toBeGreaterThan(0);
    const numeric = days
      .flatMap((day) => [formatShortDate(day, 'es'), formatLongDate(day, 'es')])
      .filter((text) => /\d{1,2}\/\d{1,2}\/\d{2,4}/.test(text));
    expect(numeric).toEqual([]);
  });
  it('estimates reading time from the words of the text, not link targets or markup', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(Array(200).fill('palabra').join(' '))).toBe(1);
    expect(readingMinutes(Array(201).fill('word').join(' '))).toBe(2);
    expect(readingMinutes(`## Heading\n\n- [a link](/es/services/hydrafacial) ${Array(197).fill('w').join(' ')}`)).toBe(
      1,
    );
  });
  it('joins the first two tags with a comma', () => {
    expect(cardTags({ tags: ['Skincare', 'Tips', 'Extra'] })).toBe('Skincare, Tips');
    expect(cardTags({ tags: ['Facials'] })).toBe('Facials');
  });
});

/** The Markdown files of a language's folder of the fixture blog. */
const postFiles = (locale: 'en' | 'es') => {
  const dir = path.join(fixtureBlog, locale);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /\.(md|markdown)$/.test(f))
        .map((f) => ({ name: f, source: readFileSync(path.join(dir, f), 'utf8') }))
    : [];
};
const newestFirst = (posts: { publishDate: string; title: string }[]) =>
  posts.every(
    (p, i) =>
      i === 0 ||
      posts[i - 1]!.publishDate > p.publishDate ||
      (posts[i - 1]!.publishDate === p.publishDate && posts[i - 1]!.title.localeCompare(p.title) <= 0),
  );
/** The posts as the site reads them from a blog folder (STUDIO_BLOG_DIR, content/blog when unset): here, fixtures. */
const site = siteFrom(fixtureBlog);
const shownDir = path.relative(process.cwd(), fixtureBlog);

describe("the site's blog folder", () => {
  it('is content/blog, unless STUDIO_BLOG_DIR names another', () => {
    expect(BLOG_DIR).toBe(path.join(process.cwd(), 'content/blog'));
    expect(site.posts.BLOG_DIR).toBe(fixtureBlog);
  });

  it('lists every post file of its en folder, newest first', () => {
    const posts = site.posts.getAllPosts('en');
    const files = postFiles('en');
    expect(files.length).toBeGreaterThan(1);
    expect(posts.map((p) => p.file).sort()).toEqual(files.map((f) => `${shownDir}/en/${f.name}`).sort());
    expect(newestFirst(posts)).toBe(true);
    expect(
      newestFirst([
        { publishDate: '2025-07-29', title: 'b' },
        { publishDate: '2025-07-30', title: 'a' },
      ]),
    ).toBe(false);
  });

  it("lists every written post file of its es folder (not the editor's empty translations), newest first", () => {
    const spanish = site.posts.getAllPosts('es');
    const files = postFiles('es');
    const written = files.filter((f) => !isUntranslatedPlaceholder(f.source));
    // The fixture holds an empty translation, so leaving it out is what is checked.
    expect(written.length).toBeLessThan(files.length);
    expect(spanish.map((p) => p.file).sort()).toEqual(written.map((f) => `${shownDir}/es/${f.name}`).sort());
    expect(newestFirst(spanish)).toBe(true);
  });
});
