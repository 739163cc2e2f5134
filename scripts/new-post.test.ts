/**
 * `npm run new-post` in every mode, run as the owner runs it (the script itself, in a child process) on a scratch copy
 * of content/ without today's posts (STUDIO_ROOT), and then the content check the build and the pull-request
 * workflow run (scripts/content-check.ts) over what it wrote, exactly as written: no mode may write a post the check
 * refuses. The titles are new ones, and the lengths a post states come from the catalog, so no test pins today's
 * posts or facts.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { services, spansOf } from '@/content/services';
import { timeTaken } from '@/lib/format/durations';
import { parseFrontMatter } from '@/lib/front-matter';
import { illustrationOnlyGallery } from '@/lib/__fixtures__/owner-gallery';
import { checkContent } from './content-check';

const repo = process.cwd();

jest.setTimeout(180_000);

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/**
 * A scratch repository: content/ without its posts and photos (and a gallery of one illustration), and an empty
 * public/ for the artwork drawn.
 */
function scratch(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'new-post-'));
  roots.push(root);
  const skipped = [path.join(repo, 'content/blog'), path.join(repo, 'content/photos')];
  cpSync(path.join(repo, 'content'), path.join(root, 'content'), {
    recursive: true,
    filter: (source) => !skipped.includes(source),
  });
  mkdirSync(path.join(root, 'content/blog/en'), { recursive: true });
  mkdirSync(path.join(root, 'content/blog/es'), { recursive: true });
  mkdirSync(path.join(root, 'public'));
  // The owner's gallery names client photos in content/photos, which is not copied.
  writeFileSync(path.join(root, 'content/gallery.json'), illustrationOnlyGallery());
  return root;
}

/**
 * `npm run new-post -- <args>` against the scratch copy, its artwork encoded at the AVIF encoder's lowest effort (the
 * same pictures, drawn sooner).
 */
const runNewPost = (root: string, ...args: string[]) =>
  spawnSync(process.execPath, [path.join(repo, 'scripts/new-post.mjs'), ...args], {
    env: { ...process.env, STUDIO_ROOT: root, AVIF_EFFORT: '0' },
    encoding: 'utf8',
  });

/** `runNewPost`, failing the test with its output when it does not succeed. */
function newPost(root: string, ...args: string[]): string {
  const run = runNewPost(root, ...args);
  expect({ args, status: run.status, stderr: run.stderr }).toEqual({ args, status: 0, stderr: '' });
  return run.stdout;
}

const read = (root: string, lang: 'en' | 'es', slug: string): Record<string, unknown> => {
  const { data, content } = parseFrontMatter(readFileSync(path.join(root, 'content/blog', lang, `${slug}.md`), 'utf8'));
  return { ...data, content };
};

/** The content check over the scratch copy: its problems, and the slugs of the posts it accepted. */
async function check(root: string) {
  const { problems, posts } = await checkContent({ root, avifEffort: 0 });
  return { problems, en: posts.en.map((p) => p.slug).sort(), es: posts.es.map((p) => p.slug).sort() };
}

/** A sentence stating Botox's appointment length as the catalog gives it, as the owner would write one. */
const botoxLength = `A Botox appointment takes ${timeTaken('en', spansOf(services.botox.duration)[0]!)}.`;

describe('npm run new-post writes what the content check accepts as written', () => {
  it('English only', async () => {
    const root = scratch();
    newPost(root, 'Winter skin in El Paso');
    expect(await check(root)).toEqual({ problems: [], en: ['winter-skin-in-el-paso'], es: [] });
  });

  it('Spanish only (--lang es), with its own artwork', async () => {
    const root = scratch();
    newPost(root, '--lang', 'es', 'Cuidado de la piel en invierno');
    expect(read(root, 'es', 'cuidado-de-la-piel-en-invierno')).toMatchObject({
      featuredImage: 'blog/cuidado-de-la-piel-en-invierno',
    });
    expect(await check(root)).toEqual({ problems: [], en: [], es: ['cuidado-de-la-piel-en-invierno'] });
  });

  it('both languages at once (--es-title), about a medical treatment', async () => {
    const root = scratch();
    newPost(root, 'Lip fillers before the holidays', '--es-title', 'Relleno de labios antes de las fiestas');
    const [en, es] = [
      read(root, 'en', 'lip-fillers-before-the-holidays'),
      read(root, 'es', 'lip-fillers-before-the-holidays'),
    ];
    expect(es).toMatchObject({ title: 'Relleno de labios antes de las fiestas', featuredImage: en.featuredImage });
    expect(await check(root)).toEqual({
      problems: [],
      en: ['lip-fillers-before-the-holidays'],
      es: ['lip-fillers-before-the-holidays'],
    });
  });

  it('--translate adds Spanish to an English post that states a length and is about Botox', async () => {
    const root = scratch();
    newPost(root, 'Botox and a winter wedding');
    const file = path.join(root, 'content/blog/en/botox-and-a-winter-wedding.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n${botoxLength}\n`);
    newPost(root, '--translate', 'botox-and-a-winter-wedding', 'El Botox y una boda en invierno');
    const es = read(root, 'es', 'botox-and-a-winter-wedding');
    expect(es).toMatchObject({
      title: 'El Botox y una boda en invierno',
      featuredImage: 'blog/botox-and-a-winter-wedding',
    });
    expect(await check(root)).toEqual({
      problems: [],
      en: ['botox-and-a-winter-wedding'],
      es: ['botox-and-a-winter-wedding'],
    });
  });

  it('--translate adds English to a Spanish-only post, under its file name', async () => {
    const root = scratch();
    newPost(root, '--lang', 'es', 'Cuidado de la piel en invierno');
    newPost(root, '--translate', 'cuidado-de-la-piel-en-invierno', 'Skin care in a desert winter');
    const [es, en] = [
      read(root, 'es', 'cuidado-de-la-piel-en-invierno'),
      read(root, 'en', 'cuidado-de-la-piel-en-invierno'),
    ];
    expect(en).toMatchObject({
      title: 'Skin care in a desert winter',
      publishDate: es.publishDate,
      author: es.author,
      featuredImage: es.featuredImage,
    });
    expect(await check(root)).toEqual({
      problems: [],
      en: ['cuidado-de-la-piel-en-invierno'],
      es: ['cuidado-de-la-piel-en-invierno'],
    });
  });

  it('an option it does not know (--help) writes nothing and says how to use it', () => {
    const root = scratch();
    const run = runNewPost(root, '--help');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^new-post: unknown option --help: give the title in quotes/);
    expect(readdirSync(path.join(root, 'content/blog/en'))).toEqual([]);
  });

  it('an invalid edit of what it wrote is reported naming the file and the field', async () => {
    const root = scratch();
    newPost(root, 'Winter skin in El Paso');
    const file = path.join(root, 'content/blog/en/winter-skin-in-el-paso.md');
    // The artwork path the Spanish-only mode once wrote, which no artwork or photo answers to.
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/^featuredImage: .*$/m, 'featuredImage: blog/es/winter-skin-in-el-paso'),
    );
    const { problems, en } = await check(root);
    expect(en).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/blog\/en\/winter-skin-in-el-paso\.md: featuredImage /);
  });
});
