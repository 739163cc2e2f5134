/**
 * The front matter of a blog post, defined once. The build validates every post with `postFrontMatter`, and
 * `postFields()` describes the same fields (name, label, kind of input, required, pattern, hint) for anything
 * that edits posts, such as a CMS configuration, so the editor and the build cannot disagree.
 */
import * as z from 'zod';

/** A calendar date written YYYY-MM-DD; whether the day exists is checked by `isValidIsoDate`. */
export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A post's file name (and URL): lowercase letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** How an editor enters a field; the names follow Decap CMS widgets. */
export type FieldWidget = 'string' | 'text' | 'datetime' | 'list' | 'image' | 'markdown';

export type FieldMeta = {
  label: string;
  widget: FieldWidget;
  hint: string;
  /** The regular expression the value must match and the message shown when it does not. */
  pattern?: [RegExp, string];
  /** The same in every language of a post (its date, its picture); otherwise each language writes its own. */
  shared?: true;
};

/** True for a real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isValidIsoDate(value: string): boolean {
  const m = ISO_DATE_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** "a number", "a list", "a date": what a mistyped value is, for the one-line messages. */
export function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  return `a ${typeof value}`;
}

const missingOr = (problem: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'is missing' : `${problem}, got ${describeValue(issue.input)}`;

/**
 * Invisible characters a title, excerpt, author or tag may not hold: the bidirectional controls (U+202E shows the
 * text after it backwards, so a title in a tab, a search result or a feed reader can read as something else),
 * control characters other than tab and line breaks (a feed with one is no longer valid XML), and the characters
 * that show nothing yet make two equal-looking texts differ: the zero-width space, the byte-order mark, the line and
 * paragraph separators, and the tag characters (U+E0000 to U+E007F), which can carry a hidden text.
 */
export const HIDDEN_CHARACTER =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}]/u;

