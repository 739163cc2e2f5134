/**
 * Runs Cloudflare's own local runtime (e2e/wrangler.ts) over out/ with its out/_headers and out/_redirects as they
 * are, and holds it to the host table every production host must pass (e2e/host-cases.ts; nginx.spec.ts runs the
 * same table against nginx); then over out-admin/, the editor's own project with its sign-in helper, against the
 * editor's table.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminHostCases, expectHostCase, expectSignInStarts, hostCases } from './host-cases';
import { freePort, startWrangler, type Wrangler } from './wrangler';

const root = process.cwd();
const out = path.join(root, 'out');
const outAdmin = path.join(root, 'out-admin');
const PORT = Number(process.env.WRANGLER_TEST_PORT ?? 4390);
const INSPECTOR_PORT = Number(process.env.WRANGLER_INSPECTOR_PORT ?? PORT + 1);

let site: Wrangler | undefined;
let admin: Wrangler | undefined;
let api: APIRequestContext;
let adminApi: APIRequestContext;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  site = await startWrangler(out, { port: PORT, inspectorPort: INSPECTOR_PORT });
  // The editor's own project: out-admin/ with its sign-in helper (_worker.js) and the host's client id and secret.
  admin = await startWrangler(outAdmin, {
    port: await freePort(),
    inspectorPort: await freePort(),
    bindings: { GITHUB_CLIENT_ID: 'studio-client-id', GITHUB_CLIENT_SECRET: 'studio-client-secret' },
    ready: '/admin',
  });
  api = await playwrightRequest.newContext({ baseURL: site.base });
  adminApi = await playwrightRequest.newContext({ baseURL: admin.base });
});

test.afterAll(async () => {
  await api?.dispose();
  await adminApi?.dispose();
  await site?.stop();
  await admin?.stop();
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('wrangler log', { body: site?.log() ?? '', contentType: 'text/plain' });
    await testInfo.attach('wrangler log (editor)', { body: admin?.log() ?? '', contentType: 'text/plain' });
  }
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
  const log = site!.log();
  expect(log).toContain(`Parsed ${redirects.length} valid redirect rule`);
  const headerRules = readFileSync(path.join(out, '_headers'), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('/'));
  expect(log).toContain(`Parsed ${headerRules.length} valid header rule`);
  expect(log).not.toMatch(/ENOTFOUND|getaddrinfo|Unable to fetch/);
});

for (const row of adminHostCases(outAdmin)) {
  test(`editor's host table: ${row.name} (${row.path})`, async () => {
    await expectHostCase(adminApi, row);
  });
}

test("the editor's project starts a GitHub sign-in with its helper, and reaches no other host", async () => {
  await expectSignInStarts(adminApi, { clientId: 'studio-client-id', github: 'https://github.com' });
  expect(admin!.log()).not.toMatch(/ENOTFOUND|getaddrinfo|Unable to fetch/);
});
