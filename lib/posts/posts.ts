/**
 * The blog's posts: one Markdown file per post and language, content/blog/en/<slug>.md and content/blog/es/<slug>.md
 * (the folders Decap CMS's i18n writes). The same slug in both folders is the same article in two languages; a post
 * written in one language only is listed only in that language. This module reads the files and sorts them newest first;
 * lib/posts/post-validation.ts checks each one (a bad post stops the build with one line naming the file and the
 * field), lib/posts/post-format.ts formats dates and tags, and lib/posts/markdown.ts renders the body.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '../format/locale';
import type { Post } from './post-schema';
import {
  assertUnique,
  isUntranslatedPlaceholder,
  parsePost,
  PostValidationError,
  type ArtworkEntry,
} from './post-validation';

export type { Post } from './post-schema';

export type PostSourceOptions = {
  /** Folder of the Markdown files. */
  dir?: string;
  /** Folder of the artwork manifests (content/artwork). */
  artworkDir?: string;
  /** The public/ folder the images live in. */
  publicDir?: string;
  /** The folder of uploaded photos (content/photos). */
  photosDir?: string;
  /** A folder of translations: skip the editor's placeholders for translations not written yet. */
  translations?: boolean;
};

const root = process.cwd();

/**
 * The blog's folder; the posts of each language are in its subfolder named for the language (en, es). STUDIO_BLOG_DIR
 * points the site at another folder (the owner-edit tests build the route list from a copy of the blog).
 */
export const BLOG_DIR = process.env.STUDIO_BLOG_DIR
  ? path.resolve(process.env.STUDIO_BLOG_DIR)
  : path.join(root, 'content/blog');

const defaults: Required<PostSourceOptions> = {
  dir: path.join(BLOG_DIR, 'en'),
  artworkDir: path.join(root, 'content/artwork'),
  publicDir: path.join(root, 'public'),
  photosDir: path.join(root, 'content/photos'),
  translations: false,
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

/** Reads, validates and sorts every post in a folder (not its subfolders). */
export function loadPosts(options: PostSourceOptions = {}): Post[] {
  const { dir, artworkDir, publicDir, photosDir, translations } = { ...defaults, ...options };
  const displayDir = path.relative(root, dir) || '.';
  const artwork = artworkIndex(artworkDir);
  const entries = readdirSync(dir, { withFileTypes: true }).filter((f) => EXTENSIONS.includes(path.extname(f.name)));
  // A link would publish (and quote in messages) whatever file it points at on the build machine.
  const link = entries.find((f) => !f.isFile());
  if (link)
    throw new PostValidationError(
      `${displayDir}/${link.name}`,
      'file',
      'is a link or a folder, not a post: put the post itself here',
    );
  const sources = entries
    .map((f) => ({ name: f.name, source: readFileSync(path.join(dir, f.name), 'utf8') }))
    .filter(({ source }) => !(translations && isUntranslatedPlaceholder(source)))
    .sort((a, b) => a.name.localeCompare(b.name));
  const posts = sources.map(({ name, source }) =>
    parsePost(source, name, { artwork, publicDir, photosDir, displayDir }),
  );
  assertUnique(posts);
  return sortPosts(posts);
}

/**
 * Every post of every language under a blog folder (`dir`, content/blog by default): `en/` and `es/`. A language
 * without a folder simply has no posts yet; a Spanish file the editor saved without any Spanish text is not a post.
 */
export function loadPostsByLocale(options: PostSourceOptions = {}): Record<Locale, Post[]> {
  const blogDir = options.dir ?? BLOG_DIR;
  const read = (locale: Locale) => {
    const dir = path.join(blogDir, locale);
    return existsSync(dir) ? loadPosts({ ...options, dir, translations: locale !== 'en' }) : [];
  };
  return { en: read('en'), es: read('es') };
}

let cache: Record<Locale, Post[]> | undefined;

/** Every post of one language, newest first (read once per process). */
export function getAllPosts(locale: Locale): Post[] {
  cache ??= loadPostsByLocale();
  return cache[locale];
}

export function getPost(slug: string, locale: Locale): Post | undefined {
  return getAllPosts(locale).find((p) => p.slug === slug);
}

/** The languages an article is written in (the same slug in each folder): the alternates of its pages. */
export function postLanguages(
  slug: string,
  posts: Record<Locale, Post[]> = { en: getAllPosts('en'), es: getAllPosts('es') },
): Locale[] {
  return locales.filter((locale) => posts[locale].some((p) => p.slug === slug));
}
