/**
 * The editor opens on the blog's posts newest first, as /blog lists them. Runs Decap's local backend (decap-server)
 * on a temporary copy of content/, and compares with the posts the build reads, whatever they are today.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { getAllPosts } from '@/lib/posts';

const root = process.cwd();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let repo: string;
let backend: ChildProcess;
let port: number;

test.beforeAll(async () => {
  repo = mkdtempSync(path.join(tmpdir(), 'studio-cms-list-'));
  cpSync(path.join(root, 'content'), path.join(repo, 'content'), { recursive: true });
  port = await freePort();
  backend = spawn(path.join(root, 'node_modules/.bin/decap-server'), [], {
    env: { ...process.env, PORT: String(port), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: repo, MODE: 'fs', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' }).catch(() => null))?.status, { timeout: 15_000 })
    .toBe(200);
});

test.afterAll(() => {
  backend?.kill();
  if (repo) rmSync(repo, { recursive: true, force: true });
});

test('/admin lists every English post, newest first', async ({ page }) => {
  test.setTimeout(60_000);
  const posts = getAllPosts('en');
  await page.goto(`/admin?local_backend_port=${port}#/collections/blog`);
  await page.getByRole('button', { name: 'Login' }).click();
  // Each entry reads "<publish date> · <title>" (the collection's summary).
  const entries = page.getByText(/^\d{4}-\d{2}-\d{2} · /);
  await expect(entries).toHaveCount(posts.length, { timeout: 20_000 });
  const shown = (await entries.allInnerTexts()).map((text) => {
    const [date, ...title] = text.trim().split(' · ');
    return { date: date!, title: title.join(' · ') };
  });
  expect(shown.map((e) => e.date)).toEqual(posts.map((p) => p.publishDate));
  expect(new Set(shown.map((e) => e.title))).toEqual(new Set(posts.map((p) => p.title)));
  await expect(page.getByRole('button', { name: /Sort by/ })).toBeVisible();
});
