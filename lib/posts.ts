/**
 * The blog's posts: one Markdown file per post in content/blog/<slug>.md. This module reads the files and sorts
 * them newest first; lib/post-validation.ts checks each one (a bad post stops the build with one line naming the
 * file and the field), lib/post-format.ts formats dates and tags, and lib/markdown.ts renders the body.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Post } from './post-schema';
import { assertUnique, parsePost, type ArtworkEntry } from './post-validation';

export type { Post } from './post-schema';

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

const EXTENSIONS = ['.md', '.markdown'];

function artworkIndex(artworkDir: string): Map<string, ArtworkEntry> {
  const entries = readdirSync(artworkDir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => JSON.parse(readFileSync(path.join(artworkDir, f), 'utf8')) as ArtworkEntry[]);
  return new Map(entries.map((e) => [e.name, e]));
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
  assertUnique(posts);
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
