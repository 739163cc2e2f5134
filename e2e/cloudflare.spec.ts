/**
 * Runs Cloudflare's own local runtime (wrangler 3 `pages dev`: workerd from npm, offline) over out/ with its
 * out/_headers and out/_redirects as they are, and holds it to the host table every production host must pass
 * (e2e/host-cases.ts; nginx.spec.ts runs the same table against nginx). Wrangler runs in a temporary folder with its
 * config, logs, state and update check there, metrics off and no request to the network.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHostCase, hostCases } from './host-cases';

const root = process.cwd();
const out = path.join(root, 'out');
const PORT = Number(process.env.WRANGLER_TEST_PORT ?? 4390);
const INSPECTOR_PORT = Number(process.env.WRANGLER_INSPECTOR_PORT ?? PORT + 1);
const base = `http://127.0.0.1:${PORT}`;

let wrangler: ChildProcess | undefined;
let api: APIRequestContext;
let dir: string;
let log = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dir = mkdtempSync(path.join(os.tmpdir(), 'studio-wrangler-'));
  const bin = path.join(root, 'node_modules/wrangler/bin/wrangler.js');
  // The runtime's latest date in wrangler 3.99 (a later one only prints a warning and falls back to it).
  const compatibilityDate = '2024-12-18';
  wrangler = spawn(
    process.execPath,
    [
      bin,
      'pages',
      'dev',
      out,
      '--ip',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--inspector-port',
      String(INSPECTOR_PORT),
      '--compatibility-date',
      compatibilityDate,
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        // Its config, logs and registry (XDG_CONFIG_HOME), and the update check's cache (TMPDIR) stay in the folder.
        XDG_CONFIG_HOME: dir,
        TMPDIR: dir,
        // The update check asks the npm registry: point it at a closed local port, so it fails at once.
        npm_registry: 'http://127.0.0.1:9/',
        // Miniflare fetches Request.cf from workers.cloudflare.com unless NODE_ENV is test (then a fixed one).
        NODE_ENV: 'test',
        CI: '1',
      },
    },
  );
  wrangler.stdout!.on('data', (d) => (log += d));
  wrangler.stderr!.on('data', (d) => (log += d));
  api = await playwrightRequest.newContext({ baseURL: base });
  await expect
    .poll(async () => (await api.get('/', { failOnStatusCode: false, timeout: 5_000 }).catch(() => null))?.status(), {
      timeout: 60_000,
      message: `wrangler pages dev answers on ${base}`,
    })
    .toBe(200);
});

test.afterAll(async () => {
  await api?.dispose();
  if (wrangler?.pid && wrangler.exitCode === null) {
    const exited = new Promise((resolve) => wrangler!.once('exit', resolve));
    process.kill(-wrangler.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (wrangler.exitCode === null) process.kill(-wrangler.pid, 'SIGKILL');
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('wrangler log', { body: log, contentType: 'text/plain' });
});

for (const row of hostCases(out)) {
  test(`host table: ${row.name} (${row.path})`, async () => {
    await expectHostCase(api, row);
  });
}

test('reads every rule of out/_headers and out/_redirects, and reaches no other host', async () => {
  // Cloudflare takes no status-404 rule from _redirects (Netlify needs it); it serves the nearest 404.html itself.
  const rules = readFileSync(path.join(out, '_redirects'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'));
  const redirects = rules.filter((l) => !/\s404$/.test(l));
  expect(log).toContain(`Parsed ${redirects.length} valid redirect rule`);
  const headerRules = readFileSync(path.join(out, '_headers'), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('/'));
  expect(log).toContain(`Parsed ${headerRules.length} valid header rule`);
  expect(log).not.toMatch(/ENOTFOUND|getaddrinfo|Unable to fetch/);
});
