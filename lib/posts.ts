/**
 * The blog's posts: one Markdown file per post in content/blog/<slug>.md. This module reads the files, validates
 * their front matter and sorts them newest first. A bad post stops the build with one line naming the file and
 * the field (PostValidationError). Rendering the Markdown lives in lib/markdown.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

export type Post = {
  slug: string;
  /** From front matter `id` (a number or a string); the slug when absent. */
  id: string;
  title: string;
  excerpt: string;
  author: string;
  /** YYYY-MM-DD */
  publishDate: string;
  tags: string[];
  /** Artwork name of the featured image (content/artwork/*.json), e.g. "blog/sun-safety". */
  featuredImage: string;
  /** Optional root-relative path of a 1200x630 social image in public/, e.g. "/og/default.jpg". */
  ogImage?: string;
  /** The Markdown body. */
  content: string;
  /** Repository-relative path of the source file, for messages. */
  file: string;
};

export class PostValidationError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`${file}: ${field} ${problem}`);
    this.name = 'PostValidationError';
  }
}

export type PostSourceOptions = {
  /** Folder of the Markdown files. */
  dir?: string;
  /** Folder of the artwork manifests (content/artwork). */
  artworkDir?: string;
  /** The public/ folder the images live in. */
  publicDir?: string;
};

