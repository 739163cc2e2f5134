/**
 * Validates one post's source text: the front-matter shape (lib/posts/post-schema.ts) plus what a schema cannot know,
 * namely that the artwork exists, that the file name is a URL slug and that slugs and ids are unique. Every
 * problem is one line naming the file and the field (PostValidationError), so a bad post stops the build clearly.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FrontMatterError, parseFrontMatter } from './front-matter';
import { markdownLimitProblem } from './markdown-limits';
import { isPhotoPath, photoName } from '../format/photo-names';
import { postFields, postFrontMatter, SLUG_PATTERN, type Post } from './post-schema';
import { socialImagePath } from '../format/social-image';

export class PostValidationError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`${file}: ${field} ${problem}`);
    this.name = 'PostValidationError';
  }
}

export type ArtworkEntry = { name: string; widths?: number[]; width: number; kind: string };

export type PostAssets = {
  /** The artwork manifests (content/artwork/*.json) by name. */
  artwork: Map<string, ArtworkEntry>;
  /** The public/ folder the images live in. */
  publicDir: string;
  /** The folder of uploaded photos (content/photos). */
  photosDir: string;
  /** Folder shown in messages; content/blog by default. */
  displayDir?: string;
};

const DATE_FIELDS = ['publishDate', 'updated'] as const;

/**
 * YAML turns an unquoted 2025-07-30 into a Date and silently rolls 2025-02-30 over to March, so a date field is
 * handed to the schema as the text written in the front matter.
 */
function datesAsWritten(data: Record<string, unknown>, rawMatter: string): Record<string, unknown> {
  const out = { ...data };
  for (const field of DATE_FIELDS) {
    const value = out[field];
    if (value instanceof Date) {
      out[field] =
        new RegExp(`^${field}:\\s*['"]?([^'"\\s#]+)`, 'm').exec(rawMatter)?.[1] ?? value.toISOString().slice(0, 10);
    }
  }
  return out;
}

/**
 * The post's images exist. Artwork is generated into public/ ahead of time, so its files must be there; an uploaded
 * photo needs only its upload in content/photos/, since the build publishes its sizes (the content check) before any
 * page is made, and a fresh clone's tests read posts before that.
 */
function checkAssets(post: Post, image: string, assets: PostAssets): void {
  const { featuredImage, ogImage, file } = post;
  if (isPhotoPath(image)) {
    if (!existsSync(path.join(assets.photosDir, image.slice('photos/'.length))))
      throw new PostValidationError(
        file,
        'featuredImage',
        `"${image}" is not in content/photos/: upload the photo, or choose one that is there`,
      );
  } else {
    const art = assets.artwork.get(featuredImage);
    if (!art)
      throw new PostValidationError(
        file,
        'featuredImage',
        `"${featuredImage}" does not exist: add it to a manifest in content/artwork/`,
      );
    const largest = Math.max(...(art.widths ?? [art.width]));
    const fix = `run node scripts/generate-images.mjs ${featuredImage}`;
    if (!existsSync(path.join(assets.publicDir, 'images', `${featuredImage}-${largest}.webp`)))
      throw new PostValidationError(
        file,
        'featuredImage',
        `"${featuredImage}" does not exist in public/images/: ${fix}`,
      );
    if (ogImage === undefined && !existsSync(path.join(assets.publicDir, socialImagePath(featuredImage))))
      throw new PostValidationError(
        file,
        'featuredImage',
        `"${featuredImage}" has no link-preview JPEG public${socialImagePath(featuredImage)}: ${fix}`,
      );
  }
  // Its form (a JPEG or PNG under /og/) is the schema's.
  if (ogImage !== undefined && !existsSync(path.join(assets.publicDir, ogImage))) {
    throw new PostValidationError(file, 'ogImage', `"${ogImage}" does not exist in public/`);
  }
}

/**
 * True for a translation the editor has started but nobody has written: Decap CMS saves the Spanish file of every
 * post with only the fields all languages share (date, author, picture), and none of the ones each language writes
 * itself (title, excerpt, tags, text). Such a file is not a post yet. Front matter that does not parse is not a
 * placeholder: parsePost reports it.
 */
