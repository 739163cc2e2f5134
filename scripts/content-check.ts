/**
 * The one content check: every rule about what the owner and the editor write, in one pass that lists every problem
 * at once (scripts/check-content.mjs prints it in the deploy build and in the pull-request workflow; the tests call
 * it on fixtures). In order: files in the editor's folders that are not posts or photos by their names, the studio
 * facts (content/studio.json), the videos (content/videos.json), photos that carry a location, the photos posts and
 * the gallery use (published to public/ on the way, as the site needs them), photos whose content is not a JPEG, PNG
 * or WebP image whatever their names say, the testimonials (content/testimonials.json)
 * and the gallery (content/gallery.json), then each post: its front matter and images, its links, and what it says (lengths, prices, the
 * phone, the medical sentences, "usted"; then, each naming its line, retired phrases, facts told one way and Spanish
 * treatment names). Beside them, the Spanish copy of content/*.ts (every article and adjective beside a glossary noun
 * agrees with it) and every page's title and description (none calls the gallery's images photos while it holds an
 * illustration). Advice (a post's length, a Spanish post's wording against the glossary) is returned apart: it never
 * fails.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { strayEditorFiles } from '../editor/editor-files';
import { FrontMatterError, parseFrontMatter } from '../lib/posts/front-matter';
import { locales, type Locale } from '../lib/format/locale';
import { isPhotoPath } from '../lib/format/photo-names';
import { lengthAdvice } from '../lib/posts/post-length';
import { postFields, type Post } from '../lib/posts/post-schema';
import { checkPost, isUntranslatedPlaceholder, type ArtworkEntry } from '../lib/posts/post-validation';
import { STUDIO_FACTS_FILE, studioFactsTextProblems } from '../editor/studio-facts-schema';
import { VIDEOS_FILE, videosProblems } from '../editor/videos-schema';
import { parseDataFile } from '../editor/zod-decap';
import { agreementLines } from '@/site/checks/spanish-agreement';
import { copyFiles, tsStrings } from './copy-text';
import { photoContentProblems } from './photo-content';
import { buildPhotos, galleryPhotoUses, photoLocationProblems } from './photo-pipeline';

export type ContentReport = {
  /** One line per problem, each naming its file: any of them stops the build. */
  problems: string[];
  /** Lines of advice (a post's length): printed, never a failure. */
  advice: string[];
  /** What could not be checked until a problem is fixed: printed after the problems, not counted among them. */
  unchecked: string[];
  /** The valid posts of each language. */
  posts: Record<Locale, Post[]>;
};

export type ContentCheckOptions = {
  /** The repository (content/, public/). */
  root: string;
  /** The blog folder (content/blog by default; the owner-edit tests use a copy). */
  blogDir?: string;
  /** AVIF effort of the photos published on the way (tests use 0, faster). */
  avifEffort?: number;
};

const POST_FILE = /\.(md|markdown)$/;

/** The post files of one language's folder (regular files only: the stray-file rule names anything else). */
function postFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((f) => f.isFile() && POST_FILE.test(f.name))
    .map((f) => f.name)
    .sort();
}

/** photo path -> the posts that use it as their featured image (front matter that does not parse is a post problem). */
function photoUses(blogDir: string, shown: (file: string) => string): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  for (const locale of locales) {
    const dir = path.join(blogDir, locale);
    for (const name of postFiles(dir)) {
      let image: unknown;
      try {
        image = parseFrontMatter(readFileSync(path.join(dir, name), 'utf8')).data.featuredImage;
      } catch (error) {
        if (error instanceof FrontMatterError) continue;
        throw error;
      }
      if (typeof image === 'string' && isPhotoPath(image.trim()))
        uses.set(image.trim(), [...(uses.get(image.trim()) ?? []), shown(path.join(dir, name))]);
    }
  }
  return uses;
}

function artworkIndex(root: string): Map<string, ArtworkEntry> {
  const dir = path.join(root, 'content/artwork');
  const entries = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as ArtworkEntry[]);
  return new Map(entries.map((e) => [e.name, e]));
}

