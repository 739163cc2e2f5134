/**
 * The browser editor at /admin: not a public page, and a post written in it lands where the build reads it.
 * The publish test runs Decap's local backend (decap-server) against a temporary copy of this repository's content/
 * and public/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { loadPosts } from '@/lib/posts';
import { buildPhotos } from '../scripts/photo-pipeline.mjs';

const root = process.cwd();

test('/admin is noindex, has its own CSP and is in no sitemap, and no public page loads its script', async ({ page, request }) => {
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("script-src 'self' 'unsafe-eval'");
  const script = await page.locator('script[src^="/admin/"]').getAttribute('src');
  expect(script).toMatch(/^\/admin\/cms\.[0-9a-f]+\.js$/);
  expect((await request.get(script!)).status()).toBe(200);

  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
  for (const publicPage of ['/', '/blog', '/contact']) {
    const html = await (await request.get(publicPage)).text();
    expect(html, `${publicPage} does not mention the editor`).not.toContain('/admin');
    expect(html).not.toMatch(/'unsafe-eval'/);
  }
});

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

test.describe('writing a post in /admin', () => {
  let repo: string;
  let backend: ChildProcess;
  let port: number;

  test.beforeAll(async () => {
    // The parts of the repository the editor writes to and the build validates against; no git needed.
    repo = mkdtempSync(path.join(tmpdir(), 'studio-cms-'));
    for (const dir of ['content', 'public']) cpSync(path.join(root, dir), path.join(repo, dir), { recursive: true });
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

  test('creates a post with a title, date, two tags, a photo, two paragraphs and a link, and publishes it', async ({ page }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP: ${e.effectiveDirective} blocked ${e.blockedURI}`));
    });
    page.on('console', (m) => {
      if (m.text().startsWith('CSP:')) errors.push(m.text());
    });
    const photo = path.join(repo, 'upload-spring-glow.jpg');
    writeFileSync(
      photo,
      await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#ecd3c4' } })
        .jpeg()
        .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 45/1 0/1' } })
        .toBuffer(),
    );

    await page.goto(`/admin?local_backend_port=${port}#/collections/blog/new`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Title').fill('Spring Glow in El Paso');
    await page.getByLabel('Excerpt').fill('How to keep skin calm and bright as the spring winds pick up in the desert.');
    await expect(page.getByLabel('Author')).toHaveValue('Adriana Morales');
    await page.getByLabel('Publish date').fill('2026-03-14');
    await page.getByLabel('Tags').fill('Facials, Spring');

    await page.getByRole('button', { name: 'Choose an image' }).click();
    await page.locator('input[type="file"]').setInputFiles(photo);
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await expect(page.locator('img[src^="blob:"], img[src^="data:"]').first()).toBeVisible();

    await page.getByRole('switch').click(); // Markdown source mode
    const body = page.locator('[data-slate-editor="true"]');
    await body.click();
    await page.keyboard.type('Spring in El Paso brings wind, dust and strong sun.');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Book a [hydrating facial](/services/hydrafacial) before the season changes.');

    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();

    const file = path.join(repo, 'content/blog/spring-glow-in-el-paso.md');
    await expect.poll(() => existsSync(file), { timeout: 15_000 }).toBe(true);
    const markdown = readFileSync(file, 'utf8');
    expect(markdown).toMatch(/^title: Spring Glow in El Paso$/m);
    expect(markdown).toMatch(/^publishDate: ['"]?2026-03-14['"]?$/m);
    expect(markdown).toMatch(/^featuredImage: photos\/upload-spring-glow\.jpg$/m);
    expect(markdown).toContain('Spring in El Paso brings wind, dust and strong sun.\n\nBook a [hydrating facial](/services/hydrafacial) before the season changes.');

    // The photo landed where the build reads it, and the build publishes it (without its GPS position).
    const uploaded = path.join(repo, 'content/photos/upload-spring-glow.jpg');
    expect(readFileSync(uploaded).equals(readFileSync(photo))).toBe(true);
    await buildPhotos({ root: repo, uses: new Map([['photos/upload-spring-glow.jpg', ['content/blog/spring-glow-in-el-paso.md']]]), cacheFile: path.join(repo, '.cache/photos.json'), avifEffort: 0 });
    const preview = await sharp(path.join(repo, 'public/og/photos/upload-spring-glow.jpg')).metadata();
    expect({ width: preview.width, height: preview.height, exif: preview.exif }).toEqual({ width: 1200, height: 630, exif: undefined });

    // The build's own validation accepts the post as Decap wrote it.
    const posts = loadPosts({ dir: path.join(repo, 'content/blog'), artworkDir: path.join(repo, 'content/artwork'), publicDir: path.join(repo, 'public') });
    expect(posts.find((p) => p.slug === 'spring-glow-in-el-paso')).toMatchObject({
      title: 'Spring Glow in El Paso',
      publishDate: '2026-03-14',
      tags: ['Facials', 'Spring'],
      author: 'Adriana Morales',
      featuredImage: 'photos/upload-spring-glow',
    });
    expect(errors).toEqual([]);
  });
});
