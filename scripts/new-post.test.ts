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
import { parseFrontMatter } from '@/lib/posts/front-matter';
import { illustrationOnlyGallery } from '@/editor/__fixtures__/owner-gallery';
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

/**
 * Every mode writes into one scratch copy, under titles of its own, and the content check then runs once over all of
 * it, as the build would over an owner's afternoon of posts: it reports every problem at once, naming the file, so
 * each mode's files are held to it as written. One file is edited the way the check must refuse.
 */
describe('npm run new-post writes what the content check accepts as written', () => {
  let root: string;
  let checked: Awaited<ReturnType<typeof check>>;
  const invalid = 'content/blog/en/winter-sun-in-el-paso.md';

  beforeAll(async () => {
    root = scratch();
    newPost(root, 'Winter skin in El Paso');
    newPost(root, '--lang', 'es', 'Protector solar en diciembre');
    newPost(root, 'Lip fillers before the holidays', '--es-title', 'Relleno de labios antes de las fiestas');
    newPost(root, 'Botox and a winter wedding');
    const botox = path.join(root, 'content/blog/en/botox-and-a-winter-wedding.md');
    writeFileSync(botox, `${readFileSync(botox, 'utf8')}\n${botoxLength}\n`);
    newPost(root, '--translate', 'botox-and-a-winter-wedding', 'El Botox y una boda en invierno');
    newPost(root, '--lang', 'es', 'Cuidado de la piel en invierno');
    newPost(root, '--translate', 'cuidado-de-la-piel-en-invierno', 'Skin care in a desert winter');
    newPost(root, 'Winter sun in El Paso');
    // The artwork path the Spanish-only mode once wrote, which no artwork or photo answers to.
    const file = path.join(root, invalid);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/^featuredImage: .*$/m, 'featuredImage: blog/es/winter-sun-in-el-paso'),
    );
    checked = await check(root);
  });

  /** The problems the check found in a post's files (none but the one edited to be refused). */
  const problemsOf = (slug: string) => checked.problems.filter((p) => p.includes(`/${slug}.md`));

  it('English only', () => {
    expect(problemsOf('winter-skin-in-el-paso')).toEqual([]);
    expect(checked.en).toContain('winter-skin-in-el-paso');
    expect(checked.es).not.toContain('winter-skin-in-el-paso');
  });

  it('Spanish only (--lang es), with its own artwork', () => {
    expect(read(root, 'es', 'protector-solar-en-diciembre')).toMatchObject({
      featuredImage: 'blog/protector-solar-en-diciembre',
    });
    expect(problemsOf('protector-solar-en-diciembre')).toEqual([]);
    expect(checked.es).toContain('protector-solar-en-diciembre');
    expect(checked.en).not.toContain('protector-solar-en-diciembre');
  });

  it('both languages at once (--es-title), about a medical treatment', () => {
    const [en, es] = [
      read(root, 'en', 'lip-fillers-before-the-holidays'),
      read(root, 'es', 'lip-fillers-before-the-holidays'),
    ];
    expect(es).toMatchObject({ title: 'Relleno de labios antes de las fiestas', featuredImage: en.featuredImage });
    expect(problemsOf('lip-fillers-before-the-holidays')).toEqual([]);
    expect(checked.en).toContain('lip-fillers-before-the-holidays');
    expect(checked.es).toContain('lip-fillers-before-the-holidays');
  });

  it('--translate adds Spanish to an English post that states a length and is about Botox', () => {
    expect(read(root, 'es', 'botox-and-a-winter-wedding')).toMatchObject({
      title: 'El Botox y una boda en invierno',
      featuredImage: 'blog/botox-and-a-winter-wedding',
    });
    expect(problemsOf('botox-and-a-winter-wedding')).toEqual([]);
    expect(checked.en).toContain('botox-and-a-winter-wedding');
    expect(checked.es).toContain('botox-and-a-winter-wedding');
  });

  it('--translate adds English to a Spanish-only post, under its file name', () => {
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
    expect(problemsOf('cuidado-de-la-piel-en-invierno')).toEqual([]);
    expect(checked.en).toContain('cuidado-de-la-piel-en-invierno');
    expect(checked.es).toContain('cuidado-de-la-piel-en-invierno');
  });

  it('an invalid edit of what it wrote is reported naming the file and the field, and is the only problem', () => {
    expect(checked.problems).toHaveLength(1);
    expect(checked.problems[0]).toMatch(/^content\/blog\/en\/winter-sun-in-el-paso\.md: featuredImage /);
    expect(checked.en).not.toContain('winter-sun-in-el-paso');
  });

  it('an option it does not know (--help) writes nothing and says how to use it', () => {
    const empty = scratch();
    const run = runNewPost(empty, '--help');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^new-post: unknown option --help: give the title in quotes/);
    expect(readdirSync(path.join(empty, 'content/blog/en'))).toEqual([]);
  });
});
