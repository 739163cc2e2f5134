/**
 * The built editor (out-admin/) served as in production on Cloudflare Pages, with its sign-in helper (_worker.js)
 * under Cloudflare's local runtime (e2e/wrangler.ts), against GitHub on loopback (e2e/fake-github.ts). The editor's
 * copy differs from the build only in its settings, which point GitHub's API at the fake, and its CSP, which allows
 * exactly that origin. The specs that drive the editor share it: admin-signin.spec.ts, admin-launch.spec.ts.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { adminCsp } from '../deploy/security';
import { adminPageHtml, type AdminSettings } from '@/editor/admin-page';
import { startFakeGitHub, type FakeGitHub } from './fake-github';
import { freePort, startWrangler, type Wrangler } from './wrangler';

const root = process.cwd();
const clientId = 'studio-editor-app';
const clientSecret = 'secret-only-in-the-hosts-environment';
export const repo = 'studio-owner/studio-site';

/** The repository's posts as the fake's starting content, whatever they are today. */
export function postFiles(): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const language of readdirSync(path.join(root, 'content/blog')))
    for (const name of readdirSync(path.join(root, 'content/blog', language)))
      files[`content/blog/${language}/${name}`] = readFileSync(path.join(root, 'content/blog', language, name));
  return files;
}

export type AdminHost = { github: FakeGitHub; admin: Wrangler; folder: string; stop: () => Promise<void> };

/** Starts the fake GitHub holding `files` and the built editor pointed at it. */
export async function startAdminHost(files: Record<string, Buffer | string>): Promise<AdminHost> {
  const github = await startFakeGitHub({ repo, branch: 'main', clientId, clientSecret, files, login: 'studio-owner' });
  // The built editor, its settings pointed at the fake GitHub API.
  const folder = mkdtempSync(path.join(os.tmpdir(), 'studio-admin-'));
  cpSync(path.join(root, 'out-admin'), folder, { recursive: true });
  const built = readFileSync(path.join(folder, 'admin.html'), 'utf8');
  const script = /<script src="([^"]+)"><\/script>/.exec(built)![1]!;
  const settings: AdminSettings = {
    backend: { name: 'github', repo, branch: 'main' },
    publishMode: 'editorial_workflow',
    signIn: 'helper',
    apiRoot: github.origin,
    siteUrl: 'https://www.example.com',
  };
  writeFileSync(
    path.join(folder, 'admin.html'),
    adminPageHtml({ script, settings, csp: adminCsp({ api: github.origin }) }),
  );
  let admin: Wrangler;
  try {
    admin = await startWrangler(folder, {
      port: await freePort(),
      inspectorPort: await freePort(),
      bindings: {
        GITHUB_CLIENT_ID: clientId,
        GITHUB_CLIENT_SECRET: clientSecret,
        GITHUB_OAUTH_URL: github.origin,
      },
      ready: '/admin',
    });
  } catch (error) {
    await github.stop();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    github,
    admin,
    folder,
    stop: async () => {
      await admin.stop();
      await github.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** On a failed test, the helper's log and every request the editor sent to the fake GitHub. */
export async function attachLogs(host: AdminHost | undefined, testInfo: TestInfo) {
  if (!host || testInfo.status === testInfo.expectedStatus) return;
  await testInfo.attach('wrangler log', { body: host.admin.log(), contentType: 'text/plain' });
  await testInfo.attach('requests to the fake GitHub', {
    body: host.github.requests.map((r) => `${r.method} ${r.path}`).join('\n'),
    contentType: 'text/plain',
  });
}

/** Lets the page reach the two loopback servers only, and records CSP violations and page errors. */
export async function watch(page: Page, host: AdminHost) {
  const problems: string[] = [];
  const allowed = [new URL(host.admin.base).origin, host.github.origin];
  await page.context().route('**/*', (route) => {
    const { origin, protocol } = new URL(route.request().url());
    if (allowed.includes(origin) || protocol === 'blob:' || protocol === 'data:') return route.continue();
    problems.push(`request to ${route.request().url()}`);
    return route.abort();
  });
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP: ${e.effectiveDirective} blocked ${e.blockedURI}`),
    );
  });
  page.context().on('page', (p) => p.on('pageerror', (e) => problems.push(`popup: ${e.message}`)));
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.text().startsWith('CSP:')) problems.push(m.text());
  });
  return problems;
}

/** Clicks "Login with GitHub"; the helper's pop-up goes to GitHub and back, hands over the token and closes. */
export async function signIn(page: Page, host: AdminHost) {
  await page.goto(`${host.admin.base}/admin#/collections/blog`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  const window = await popup;
  await window.waitForEvent('close', { timeout: 20_000 });
  await expect(page.getByText(/^\d{4}-\d{2}-\d{2} · /).first()).toBeVisible({ timeout: 20_000 });
}
