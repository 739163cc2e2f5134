/**
 * Property-based test of post validation: whatever the front matter holds (any values for the known fields, extra
 * keys, broken YAML, odd file names), parsePost either returns a post that meets the schema or throws a
 * PostValidationError of one line naming the file and a field. It never crashes with anything else.
 */
import fc from 'fast-check';
import { dump } from 'js-yaml';
import { postFrontMatter, isValidIsoDate } from './post-schema';
import { PostValidationError, parsePost, type PostAssets } from './post-validation';

const RUNS = 500;
const assets: PostAssets = {
  artwork: new Map([['hero/home', { name: 'hero/home', kind: 'hero', width: 1600, widths: [640, 1024, 1600] }]]),
  publicDir: 'public',
  photosDir: 'content/photos',
};
const FIELDS = [...Object.keys(postFrontMatter.shape), 'file name', 'front matter', 'content'];

/** Any YAML-representable value, with a bias towards the shapes the fields expect. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    '  ',
    'A post',
    '2025-07-30',
    '2025-02-30',
    '30/07/2025',
    'hero/home',
    'photos/x.jpg',
    '/og/default.jpg',
    'null',
    '~',
    '- a',
    ': b',
    '{x}',
    '"',
    "'",
    '#',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.date({ noInvalidDate: true }),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
);
const validValues: Record<string, fc.Arbitrary<unknown>> = {
  title: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
  excerpt: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
  author: fc.constant('Adriana Morales'),
  publishDate: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  tags: fc.array(
    fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
    { minLength: 1, maxLength: 4 },
  ),
  featuredImage: fc.constant('hero/home'),
  updated: fc.constantFrom(undefined, '2025-08-02'),
  ogImage: fc.constantFrom(undefined, '/og/default.jpg'),
  id: fc.oneof(fc.constant(undefined), fc.nat(), fc.constant('post-id')),
};
/** Each known field: mostly valid, sometimes absent or anything at all; plus arbitrary extra keys. */
const frontMatter = fc
  .tuple(
    fc.record(
      Object.fromEntries(
        Object.keys(postFrontMatter.shape).map((key) => [
          key,
          fc.oneof({ weight: 6, arbitrary: validValues[key] ?? anyValue }, anyValue, fc.constant(undefined)),
        ]),
      ),
    ),
    fc.dictionary(fc.string({ maxLength: 8 }), anyValue, { maxKeys: 3 }),
  )
  .map(([known, extra]) =>
    Object.fromEntries(Object.entries({ ...extra, ...known }).filter(([, v]) => v !== undefined)),
  );

/**
 * A whole source file: YAML written from data, or raw text that may not be YAML at all.
 */
const source = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(frontMatter, fc.string())
      .map(([data, body]) => `---\n${dump(data)}---\n${body}\nThe article.\n`),
  },
  fc.tuple(fc.string(), fc.string()).map(([yaml, body]) => `---\n${yaml}\n---\n${body}`),
  fc.string(),
);
const fileName = fc.oneof(
  { weight: 5, arbitrary: fc.constant('a-post.md') },
  fc.string().map((s) => `${s}.md`),
);

describe('parsePost (property-based)', () => {
  it(`passes a post that meets the schema or fails with one line naming the file and a field (${RUNS} cases)`, () => {
    let passed = 0;
    fc.assert(
      fc.property(source, fileName, (text, name) => {
        let post;
        try {
          post = parsePost(text, name, assets);
        } catch (error) {
          expect(error).toBeInstanceOf(PostValidationError);
          const message = (error as Error).message;
          expect(message).not.toMatch(/[\r\n]/);
          const prefix = `content/blog/${name}: `;
          expect(message.startsWith(prefix)).toBe(true);
          expect(FIELDS.some((field) => message.slice(prefix.length).startsWith(`${field} `))).toBe(true);
          return;
        }
        passed += 1;
        expect(post.title.trim()).toBe(post.title);
        expect(post.title).not.toBe('');
        expect(isValidIsoDate(post.publishDate)).toBe(true);
        expect(post.tags.length).toBeGreaterThan(0);
        expect(post.content).not.toBe('');
      }),
      { numRuns: RUNS },
    );
    // The generators reach valid posts too, so both outcomes are exercised.
    expect(passed).toBeGreaterThan(0);
  });
});
