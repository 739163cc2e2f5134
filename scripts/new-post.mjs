#!/usr/bin/env node
/**
 * Starts a blog post the git way:
 *
 *   npm run new-post -- "Title of the post"                                  English only
 *   npm run new-post -- --lang es "Título del artículo"                      Spanish only
 *   npm run new-post -- "Title of the post" --es-title "Título en español"   both languages at once
 *   npm run new-post -- --translate <slug> "Title in the other language"     the missing language of a post
 *
 * Writes content/blog/en/<slug>.md (Spanish: content/blog/es/<slug>.md) dated today with front matter the build
 * accepts and a starter structure, adds the post's artwork to content/artwork/blog.json, draws it, and prints
 * what to do next. The author is the newest post's author; change it in the file if someone else writes.
 * --translate adds the language a post lacks (Spanish to an English post, English to a Spanish-only one): the same
 * file name (that is what links the two), and the original's date, author, artwork, id and social image.
 * Every file it writes passes the content check as written (scripts/post-template.test.ts runs each mode through it):
 * a post about a medical treatment starts with the sentences the check asks for, a translation with one per length
 * its original gives. STUDIO_ROOT names another folder holding content/ and public/ (the tests use a scratch copy).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importTs } from './import-ts.mjs';

const { parseFrontMatter } = await importTs('lib/posts/front-matter.ts');
const { ADVISED_WORDS } = await importTs('lib/posts/post-length.ts');
const { slugify } = await importTs('lib/format/slug.ts');
const { starterSentences } = await importTs('site/checks/post-facts.ts');
const { site } = await importTs('content/site.ts');
const { artworkEntry, localIsoDate, postArtworkName, postMarkdown, starterTags } =
  await importTs('scripts/post-template.ts');

const code = path.resolve(import.meta.dirname, '..');
const root = process.env.STUDIO_ROOT ? path.resolve(process.env.STUDIO_ROOT) : code;
const blogDir = path.join(root, 'content/blog');
const manifestFile = path.join(root, 'content/artwork/blog.json');
const languages = { en: 'English', es: 'Spanish' };
const other = (lang) => (lang === 'en' ? 'es' : 'en');
const postFile = (lang, slug) => path.join(blogDir, lang, `${slug}.md`);
const shown = (file) => path.relative(root, file);

function fail(message) {
  console.error(`new-post: ${message}`);
  process.exit(1);
}

const usage =
  'give the title in quotes: npm run new-post -- "Title of the post" [--lang es | --es-title "Título en español" | --translate <slug>]';

/** The value of an option given as "--name value" or "--name=value". */
function parseArgs(argv) {
  const options = {};
  const words = [];
  for (let i = 0; i < argv.length; i++) {
    const [, name, inline] = /^--(lang|translate|es-title)(?:=(.*))?$/s.exec(argv[i]) ?? [];
    if (name) options[name] = inline ?? argv[++i] ?? '';
    // Any other option (--help, a misspelt --lang) is not a title: say how to use the tool instead of writing a post.
    else if (argv[i].startsWith('-')) fail(`unknown option ${argv[i]}: ${usage}`);
    else words.push(argv[i]);
  }
  const title = words.join(' ').trim();
  if (!title) fail(usage);
  const lang = options.lang ?? 'en';
  if (lang !== 'en' && lang !== 'es') fail(`--lang must be en or es, got "${lang}"`);
  const spanishTitle = options['es-title']?.trim();
  if (spanishTitle !== undefined) {
    if (!spanishTitle) fail('--es-title needs the Spanish title in quotes');
    if (options.lang !== undefined || options.translate !== undefined)
      fail('--es-title starts a post in both languages: give the English title alone, without --lang or --translate');
  }
  return { title, lang, translate: options.translate, spanishTitle };
}

/** A post's fields and text; a post whose front matter is not YAML stops here naming the file. */
function readPost(file) {
  try {
    return parseFrontMatter(readFileSync(file, 'utf8'));
  } catch (error) {
    return fail(`${shown(file)}: front matter ${error.message}`);
  }
}