const root = process.cwd();
const defaults: Required<PostSourceOptions> = {
  dir: path.join(root, 'content/blog'),
  artworkDir: path.join(root, 'content/artwork'),
  publicDir: path.join(root, 'public'),
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EXTENSIONS = ['.md', '.markdown'];

/** True for a real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isValidIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

type ArtworkEntry = { name: string; widths?: number[]; width: number; kind: string };

function artworkIndex(artworkDir: string): Map<string, ArtworkEntry> {
  const entries = readdirSync(artworkDir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => JSON.parse(readFileSync(path.join(artworkDir, f), 'utf8')) as ArtworkEntry[]);
  return new Map(entries.map((e) => [e.name, e]));
}

function requireString(data: Record<string, unknown>, field: string, file: string): string {
  const value = data[field];
  if (value === undefined || value === null) throw new PostValidationError(file, field, 'is missing');
  if (typeof value !== 'string') throw new PostValidationError(file, field, `must be a string, got ${describe(value)}`);
  if (!value.trim()) throw new PostValidationError(file, field, 'is empty');
  return value.trim();
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  return `a ${typeof value}`;
}

/**
 * The publish date as written. YAML turns an unquoted 2025-07-30 into a Date (and silently rolls 2025-02-30 over
 * to March), so the raw text of the front matter is read for the check.
 */
function readDate(data: Record<string, unknown>, rawMatter: string, file: string): string {
  const value = data.publishDate;
  if (value === undefined || value === null) throw new PostValidationError(file, 'publishDate', 'is missing');
  let text: string;
  if (value instanceof Date) {
    text = /^publishDate:\s*['"]?([^'"\s#]+)/m.exec(rawMatter)?.[1] ?? value.toISOString().slice(0, 10);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    throw new PostValidationError(file, 'publishDate', `must be a date written YYYY-MM-DD, got ${describe(value)}`);
  }
  if (!isValidIsoDate(text)) throw new PostValidationError(file, 'publishDate', `"${text}" is not a real date written YYYY-MM-DD`);
  return text;
}

/** Parses and validates one post file. Throws PostValidationError on the first problem. */
export function parsePost(
  source: string,
  fileName: string,
  options: { artwork: Map<string, ArtworkEntry>; publicDir: string; displayDir?: string },
): Post {
  const file = `${options.displayDir ?? 'content/blog'}/${fileName}`;
  const slug = fileName.replace(/\.(md|markdown)$/, '');
  if (!SLUG.test(slug)) throw new PostValidationError(file, 'file name', 'must be the URL slug: lowercase letters, digits and single hyphens');
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object keeps gray-matter from returning a cached result for identical sources.
    parsed = matter(source, {});
  } catch (error) {
    throw new PostValidationError(file, 'front matter', `is not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  const data = parsed.data as Record<string, unknown>;

  const title = requireString(data, 'title', file);
  const excerpt = requireString(data, 'excerpt', file);
  const author = requireString(data, 'author', file);
  const publishDate = readDate(data, parsed.matter, file);

  const tags = data.tags;
  if (tags === undefined || tags === null) throw new PostValidationError(file, 'tags', 'is missing');
  if (!Array.isArray(tags)) throw new PostValidationError(file, 'tags', `must be a list of strings, got ${describe(tags)}`);
  if (tags.length === 0) throw new PostValidationError(file, 'tags', 'must list at least one tag');
  if (!tags.every((t) => typeof t === 'string' && t.trim())) throw new PostValidationError(file, 'tags', 'must be a list of non-empty strings');

  const featuredImage = requireString(data, 'featuredImage', file);
  const art = options.artwork.get(featuredImage);
  if (!art) throw new PostValidationError(file, 'featuredImage', `"${featuredImage}" does not exist: add it to a manifest in content/artwork/`);
  const largest = Math.max(...(art.widths ?? [art.width]));
  if (!existsSync(path.join(options.publicDir, 'images', `${featuredImage}-${largest}.webp`))) {
    throw new PostValidationError(file, 'featuredImage', `"${featuredImage}" does not exist in public/images/: run node scripts/generate-images.mjs ${featuredImage}`);
  }

  let ogImage: string | undefined;
  if (data.ogImage !== undefined) {
    ogImage = requireString(data, 'ogImage', file);
    if (!ogImage.startsWith('/') || !existsSync(path.join(options.publicDir, ogImage))) {
      throw new PostValidationError(file, 'ogImage', `"${ogImage}" does not exist in public/`);
    }
  }

  let id = slug;
  if (data.id !== undefined) {
    if (typeof data.id === 'number' && Number.isInteger(data.id)) id = String(data.id);
    else if (typeof data.id === 'string' && data.id.trim()) id = data.id.trim();
    else throw new PostValidationError(file, 'id', `must be a whole number or a string, got ${describe(data.id)}`);
  }

  const content = parsed.content.trim();
  if (!content) throw new PostValidationError(file, 'content', 'is empty: write the article below the front matter');

  return { slug, id, title, excerpt, author, publishDate, tags: tags.map((t: string) => t.trim()), featuredImage, ogImage, content, file };
}

/** Newest first by publishDate; the title breaks ties so the order never depends on the file system. */
export function sortPosts(posts: Post[]): Post[] {
  return [...posts].sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.title.localeCompare(b.title));
}

/** Reads, validates and sorts every post in a folder. */
export function loadPosts(options: PostSourceOptions = {}): Post[] {
  const { dir, artworkDir, publicDir } = { ...defaults, ...options };
  const displayDir = path.relative(root, dir) || '.';
  const artwork = artworkIndex(artworkDir);
  const files = readdirSync(dir)
    .filter((f) => EXTENSIONS.includes(path.extname(f)))
    .sort();
  const posts = files.map((f) => parsePost(readFileSync(path.join(dir, f), 'utf8'), f, { artwork, publicDir, displayDir }));
  const seenSlugs = new Map<string, string>();
  const seenIds = new Map<string, string>();
  for (const post of posts) {
    const slugTwin = seenSlugs.get(post.slug);
    if (slugTwin) throw new PostValidationError(post.file, 'slug', `"${post.slug}" is already used by ${slugTwin}`);
    const idTwin = seenIds.get(post.id);
    if (idTwin) throw new PostValidationError(post.file, 'id', `"${post.id}" is already used by ${idTwin}`);
    seenSlugs.set(post.slug, post.file);
    seenIds.set(post.id, post.file);
  }
  return sortPosts(posts);
}

let cache: Post[] | undefined;

/** Every post of the site, newest first (read once per process). */
export function getAllPosts(): Post[] {
  cache ??= loadPosts();
  return cache;
}

export function getPost(slug: string): Post | undefined {
  return getAllPosts().find((p) => p.slug === slug);
}

/** "July 30, 2025": the long US date of a YYYY-MM-DD string, independent of the machine's time zone. */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "7/30/2025": the short local (US) date shown on cards. */
export function formatShortDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The first two tags joined by a comma, as on the cards. */
export function cardTags(post: Pick<Post, 'tags'>): string {
  return post.tags.slice(0, 2).join(', ');
}
