/**
 * The editor at /admin writes posts and photos, and nothing it writes is ever run: the content check names any other
 * file in its folders, no tool of `npm test` reads them (Jest, tsc, ESLint, Prettier, whose config files are code),
 * and the CODEOWNERS example leaves exactly posts and photos without review.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EDITOR_FOLDERS, strayEditorFiles } from './editor-files';

const root = process.cwd();

describe('strayEditorFiles', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'editor-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const put = (file: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), 'x');
  };

  it('passes posts in either language and JPEG, PNG and WebP photos, whatever the case of their ending', () => {
    for (const f of ['content/blog/en/a.md', 'content/blog/es/b.md', 'content/blog/es/c.markdown']) put(f);
    for (const f of ['a.jpg', 'b.JPEG', 'c.png', 'd.webp', 'IMG_0001.JPG']) put(`content/photos/${f}`);
    expect(strayEditorFiles(dir)).toEqual([]);
    expect(strayEditorFiles(path.join(dir, 'nothing-here'))).toEqual([]);
  });

  it('names every other file at once, each with what to do', () => {
    put('content/photos/pwn.test.ts');
    put('content/photos/IMG_0002.HEIC');
    put('content/photos/scan.tif');
    put('content/photos/noext');
    put('content/photos/nested/a.jpg');
    put('content/blog/en/x.test.ts');
    put('content/blog/es/notes.txt');
    put('content/blog/notes.md');
    put('content/blog/fr/a.md');
    symlinkSync('/etc/hostname', path.join(dir, 'content/blog/en/link.md'));
    const problems = strayEditorFiles(dir);
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'content/blog/en/link.md',
      'content/blog/en/x.test.ts',
      'content/blog/es/notes.txt',
      'content/blog/fr',
      'content/blog/notes.md',
      'content/photos/IMG_0002.HEIC',
      'content/photos/nested',
      'content/photos/noext',
      'content/photos/pwn.test.ts',
      'content/photos/scan.tif',
    ]);
    const about = (name: string) => problems.find((p) => p.startsWith(name)) ?? '';
    expect(about('content/photos/IMG_0002.HEIC')).toMatch(/this is an iPhone HEIC photo: export it as JPEG/);
    expect(about('content/photos/scan.tif')).toMatch(/export this TIF file as JPEG/);
    expect(about('content/photos/pwn.test.ts')).toMatch(
      /only photos \(JPEG, PNG or WebP\) belong here: delete this file/,
    );
    expect(about('content/blog/en/x.test.ts')).toMatch(/a post is a Markdown file ending in \.md/);
  });
});

/** Where each tool of `npm test` stands on a file, asked of the tool itself in a separate Node process. */
function ask(files: string[]) {
  const probe = `
    const files = ${JSON.stringify(files)};
    const jest = await (await import('./jest.config.mjs')).default();
    const ignored = (patterns = []) => (f) => patterns.some((p) => new RegExp(p.replaceAll('<rootDir>', process.cwd())).test(process.cwd() + '/' + f));
    const { ESLint } = await import('eslint');
    const eslint = new ESLint();
    const prettier = await import('prettier');
    const out = {};
    for (const f of files) out[f] = {
      jestTest: !ignored(jest.testPathIgnorePatterns)(f),
      jestModule: !ignored(jest.modulePathIgnorePatterns)(f),
      eslint: !(await eslint.isPathIgnored(f)),
      prettier: !(await prettier.getFileInfo(f, { ignorePath: '.prettierignore' })).ignored,
    };
    console.log(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Record<string, Record<string, boolean>>;
}

describe("the editor's folders", () => {
  it('are never read by Jest, ESLint or Prettier, while the content tests beside them still are', () => {
    const uploads = EDITOR_FOLDERS.flatMap((folder) => [
      `${folder}/x.test.ts`,
      `${folder}/en/x.test.tsx`,
      `${folder}/prettier.config.mjs`,
    ]);
    const answers = ask([...uploads, 'content/site.test.ts']);
    for (const file of uploads)
      expect({ file, ...answers[file] }).toEqual({
        file,
        jestTest: false,
        jestModule: false,
        eslint: false,
        prettier: false,
      });
    expect(answers['content/site.test.ts']).toEqual({ jestTest: true, jestModule: true, eslint: true, prettier: true });
  }, 60_000);

  it('are never run by Jest in a checkout whose folder name holds (, [ or +, as a copy or a second download is named', () => {
    // A minimal checkout (Jest's config, package.json, the folders it and Next's preset need, this node_modules) in such a folder, with an upload
    // named as a test in each editor folder and one real test beside them, so an empty listing cannot pass.
    const checkout = path.join(mkdtempSync(path.join(tmpdir(), 'editor-folders-')), 'site (copy) [2]+');
    const marker = path.join(checkout, 'upload-ran');
    try {
      for (const dir of [
        'app',
        'lib',
        'site',
        'editor',
        'components',
        'scripts',
        'deploy',
        'content/photos',
        'content/blog/en',
      ])
        mkdirSync(path.join(checkout, dir), { recursive: true });
      for (const file of ['jest.config.mjs', 'package.json'])
        writeFileSync(path.join(checkout, file), readFileSync(path.join(root, file)));
      symlinkSync(path.join(root, 'node_modules'), path.join(checkout, 'node_modules'));
      const upload = `test('x', () => { require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran'); });\n`;
      for (const file of ['content/photos/pwn.test.ts', 'content/blog/en/pwn.test.ts'])
        writeFileSync(path.join(checkout, file), upload);
      writeFileSync(path.join(checkout, 'content/site.test.ts'), "test('x', () => {});\n");
      const jest = (...args: string[]) =>
        spawnSync(process.execPath, [path.join(root, 'node_modules/jest/bin/jest.js'), ...args], {
          cwd: checkout,
          encoding: 'utf8',
        });

      const listed = jest('--listTests');
      expect(listed.stderr).toBe('');
      expect(
        listed.stdout
          .split('\n')
          .filter(Boolean)
          .map((file) => path.relative(checkout, file)),
      ).toEqual(['content/site.test.ts']);
      const run = jest('content/photos', 'content/blog', '--passWithNoTests');
      expect({ status: run.status, output: `${run.stdout}${run.stderr}` }).toEqual({
        status: 0,
        output: expect.stringMatching(/No tests found/),
      });
      expect(existsSync(marker)).toBe(false);
    } finally {
      rmSync(path.dirname(checkout), { recursive: true, force: true });
    }
  }, 60_000);

  it('are left out of type-checking', () => {
    const tsconfig = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as { exclude: string[] };
    for (const folder of EDITOR_FOLDERS) expect(tsconfig.exclude).toContain(folder);
  });
});

