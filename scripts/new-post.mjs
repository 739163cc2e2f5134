#!/usr/bin/env node
/**
 * Starts a blog post the git way:
 *
 *   npm run new-post -- "Title of the post" [--lang es]
 *   npm run new-post -- --translate <slug of the English post> "Título en español"
 *
 * Writes content/blog/en/<slug>.md (Spanish: content/blog/es/<slug>.md) dated today with front matter the build
 * accepts and a starter structure, adds the post's artwork to content/artwork/blog.json, draws it, and prints
 * what to do next. The author is the newest post's author; change it in the file if someone else writes.
 * --translate starts the Spanish edition of an English post: the same file name (that is what links the two), and
 * the original's date, author, artwork, id and social image.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importTs } from './import-ts.mjs';

const { parseFrontMatter } = await importTs('lib/front-matter.ts');
const { ADVISED_WORDS } = await importTs('lib/post-length.ts');
const { slugify } = await importTs('lib/format/slug.ts');
const { artworkEntry, localIsoDate, postArtworkName, postMarkdown } = await importTs('scripts/post-template.ts');

const root = path.resolve(import.meta.dirname, '..');
const blogDir = path.join(root, 'content/blog');
const englishDir = path.join(blogDir, 'en');
const manifestFile = path.join(root, 'content/artwork/blog.json');

function fail(message) {
  console.error(`new-post: ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  let lang = 'en';
  let translate;
  const words = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--lang') lang = argv[++i] ?? '';
    else if (argv[i].startsWith('--lang=')) lang = argv[i].slice('--lang='.length);
    else if (argv[i] === '--translate') translate = argv[++i] ?? '';
    else if (argv[i].startsWith('--translate=')) translate = argv[i].slice('--translate='.length);
    else words.push(argv[i]);
  }
  if (lang !== 'en' && lang !== 'es') fail(`--lang must be en or es, got "${lang}"`);
  if (translate !== undefined) lang = 'es';
  const title = words.join(' ').trim();
  if (!title)
    fail('give the title in quotes: npm run new-post -- "Title of the post" [--lang es | --translate <english-slug>]');
  return { title, lang, translate };
}

/** A post's fields; a post whose front matter is not YAML stops here naming the file. */
function frontMatter(file) {
  try {
    return parseFrontMatter(readFileSync(file, 'utf8')).data;
  } catch (error) {
    return fail(`${path.relative(root, file)}: front matter ${error.message}`);
  }
}

/** The front matter of the English post a Spanish edition translates. */
function original(slug) {
  const file = path.join(englishDir, `${slug}.md`);
  if (!existsSync(file)) fail(`--translate ${slug}: there is no English post ${path.relative(root, file)}`);
  const data = frontMatter(file);
  const date =
    data.publishDate instanceof Date ? data.publishDate.toISOString().slice(0, 10) : String(data.publishDate);
  const shared = Object.fromEntries(
    ['id', 'ogImage'].filter((field) => data[field] !== undefined).map((field) => [field, data[field]]),
  );
  return { author: String(data.author), date, featuredImage: String(data.featuredImage), shared };
}

/** The author of the newest English post, so a new post starts with the studio's usual byline. */
function newestAuthor() {
  const posts = readdirSync(englishDir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => frontMatter(path.join(englishDir, f)))
    .filter((d) => typeof d.author === 'string');
  const date = (d) => (d.publishDate instanceof Date ? d.publishDate.toISOString() : String(d.publishDate));
  posts.sort((a, b) => date(b).localeCompare(date(a)));
  return posts[0]?.author ?? fail('no existing post to take the author from: write the file by hand (see README)');
}

function addArtwork(name) {
  const entries = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (entries.some((e) => e.name === name)) return;
  entries.push(artworkEntry(name));
  writeFileSync(manifestFile, `[\n${entries.map((e) => `  ${JSON.stringify(e)}`).join(',\n')}\n]\n`);
}

const { title, lang, translate } = parseArgs(process.argv.slice(2));
const slug = translate ?? slugify(title);
if (!slug) fail(`"${title}" has no letters or digits to make a URL from`);
const dir = path.join(blogDir, lang);
const file = path.join(dir, `${slug}.md`);
if (existsSync(file)) fail(`${path.relative(root, file)} already exists: choose another title or edit that file`);

mkdirSync(dir, { recursive: true });
const rel = path.relative(root, file);
if (translate !== undefined) {
  const { author, date, featuredImage, shared } = original(slug);
  writeFileSync(file, postMarkdown({ title, author, date, lang, featuredImage, shared }));
  console.log(`
Wrote ${rel}, the Spanish edition of content/blog/en/${slug}.md (same date and artwork).

Next:
  1. Write the Spanish article in ${rel}: the excerpt, the tags and the text (links to Spanish pages, /es/...),
     about ${ADVISED_WORDS.min}-${ADVISED_WORDS.max} words (advice: a shorter or longer post publishes too).
  2. npm run build
  3. git add content && git commit`);
  process.exit(0);
}

const featuredImage = postArtworkName(slug);
writeFileSync(
  file,
  postMarkdown({ title, author: newestAuthor(), date: localIsoDate(new Date()), lang, featuredImage }),
);
addArtwork(featuredImage);
const drawn = spawnSync(process.execPath, [path.join(root, 'scripts/generate-images.mjs'), featuredImage], {
  cwd: root,
  stdio: 'inherit',
});
if (drawn.status !== 0) fail(`drawing the artwork failed; run node scripts/generate-images.mjs ${featuredImage} again`);

console.log(`
Wrote ${rel} and its artwork (${featuredImage} in content/artwork/blog.json).

Next:
  1. Write the post in ${rel}: replace the excerpt and the starter text, set the tags; about
     ${ADVISED_WORDS.min}-${ADVISED_WORDS.max} words reads well (advice: a shorter or longer post publishes too). Every link must lead
     to a page or post of the site (in the post's language) or an outside address, or the build stops naming it.
  2. Optional photo: put a JPEG, PNG or WebP at least 1200 px wide in content/photos/ and set
     featuredImage: photos/<file name> in the front matter (the build makes every size from it).
  3. npm run build, then npm run serve and open http://localhost:3000${lang === 'es' ? '/es' : ''}/blog/${slug}
  4. git add content public && git commit`);