/** The message for a text holding a hidden character, naming it as U+XXXX so it can be found. */
export function hiddenCharacterProblem(value: string): string | undefined {
  const found = HIDDEN_CHARACTER.exec(value)?.[0];
  if (found === undefined) return undefined;
  const code = `U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return `holds an invisible control character (${code}) that can make it display differently from what it says: delete it and type that part again`;
}

const visible = <T extends z.ZodString>(schema: T) =>
  schema.refine((value) => !HIDDEN_CHARACTER.test(value), {
    error: (issue) => hiddenCharacterProblem(String(issue.input)) ?? 'holds an invisible control character',
  });

const text = () =>
  visible(
    z
      .string({ error: missingOr('must be a string') })
      .trim()
      .min(1, 'is empty'),
  );

/** What an image field may name: generated artwork ("blog/<slug>") or an uploaded photo ("photos/<file>"). */
export const FEATURED_IMAGE_PATTERN =
  /^(?:[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*|photos\/(?!.*\.\.)[^/\\]+\.(?:jpe?g|png|webp))$/i;
/** A link preview: a JPEG or PNG under public/og/. */
export const OG_IMAGE_PATTERN = /^\/og\/[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.(?:jpe?g|png)$/;

const isoDate = () =>
  z
    .string({ error: missingOr('must be a date written YYYY-MM-DD') })
    .trim()
    .refine(isValidIsoDate, { error: (issue) => `"${String(issue.input)}" is not a real date written YYYY-MM-DD` });

/** Metadata goes on last: every method returns a new schema, and `postFields()` reads the outermost one. */
const field = <T extends z.ZodType>(schema: T, meta: FieldMeta): T => schema.meta(meta);

const DATE_HINT = 'A real calendar date written YYYY-MM-DD.';
const datePattern: [RegExp, string] = [ISO_DATE_PATTERN, 'Write the date as YYYY-MM-DD, for example 2025-07-30.'];

/**
 * The shape of the front matter. Dates arrive here as text: YAML reads an unquoted 2025-07-30 as a Date (and
 * rolls 2025-02-30 over to March), so the reader hands over the date exactly as written.
 */
export const postFrontMatter = z.object({
  title: field(text(), {
    label: 'Title',
    widget: 'string',
    hint: 'The headline of the post, shown on the card and the page.',
  }),
  excerpt: field(text(), {
    label: 'Excerpt',
    widget: 'text',
    hint: 'One or two sentences for the blog list and search results.',
  }),
  author: field(text(), { label: 'Author', widget: 'string', hint: 'Who wrote the post.', shared: true }),
  publishDate: field(isoDate(), {
    label: 'Publish date',
    widget: 'datetime',
    hint: DATE_HINT,
    pattern: datePattern,
    shared: true,
  }),
  updated: field(isoDate().optional(), {
    label: 'Updated',
    widget: 'datetime',
    hint: `Optional: when the post last changed in substance. ${DATE_HINT}`,
    pattern: datePattern,
    shared: true,
  }),
  tags: field(
    z
      .array(
        visible(
          z
            .string({ error: 'must be a list of non-empty strings' })
            .trim()
            .min(1, 'must be a list of non-empty strings'),
        ),
        {
          error: missingOr('must be a list of strings'),
        },
      )
      .min(1, 'must list at least one tag'),
    {
      label: 'Tags',
      widget: 'list',
      hint: 'At least one topic, for example Facials or SPF; the first two show on the card.',
    },
  ),
  // No pattern for the editor: its image field only offers uploaded photos.
  featuredImage: field(
    text().regex(FEATURED_IMAGE_PATTERN, {
      error: (issue) =>
        `"${String(issue.input)}" is neither a photo (photos/<file>.jpg, .png or .webp) nor artwork (blog/<name>)`,
    }),
    {
      label: 'Featured image',
      widget: 'image',
      hint: 'A photo (JPEG, PNG or WebP, at least 1200 px wide; the site crops it to 1200x630), or the name of generated artwork such as blog/sun-safety-in-the-sun-city.',
      shared: true,
    },
  ),
  ogImage: field(
    text()
      .regex(OG_IMAGE_PATTERN, {
        error: (issue) =>
          `"${String(issue.input)}" must be a 1200x630 JPEG or PNG under /og/, for example /og/default.jpg (link previews do not all read WebP)`,
      })
      .optional(),
    {
      label: 'Social image',
      widget: 'string',
      hint: 'Optional: a 1200x630 JPEG or PNG in public/og/, for example /og/default.jpg.',
      pattern: [OG_IMAGE_PATTERN, 'Write a JPEG or PNG under /og/, for example /og/default.jpg.'],
      shared: true,
    },
  ),
  id: field(
    z
      .union([z.number().int(), z.string().trim().min(1, 'must be a whole number or a string, got an empty string')], {
        error: (issue) => `must be a whole number or a string, got ${describeValue(issue.input)}`,
      })
      .transform(String)
      .optional(),
    {
      label: 'Id',
      widget: 'string',
      hint: 'Optional: a stable id for feeds; the file name when absent.',
      shared: true,
    },
  ),
});

export type PostFrontMatter = z.infer<typeof postFrontMatter>;

/** A validated post as the site uses it. */
export type Post = Omit<PostFrontMatter, 'id'> & {
  /** From the file name: the URL is /blog/<slug>. */
  slug: string;
  /** From front matter `id` (a number or a string); the slug when absent. */
  id: string;
  /** The Markdown body. */
  content: string;
  /** Repository-relative path of the source file, for messages. */
  file: string;
};

export type FieldDefinition = FieldMeta & { name: string; required: boolean };

/** The body is not front matter but an editor writes it too. */
const bodyField: FieldDefinition = {
  name: 'body',
  label: 'Body',
  widget: 'markdown',
  required: true,
  hint: 'The article in Markdown: ## headings, links only to pages that exist; raw HTML is removed.',
};

/** Every field an editor fills in, in order, derived from `postFrontMatter` plus the Markdown body. */
export function postFields(): FieldDefinition[] {
  const fields = Object.entries(postFrontMatter.shape).map(([name, schema]) => {
    const meta = schema.meta() as FieldMeta | undefined;
    if (!meta) throw new Error(`post-schema: field ${name} has no label`);
    return { name, required: !schema.safeParse(undefined).success, ...meta };
  });
  return [...fields, bodyField];
}