/** A translation keeps its original's shared fields (date, author, image, id) and has its own title and excerpt. */
function translationProblems(post: Post, original: Post): string[] {
  const shared = postFields()
    .filter((f) => f.shared)
    .map((f) => f.name as keyof Post);
  const differs = shared.filter((name) => JSON.stringify(post[name]) !== JSON.stringify(original[name]));
  const same = (['title', 'excerpt'] as const).filter((name) => post[name] === original[name]);
  return [
    ...differs.map(
      (name) =>
        `${post.file}: ${name} must be the same as in the English original ${original.file} ("${String(original[name] ?? '')}"): a translation shares it`,
    ),
    ...same.map((name) => `${post.file}: ${name} is the English original's: write it in Spanish`),
  ];
}

/** Two posts of a language with the same slug (a.md and a.markdown) or id. */
function duplicates(posts: Post[]): string[] {
  return (['slug', 'id'] as const).flatMap((key) => {
    const seen = new Map<string, string>();
    return posts.flatMap((post) => {
      const twin = seen.get(post[key]);
      seen.set(post[key], twin ?? post.file);
      return twin ? [`${post.file}: ${key} "${post[key]}" is already used by ${twin}: change one of them`] : [];
    });
  });
}

/** The problems of one of the owner's JSON data files: missing, not JSON, or each rule its schema breaks. */
function dataFileProblems(root: string, file: string, check: (data: unknown) => string[]): string[] {
  const full = path.join(root, file);
  if (!existsSync(full)) return [`${file}: is missing: restore it from the repository's history`];
  const { data, problems } = parseDataFile(file, readFileSync(full, 'utf8'));
  return data === undefined ? problems : check(data);
}

/**
 * The Spanish strings of the copy modules under `root` (content/*.ts), each with its file and line: a word swap that
 * changed a noun's gender ("el mentón" -> "la barbilla") is named where the editor fixes it.
 */
function spanishCopyProblems(root: string): string[] {
  const pieces = copyFiles(root).ts.flatMap((file) =>
    tsStrings(file, readFileSync(path.join(root, file), 'utf8'))
      .filter((piece) => piece.lang === 'es')
      .map((piece) => ({ file: file.split(path.sep).join('/'), line: piece.line, text: piece.text })),
  );
  return agreementLines(pieces);
}