const isoDate = (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** The post a translation is made from: the language it is in, and the fields a translation shares with it. */
function original(slug) {
  const [lang, ...more] = ['en', 'es'].filter((l) => existsSync(postFile(l, slug)));
  if (!lang)
    fail(`--translate ${slug}: there is no post ${shown(postFile('en', slug))} or ${shown(postFile('es', slug))}`);
  if (more.length > 0)
    fail(
      `--translate ${slug}: the post is already in both languages (${shown(postFile('en', slug))}, ${shown(postFile('es', slug))})`,
    );
  const { data, content } = readPost(postFile(lang, slug));
  const shared = Object.fromEntries(
    ['id', 'ogImage'].filter((field) => data[field] !== undefined).map((field) => [field, data[field]]),
  );
  return {
    lang,
    post: { title: String(data.title), tags: Array.isArray(data.tags) ? data.tags.map(String) : [], content },
    fields: { author: String(data.author), date: isoDate(data.publishDate), featuredImage: String(data.featuredImage) },
    shared,
  };
}

/** The author of the newest post in either language, so a new post starts with the studio's usual byline. */
function newestAuthor() {
  const posts = ['en', 'es']
    .flatMap((lang) => {
      const dir = path.join(blogDir, lang);
      return existsSync(dir) ? readdirSync(dir).map((f) => path.join(dir, f)) : [];
    })
    .filter((f) => f.endsWith('.md'))
    .map((f) => readPost(f).data)
    .filter((d) => typeof d.author === 'string');
  posts.sort((a, b) => isoDate(b.publishDate).localeCompare(isoDate(a.publishDate)));
  // The first post of a new blog is the owner's.
  return posts[0]?.author ?? site.owner.name;
}

function addArtwork(name) {
  const entries = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (entries.some((e) => e.name === name)) return;
  entries.push(artworkEntry(name));
  writeFileSync(manifestFile, `[\n${entries.map((e) => `  ${JSON.stringify(e)}`).join(',\n')}\n]\n`);
}

/** Writes one language's file, with the sentences the content check asks of it. */
function write(lang, { title, author, date, featuredImage, shared, original: from }) {
  const file = postFile(lang, slug);
  const sentences = starterSentences(lang, { title, tags: [...starterTags[lang]] }, from);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, postMarkdown({ title, author, date, lang, featuredImage, shared, sentences }));
  return shown(file);
}

const { title, lang, translate, spanishTitle } = parseArgs(process.argv.slice(2));
const slug = translate ?? slugify(title);
if (!slug) fail(`"${title}" has no letters or digits to make a URL from`);

if (translate !== undefined) {
  const from = original(slug);
  const to = other(from.lang);
  // The check refuses a translation whose title is its original's.
  if (title === from.post.title) fail(`"${title}" is the ${languages[from.lang]} title: write it in ${languages[to]}`);
  const rel = write(to, {
    title,
    ...from.fields,
    shared: from.shared,
    original: { post: from.post, locale: from.lang },
  });
  console.log(`
Wrote ${rel}, the ${languages[to]} edition of ${shown(postFile(from.lang, slug))} (same date and picture).

Next:
  1. Write the ${languages[to]} article in ${rel}: the excerpt, the tags and the text (links to ${to === 'es' ? 'Spanish pages, /es/...' : 'English pages'}),
     about ${ADVISED_WORDS.min}-${ADVISED_WORDS.max} words (advice: a shorter or longer post publishes too). A sentence that starts
     "${to === 'es' ? 'Traduzca aquí' : 'Translate here'}" stands for one of the original's: write the translation over it.
  2. npm run build
  3. git add content && git commit`);
  process.exit(0);
}

const langs = spanishTitle === undefined ? [lang] : ['en', 'es'];
for (const l of langs)
  if (existsSync(postFile(l, slug)))
    fail(`${shown(postFile(l, slug))} already exists: choose another title or edit that file`);
if (langs.length === 1 && existsSync(postFile(other(lang), slug)))
  fail(
    `${shown(postFile(other(lang), slug))} already has this file name, and two posts of one file name are one post in two languages: choose another title, or translate that post with npm run new-post -- --translate ${slug} "${title}"`,
  );
if (spanishTitle === title) fail(`the Spanish title is the English one ("${title}"): write it in Spanish`);

const featuredImage = postArtworkName(slug);
const fields = { author: newestAuthor(), date: localIsoDate(new Date()), featuredImage };
const written =
  spanishTitle === undefined
    ? [write(lang, { title, ...fields })]
    : // Each edition carries what either one's subject asks for: a translation is held to its original's rules.
      [
        write('en', {
          title,
          ...fields,
          original: { post: { title: spanishTitle, tags: [...starterTags.es], content: '' }, locale: 'es' },
        }),
        write('es', {
          title: spanishTitle,
          ...fields,
          original: { post: { title, tags: [...starterTags.en], content: '' }, locale: 'en' },
        }),
      ];
addArtwork(featuredImage);
const drawn = spawnSync(process.execPath, [path.join(code, 'scripts/generate-images.mjs'), featuredImage], {
  cwd: root,
  stdio: 'inherit',
});
if (drawn.status !== 0) fail(`drawing the artwork failed; run node scripts/generate-images.mjs ${featuredImage} again`);

const pages = langs.map((l) => `http://localhost:3000${l === 'es' ? '/es' : ''}/blog/${slug}`).join(' and ');
console.log(`
Wrote ${written.join(' and ')} and the artwork (${featuredImage} in content/artwork/blog.json).

Next:
  1. Write the post in ${written.join(' and ')}: replace the excerpt and the starter text, set the tags; about
     ${ADVISED_WORDS.min}-${ADVISED_WORDS.max} words reads well (advice: a shorter or longer post publishes too). Every link must lead
     to a page or post of the site (in the post's language) or an outside address, or the build stops naming it.
  2. Optional photo: put a JPEG, PNG or WebP at least 1200 px wide in content/photos/ and set
     featuredImage: photos/<file name> in the front matter${langs.length > 1 ? ' of both files' : ''} (the build makes every size from it).
  3. npm run build, then npm run serve and open ${pages}
  4. git add content public && git commit`);