export function isUntranslatedPlaceholder(source: string): boolean {
  let parsed: ReturnType<typeof parseFrontMatter>;
  try {
    parsed = parseFrontMatter(source);
  } catch {
    return false;
  }
  const data = parsed.data;
  const own = postFields().filter((f) => !f.shared && f.name !== 'body');
  return (
    own.every((f) => data[f.name] === undefined || data[f.name] === null || data[f.name] === '') &&
    parsed.content.trim() === ''
  );
}

/** Parses and validates one post file. Throws PostValidationError on the first problem. */
export function parsePost(source: string, fileName: string, assets: PostAssets): Post {
  const { post, problems } = checkPost(source, fileName, assets);
  if (!post) throw problems[0]!;
  return post;
}

/**
 * Parses and validates one post file: the post, or every problem of its front matter at once (each naming the
 * field), for the content check to list them all. A problem of the file's name, its first line or its images stops
 * there: nothing after it can be read.
 */
export function checkPost(
  source: string,
  fileName: string,
  assets: PostAssets,
): { post: Post; problems: [] } | { post?: undefined; problems: PostValidationError[] } {
  const file = `${assets.displayDir ?? 'content/blog'}/${fileName}`;
  const slug = fileName.replace(/\.(md|markdown)$/, '');
  const fail = (field: string, problem: string) => ({ problems: [new PostValidationError(file, field, problem)] });
  if (!SLUG_PATTERN.test(slug))
    return fail('file name', 'must be the URL slug: lowercase letters, digits and single hyphens');
  let parsed: ReturnType<typeof parseFrontMatter>;
  try {
    // The first line must be exactly "---" and the block YAML: a post is data, never code (lib/posts/front-matter.ts).
    parsed = parseFrontMatter(source);
  } catch (error) {
    if (!(error instanceof FrontMatterError)) throw error;
    return fail('front matter', error.message);
  }

  // An empty field ("updated:" or "updated: null", as the editor writes an unset one) is a field not given.
  const given = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== null));
  const result = postFrontMatter.safeParse(datesAsWritten(given, parsed.matter));
  const content = parsed.content.trim();
  // Issues come in the order of the schema's fields; the first is the one to fix first.
  const problems = (result.success ? [] : result.error.issues).map(
    (issue) => new PostValidationError(file, String(issue.path[0] ?? 'front matter'), issue.message ?? 'is not valid'),
  );
  if (!content)
    problems.push(new PostValidationError(file, 'content', 'is empty: write the article below the front matter'));
  else {
    const before = source.replace(/\r\n?/g, '\n').indexOf(content);
    const firstLine = before < 0 ? 1 : source.replace(/\r\n?/g, '\n').slice(0, before).split('\n').length;
    const tooMuch = markdownLimitProblem(content, firstLine);
    if (tooMuch) problems.push(new PostValidationError(file, 'content', tooMuch));
  }
  if (!result.success || problems.length > 0) return { problems };

  // An uploaded photo ("photos/facial-room.jpg") is published under a name like artwork ("photos/facial-room").
  const image = result.data.featuredImage;
  const featuredImage = isPhotoPath(image) ? photoName(image) : image;
  const post: Post = { ...result.data, featuredImage, slug, id: result.data.id ?? slug, content, file };
  try {
    checkAssets(post, image, assets);
  } catch (error) {
    if (error instanceof PostValidationError) return { problems: [error] };
    throw error;
  }
  return { post, problems: [] };
}

/** Throws when two posts share a slug (post.md and post.markdown) or an id. */
export function assertUnique(posts: Post[]): void {
  for (const key of ['slug', 'id'] as const) {
    const seen = new Map<string, string>();
    for (const post of posts) {
      const twin = seen.get(post[key]);
      if (twin) throw new PostValidationError(post.file, key, `"${post[key]}" is already used by ${twin}`);
      seen.set(post[key], post.file);
    }
  }
}
