#!/usr/bin/env node
/**
 * Starts a blog post the git way:
 *
 *   npm run new-post -- "Title of the post" [--lang es]
 *
 * Writes content/blog/<slug>.md (Spanish: content/blog/es/<slug>.md) dated today with front matter the build
 * accepts and a starter structure, adds the post's artwork to content/artwork/blog.json, draws it, and prints
 * what to do next. The author is the newest post's author; change it in the file if someone else writes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { slugify } from '../lib/slug.mjs';
import { artworkEntry, localIsoDate, postMarkdown } from './post-template.mjs';

const root = path.resolve(import.meta.dirname, '..');
const blogDir = path.join(root, 'content/blog');
const manifestFile = path.join(root, 'content/artwork/blog.json');

function fail(message) {
  console.error(`new-post: ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  let lang = 'en';
  const words = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--lang') lang = argv[++i] ?? '';
    else if (argv[i].startsWith('--lang=')) lang = argv[i].slice('--lang='.length);
    else words.push(argv[i]);
  }
  if (lang !== 'en' && lang !== 'es') fail(`--lang must be en or es, got "${lang}"`);
  const title = words.join(' ').trim();
  if (!title) fail('give the title in quotes: npm run new-post -- "Title of the post" [--lang es]');
  return { title, lang };
}

/** The author of the newest English post, so a new post starts with the studio's usual byline. */
function newestAuthor() {
  const posts = readdirSync(blogDir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => matter(readFileSync(path.join(blogDir, f), 'utf8'), {}).data)
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

const { title, lang } = parseArgs(process.argv.slice(2));
const slug = slugify(title);
if (!slug) fail(`"${title}" has no letters or digits to make a URL from`);
const dir = lang === 'es' ? path.join(blogDir, 'es') : blogDir;
const file = path.join(dir, `${slug}.md`);
if (existsSync(file)) fail(`${path.relative(root, file)} already exists: choose another title or edit that file`);

const featuredImage = lang === 'es' ? `blog/es/${slug}` : `blog/${slug}`;
mkdirSync(dir, { recursive: true });
writeFileSync(file, postMarkdown({ title, author: newestAuthor(), date: localIsoDate(new Date()), lang, featuredImage }));
addArtwork(featuredImage);
const drawn = spawnSync(process.execPath, [path.join(root, 'scripts/generate-images.mjs'), featuredImage], { cwd: root, stdio: 'inherit' });
if (drawn.status !== 0) fail(`drawing the artwork failed; run node scripts/generate-images.mjs ${featuredImage} again`);

const rel = path.relative(root, file);
console.log(`
Wrote ${rel} and its artwork (${featuredImage} in content/artwork/blog.json).

Next:
  1. Write the post in ${rel}: replace the excerpt and the starter text, set the tags.
  2. Optional photo: put a JPEG, PNG or WebP at least 1200 px wide in content/photos/ and set
     featuredImage: photos/<file name> in the front matter (the build makes every size from it).
  3. npm run build${lang === 'es' ? '' : `, then npm run serve and open http://localhost:3000/blog/${slug}`}
  4. git add content public && git commit${
    lang === 'es' ? '\n\nNote: the build checks content/blog/es/, but the Spanish blog pages do not exist yet, so the post is not published.' : ''
  }`);