/** The owners GitHub gives a file under CODEOWNERS rules: the last matching line wins (gitignore-style patterns). */
function ownersOf(rules: string, file: string): string[] | undefined {
  let owners: string[] | undefined;
  for (const line of rules.split('\n')) {
    const [pattern, ...names] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (!pattern) continue;
    const anchored = pattern.startsWith('/') || pattern.slice(0, -1).includes('/');
    const body = pattern
      .replace(/^\//, '')
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '(?:.*/)?')
      .replace(/\*\*/g, '.*')
      .replace(/(?<![.])\*/g, '[^/]*')
      .replace(/\/$/, '/.*');
    if (new RegExp(`^${anchored ? '' : '(?:.*/)?'}${body}(?:/.*)?$`).test(file)) owners = names;
  }
  return owners;
}

describe('the CODEOWNERS example', () => {
  const rules = readFileSync(path.join(root, '.github/CODEOWNERS.example'), 'utf8');
  const leftToEditor = (file: string) => ownersOf(rules, file)?.length === 0;

  it('leaves exactly posts and photos to the editor', () => {
    for (const file of [
      'content/blog/en/new-post.md',
      'content/blog/es/new-post.md',
      'content/photos/facial-room.jpg',
      'content/photos/IMG_0001.JPG',
      'content/photos/a.png',
      'content/photos/a.webp',
    ])
      expect({ file, editor: leftToEditor(file) }).toEqual({ file, editor: true });
    for (const file of [
      'content/photos/pwn.test.ts',
      'content/photos/IMG_0002.HEIC',
      'content/photos/prettier.config.mjs',
      'content/photos/sub/a.jpg',
      'content/blog/en/x.test.ts',
      'content/blog/notes.md',
      'content/site.ts',
      'jest.config.mjs',
      'package.json',
      '.github/workflows/content-check.yml',
    ])
      expect({ file, editor: leftToEditor(file) }).toEqual({ file, editor: false });
  });
});