export async function checkContent({ root, blogDir, avifEffort }: ContentCheckOptions): Promise<ContentReport> {
  const blog = blogDir ?? path.join(root, 'content/blog');
  const shown = (file: string) => path.relative(root, file) || '.';
  const problems: string[] = [...strayEditorFiles(root)];
  const posts: Record<Locale, Post[]> = { en: [], es: [] };
  /** Each valid post's whole file: the wording rules name the line of a sentence, front matter included. */
  const sources = new Map<string, string>();
  const advice: string[] = [];

  const facts = path.join(root, STUDIO_FACTS_FILE);
  const factProblems = existsSync(facts)
    ? studioFactsTextProblems(readFileSync(facts, 'utf8'))
    : [`${STUDIO_FACTS_FILE}: is missing: restore it from the repository's history`];
  problems.push(...factProblems);
  problems.push(...dataFileProblems(root, VIDEOS_FILE, videosProblems));
  // A photo's name and its content both have to say JPEG, PNG or WebP. A file refused by its content is named by
  // that rule, except where a post or the gallery uses it: the photos step below names it with its use.
  const wrongContent = photoContentProblems(root);
  // A stray file that cannot be read as a photo is named once, by the rule above.
  const stray = new Set([...problems, ...wrongContent.map((p) => p.message)].map((p) => p.split(': ')[0]));
  problems.push(
    ...(await photoLocationProblems(root))
      .filter((p) => !(stray.has(p.file) && / cannot be read as a photo/.test(p.message)))
      .map((p) => p.message),
  );

  problems.push(...spanishCopyProblems(root));

  const uses = photoUses(blog, shown);
  const photoProblems: string[] = [];
  await buildPhotos({
    root,
    uses,
    galleryUses: galleryPhotoUses(root),
    cacheFile: path.join(root, '.cache/photos.json'),
    avifEffort,
    problems: photoProblems,
  });
  problems.push(...photoProblems);
  const namedWithUse = new Set(photoProblems.map((p) => p.split(': ')[0]));
  problems.push(...wrongContent.filter((p) => !namedWithUse.has(p.file)).map((p) => p.message));
  /** Posts whose photo is already named above: their missing published image is the same problem. */
  const badPhotoPosts = new Set(
    [...uses]
      .filter(([photo]) => photoProblems.some((p) => p.includes(photo.slice('photos/'.length))))
      .flatMap(([, files]) => files),
  );

  const assets = {
    artwork: artworkIndex(root),
    publicDir: path.join(root, 'public'),
    photosDir: path.join(root, 'content/photos'),
  };
  for (const locale of locales) {
    const dir = path.join(blog, locale);
    for (const name of postFiles(dir)) {
      const source = readFileSync(path.join(dir, name), 'utf8');
      if (locale !== 'en' && isUntranslatedPlaceholder(source)) continue;
      const result = checkPost(source, name, { ...assets, displayDir: shown(dir) });
      if (result.post) {
        posts[locale].push(result.post);
        sources.set(result.post.file, source);
      } else
        problems.push(
          ...result.problems
            .filter(
              (p) =>
                !(
                  badPhotoPosts.has(shown(path.join(dir, name))) &&
                  / featuredImage /.test(` ${p.message.split(': ')[1]}`)
                ),
            )
            .map((p) => p.message),
        );
    }
    problems.push(...duplicates(posts[locale]));
  }

  // The catalog, the route list, the post rules and the testimonials' and gallery's treatments read
  // content/studio.json: only once it is valid.
  if (factProblems.length > 0) {
    const unchecked = [
      `${shown(blog)}: the posts' links and facts are checked once ${STUDIO_FACTS_FILE} is fixed`,
      `content/testimonials.json and content/gallery.json are checked once ${STUDIO_FACTS_FILE} is fixed`,
    ];
    return { problems, advice, unchecked, posts };
  }
  const { TESTIMONIALS_FILE, testimonialsProblems } = await import('../editor/testimonials-schema');
  const { GALLERY_FILE, galleryProblems } = await import('../editor/gallery-schema');
  const { galleryDescriptionProblems } = await import('@/site/checks/gallery-claims');
  const today = new Date().toISOString().slice(0, 10);
  /** What the gallery holds, as the owner's file says (an invalid file is named by its own rules). */
  let galleryImages: unknown[] = [];
  problems.push(
    ...dataFileProblems(root, TESTIMONIALS_FILE, (data) => testimonialsProblems(data, today)),
    ...dataFileProblems(root, GALLERY_FILE, (data) => {
      const images = (data as { images?: unknown } | null)?.images;
      if (Array.isArray(images)) galleryImages = images;
      return galleryProblems(data);
    }),
  );
  const { describedPages, linkTargetPaths } = await import('@/site/routes');
  // A page's title and description are what a search result, a link preview and /sitemap show of it; a post's are
  // the owner's own words about her post, which may speak of photos in general, so they are not held to the gallery.
  problems.push(...galleryDescriptionProblems(galleryImages, describedPages()));
  const { postLinkProblems } = await import('../lib/posts/post-links');
  const { catalogTreatments, glossaryAdvice, postFactProblems } = await import('@/site/checks/post-facts');
  const { postWordingProblems } = await import('@/site/checks/post-wording');
  const targets = { pages: linkTargetPaths(posts), publicDir: assets.publicDir };
  const catalog = catalogTreatments();
  for (const locale of locales) {
    for (const post of posts[locale]) {
      const original = locale === 'en' ? undefined : posts.en.find((p) => p.slug === post.slug);
      problems.push(
        ...(original ? translationProblems(post, original) : []),
        ...postLinkProblems(post, locale, targets),
        ...postFactProblems(post, locale, original, catalog),
        ...postWordingProblems(post.file, sources.get(post.file) ?? '', locale),
      );
      const length = lengthAdvice(post.file, post.content);
      if (length) advice.push(length);
      if (locale === 'es') advice.push(...glossaryAdvice(post));
    }
  }
  return { problems, advice, unchecked: [], posts };
}
