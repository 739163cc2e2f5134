/**
 * Runs Debian's real nginx with deploy/nginx.conf over out/ on 127.0.0.1: first the host table every production host
 * must pass (e2e/host-cases.ts; Cloudflare's runtime runs it too, in cloudflare.spec.ts), then what is nginx's own:
 * clean URLs and their trailing-slash redirects, gzip, and the web app manifest's type. Beside it, the editor's own
 * site with deploy/nginx-admin.conf over out-admin/ on another port, its sign-in helper (scripts/oauth-server.mjs)
 * behind it, against the editor's table.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminHostCases, expectHostCase, expectSignInStarts, hostCases } from './host-cases';
import { freePort } from './wrangler';

const root = process.cwd();
const PORT = Number(process.env.NGINX_TEST_PORT ?? 4380);
const base = `http://127.0.0.1:${PORT}`;

let nginx: ChildProcess | undefined;
let helper: ChildProcess | undefined;
let api: APIRequestContext;
let adminApi: APIRequestContext;
let dir: string | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const which = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  const bin = which.stdout.trim().split('\n')[0];
  expect(bin, 'nginx is installed (apt-get install -y nginx; .ci/run does this)').toBeTruthy();

  dir = mkdtempSync(path.join(os.tmpdir(), 'studio-nginx-'));
  mkdirSync(path.join(dir, 'snippets'));
  writeFileSync(
    path.join(dir, 'snippets/studio-security-headers.conf'),
    readFileSync(path.join(root, 'deploy/security-headers.conf')),
  );
  writeFileSync(
    path.join(dir, 'snippets/studio-redirects.conf'),
    readFileSync(path.join(root, 'deploy/redirects.conf')),
  );
  const site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace('listen 80;', `listen 127.0.0.1:${PORT};`)
    .replace('root /var/www/studio/out;', `root ${path.join(root, 'out')};`)
    .replaceAll('/etc/nginx/snippets/', `${dir}/snippets/`);
  writeFileSync(path.join(dir, 'site.conf'), site);
  // The editor's site on its own port, and the sign-in helper it passes /auth and /callback to.
  const adminPort = await freePort();
  const helperPort = await freePort();
  const adminSite = readFileSync(path.join(root, 'deploy/nginx-admin.conf'), 'utf8')
    .replace('listen 80;', `listen 127.0.0.1:${adminPort};`)
    .replace('root /var/www/studio/out-admin;', `root ${path.join(root, 'out-admin')};`)
    .replace('proxy_pass http://127.0.0.1:8788;', `proxy_pass http://127.0.0.1:${helperPort};`)
    .replaceAll('/etc/nginx/snippets/', `${dir}/snippets/`);
  writeFileSync(path.join(dir, 'admin.conf'), adminSite);
  helper = spawn(process.execPath, [path.join(root, 'scripts/oauth-server.mjs')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(helperPort),
      ADMIN_ORIGIN: `http://127.0.0.1:${adminPort}`,
      GITHUB_CLIENT_ID: 'studio-client-id',
      GITHUB_CLIENT_SECRET: 'studio-client-secret',
    },
  });
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${dir}/${t};`)
    .join('\n  ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;\nerror_log ${dir}/error.log;\npid ${dir}/nginx.pid;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n  access_log ${dir}/access.log;\n  ${temp}\n  include ${dir}/site.conf;\n  include ${dir}/admin.conf;\n}\n`,
  );
  const check = spawnSync(bin!, ['-t', '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);
  nginx = spawn(bin!, ['-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  api = await playwrightRequest.newContext({ baseURL: base });
  await expect
    .poll(async () => (await api.get('/', { failOnStatusCode: false }).catch(() => null))?.status(), {
      timeout: 10_000,
    })
    .toBe(200);
  adminApi = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${adminPort}` });
  await expect
    .poll(
      async () =>
        (
          await adminApi.get('/auth?provider=github', { failOnStatusCode: false, maxRedirects: 0 }).catch(() => null)
        )?.status(),
      { timeout: 20_000, message: 'the sign-in helper answers behind nginx' },
    )
    .toBe(302);
});

test.afterAll(async () => {
  await api?.dispose();
  await adminApi?.dispose();
  helper?.kill('SIGTERM');
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

for (const row of hostCases(path.join(root, 'out'))) {
  test(`host table: ${row.name} (${row.path})`, async () => {
    await expectHostCase(api, row);
  });
}

for (const row of adminHostCases(path.join(root, 'out-admin'))) {
  test(`editor's host table: ${row.name} (${row.path})`, async () => {
    await expectHostCase(adminApi, row);
  });
}

test("the editor's site starts a GitHub sign-in through the helper behind it", async () => {
  await expectSignInStarts(adminApi, { clientId: 'studio-client-id', github: 'https://github.com' });
});

/** The Location nginx answers for a raw request line (no client would send some of these as they are). */
function locationFor(rawPath: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, path: rawPath, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.headers.location);
    });
    req.on('error', reject);
    req.end();
  });
}

test('redirects no path off the site, whatever the request line holds', async () => {
  for (const attempt of [
    '//evil.example/',
    '/%5Cevil.example/',
    '/\\evil.example.html',
    '//evil.example/index.html',
    '/.%2e/about.html',
    '/a//evil.example/',
  ]) {
    const location = await locationFor(attempt);
    if (location) expect(location, attempt).toMatch(/^\/(?![/\\])/);
  }
  // The rule itself still works on the same request path.
  expect(await locationFor('/about/')).toBe('/about');
});

test('serves clean URLs and the home page', async () => {
  for (const route of ['/', '/about', '/services/botox', '/blog', '/locations/socorro/hydrafacial']) {
    const res = await api.get(route, { maxRedirects: 0 });
    expect(res.status(), route).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    expect(await res.text()).toContain('<h1');
  }
  const slash = await api.get('/about/', { maxRedirects: 0 });
  expect(slash.status()).toBe(308);
  expect(slash.headers().location).toBe('/about');
});

test('answers misses under /es/ with the Spanish 404 page and status, and serves Spanish pages', async () => {
  for (const miss of ['/es/no-existe', '/es/services/no-existe']) {
    const res = await api.get(miss, { maxRedirects: 0 });
    expect(res.status(), miss).toBe(404);
    const html = await res.text();
    expect(html, miss).toContain('<html lang="es"');
    expect(html, miss).toContain('No encontramos esta página');
  }
  const page = await api.get('/es/accessibility', { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<html lang="es"');
  const slash = await api.get('/es/accessibility/', { maxRedirects: 0 });
  expect(slash.status()).toBe(308);
  expect(slash.headers().location).toBe('/es/accessibility');
});

test('compresses text with gzip', async () => {
  const html = await (await api.get('/')).text();
  const asset = /\/_next\/static\/[^"]+\.js/.exec(html)![0];
  const res = await api.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('gzip');
  const page = await api.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
});

test('serves the web app manifest as JSON of its own type', async () => {
  const res = await api.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  expect((await res.json()).icons.length).toBeGreaterThan(0);
});

test("the editor's host leaves GitHub's one-time code out of its access log", async () => {
  const log = () => readFileSync(path.join(dir!, 'access.log'), 'utf8');
  await adminApi.get('/admin');
  await adminApi.get('/callback?code=one-time-code-4711&state=s', { failOnStatusCode: false, maxRedirects: 0 });
  await expect.poll(log, { message: 'requests are logged' }).toContain('GET /admin ');
  expect(log()).not.toContain('one-time-code-4711');
});
