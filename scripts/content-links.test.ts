/**
 * A link (symlink) committed under content/ is refused by every reader of the posts and photos, naming the file and
 * never quoting what it points at: its target could be any file of the build machine, such as a key.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadPosts } from '../lib/posts/posts';
import { photoUses } from './photo-pipeline';

const SECRET = 'SECRET_TOKEN=ghp_exampleexampleexample1234567890';
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'content-links-'));
  mkdirSync(path.join(root, 'content/blog/en'), { recursive: true });
  writeFileSync(path.join(root, 'secret.env'), `${SECRET}\n`);
  symlinkSync(path.join(root, 'secret.env'), path.join(root, 'content/blog/en/leak.md'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const failure = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('read without an error');
};

it("stops the photo step, the build's first read of the posts, naming the link and quoting nothing", () => {
  const message = failure(() => photoUses(root));
  expect(message).toBe('content/blog/en/leak.md: is a link or a folder, not a post: put the post itself here');
  expect(message).not.toContain('SECRET');
});

it('stops the post check and the pages, naming the link and quoting nothing', () => {
  // A real post beside the link: it is the link that is refused, not the folder.
  copyFileSync(
    path.join(__dirname, '../lib/__fixtures__/posts/valid', 'newer-post.md'),
    path.join(root, 'content/blog/en/newer-post.md'),
  );
  const message = failure(() => loadPosts({ dir: path.join(root, 'content/blog/en') }));
  expect(message).toMatch(/leak\.md: file is a link or a folder, not a post: put the post itself here$/);
  expect(message).not.toContain('SECRET');
});
