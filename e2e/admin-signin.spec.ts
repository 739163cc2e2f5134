/**
 * The owner signs in to the editor on its own origin and saves a post and a price, as in production on Cloudflare
 * Pages: the built editor (out-admin/) with its sign-in helper (_worker.js) under Cloudflare's local runtime, against
 * GitHub on loopback (e2e/fake-github.ts: its OAuth flow and REST API). The editor's copy differs from the build only
 * in its settings, which point GitHub's API at the fake, and its CSP, which allows exactly that origin. Nothing leaves
 * this machine: the browser may reach the two loopback servers and nothing else.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminCsp } from '../deploy/security';
import { adminPageHtml, type AdminSettings } from '@/lib/site/admin-page';
import { parseFrontMatter } from '@/lib/front-matter';
import { STUDIO_FACTS_FILE, studioFactsProblems } from '@/lib/studio-facts-schema';
import { chooseImage, column, writeBody } from './decap-editor';
import { startFakeGitHub, type FakeGitHub } from './fake-github';
import { freePort, startWrangler, type Wrangler } from './wrangler';

const root = process.cwd();
const clientId = 'studio-editor-app';
const clientSecret = 'secret-only-in-the-hosts-environment';
const repo = 'studio-owner/studio-site';

/** The repository's posts and the studio's facts as the fake's starting content, whatever they are today. */
function repositoryFiles(): Record<string, Buffer> {
  const files: Record<string, Buffer> = { [STUDIO_FACTS_FILE]: readFileSync(path.join(root, STUDIO_FACTS_FILE)) };
  for (const language of readdirSync(path.join(root, 'content/blog')))
    for (const name of readdirSync(path.join(root, 'content/blog', language)))
      files[`content/blog/${language}/${name}`] = readFileSync(path.join(root, 'content/blog', language, name));
  return files;
}

let github: FakeGitHub;
let admin: Wrangler | undefined;
let folder: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  github = await startFakeGitHub({
    repo,
    branch: 'main',
    clientId,
    clientSecret,
    files: repositoryFiles(),
    login: 'studio-owner',
  });
  // The built editor, its settings pointed at the fake GitHub API.
  folder = mkdtempSync(path.join(os.tmpdir(), 'studio-admin-'));
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
});

test.afterAll(async () => {
  await admin?.stop();
  await github?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('wrangler log', { body: admin?.log() ?? '', contentType: 'text/plain' });
    await testInfo.attach('requests to the fake GitHub', {
      body: github.requests.map((r) => `${r.method} ${r.path}`).join('\n'),
      contentType: 'text/plain',
    });
  }
});

/** Lets the page reach the two loopback servers only, and records CSP violations and page errors. */
async function watch(page: Page) {
  const problems: string[] = [];
  const allowed = [new URL(admin!.base).origin, github.origin];
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
async function signIn(page: Page) {
  await page.goto(`${admin!.base}/admin#/collections/blog`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  const window = await popup;
  await window.waitForEvent('close', { timeout: 20_000 });
  await expect(page.getByText(/^\d{4}-\d{2}-\d{2} · /).first()).toBeVisible({ timeout: 20_000 });
}

test('the owner signs in through the helper, saves a post, and its pull request brings the commit', async ({
  page,
}) => {
  // Two loads of the editor (a 6 MB script) and its list of every post: minutes on a shared, loaded machine.
  test.setTimeout(240_000);
  const problems = await watch(page);
  await signIn(page);
  // Every API call carried the token the helper obtained with the host's secret: the fake issued exactly one.
  expect(github.tokens.size).toBe(1);
  const [token] = [...github.tokens];
  const apiCalls = github.requests.filter((r) => !r.path.startsWith('/login/'));
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.every((r) => r.authorization === `token ${token}`)).toBe(true);

  const photo = path.join(folder, 'upload-desert-bloom.jpg');
  writeFileSync(
    photo,
    await sharp({ create: { width: 1300, height: 800, channels: 3, background: '#d9b8a6' } })
      .jpeg()
      .toBuffer(),
  );
  await page.goto(`${admin!.base}/admin#/collections/blog/new`);
  const english = column(page, 'EN');
  await english.getByLabel('Title').fill('Desert Bloom Facial Week');
  await english.getByLabel('Excerpt').fill('A week of calm, hydrating facials while the desert blooms.');
  await english.getByLabel('Publish date').fill('2026-04-02');
  await english.getByLabel('Tags').fill('Facials, Spring');
  await chooseImage(page, photo);
  await writeBody(page, 'EN', ['The desert blooms in April.', 'Book a [facial](/services/hydrafacial) this week.']);
  await page.getByRole('button', { name: 'Save' }).click();
  // Saved: the editor opens the entry under its own address.
  await page.waitForURL(/#\/collections\/blog\/entries\/desert-bloom-facial-week$/, { timeout: 30_000 });

  // The editorial workflow: a branch and a pull request into main, whose head commit holds the post and the photo.
  // Decap opens the pull request, then labels it in a second request: the save is done when both have landed.
  await expect
    .poll(() => github.pulls.map((p) => p.labels), { timeout: 30_000 })
    .toEqual([[{ name: 'decap-cms/draft' }]]);
  const [pull] = github.pulls;
  expect(pull).toMatchObject({
    state: 'open',
    base: { ref: 'main' },
    head: { ref: 'cms/blog/desert-bloom-facial-week' },
    labels: [{ name: 'decap-cms/draft' }],
  });
  const files = github.filesAt(pull!.head.sha);
  const post = files.get('content/blog/en/desert-bloom-facial-week.md')?.toString('utf8');
  expect(post, 'the post is in the pull request').toBeDefined();
  const { data, content } = parseFrontMatter(post!);
  expect(data).toMatchObject({
    title: 'Desert Bloom Facial Week',
    tags: ['Facials', 'Spring'],
    featuredImage: 'photos/upload-desert-bloom.jpg',
  });
  expect(content).toContain('Book a [facial](/services/hydrafacial) this week.');
  expect((await sharp(files.get('content/photos/upload-desert-bloom.jpg')!).metadata()).width).toBe(1300);
  // main is untouched until the pull request is merged: nothing went live.
  expect(github.filesAt(github.head('main')!).has('content/blog/en/desert-bloom-facial-week.md')).toBe(false);

  // The host's deploy preview of that commit (a commit status naming a deploy) is linked from the editor, at the
  // post's own page.
  const preview = `${github.origin}/deploy-preview-1`;
  github.setStatus(pull!.head.sha, { context: 'deploy/netlify', state: 'success', target_url: preview });
  await page.goto(`${admin!.base}/admin#/collections/blog/entries/desert-bloom-facial-week`);
  await page.reload();
  await expect(page.getByRole('link', { name: /View Preview/i })).toHaveAttribute(
    'href',
    `${preview}/blog/desert-bloom-facial-week`,
    { timeout: 20_000 },
  );
  expect(problems).toEqual([]);
});

test('the owner changes a price in Studio facts, and its pull request brings the file with the new price', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems = await watch(page);
  await signIn(page);
  const before = JSON.parse(readFileSync(path.join(root, STUDIO_FACTS_FILE), 'utf8'));
  const price = before.prices.lipFillers.sessionFrom as number;

  await page.goto(`${admin!.base}/admin#/collections/studio/entries/facts`);
  const field = page.getByLabel('Price per session, from');
  // The form shows the file as it is on main before she types (a value typed while it loads would be put back).
  await expect(field).toHaveValue(String(price), { timeout: 30_000 });
  await field.fill(String(price + 50));
  await expect(field).toHaveValue(String(price + 50));
  await page.getByRole('button', { name: 'Save' }).click();

  // Decap opens the pull request, then labels it in a second request: the save is done when both have landed.
  await expect
    .poll(() => github.pulls.find((p) => p.head.ref === 'cms/studio/facts')?.labels, { timeout: 30_000 })
    .toEqual([{ name: 'decap-cms/draft' }]);
  const pull = github.pulls.find((p) => p.head.ref === 'cms/studio/facts')!;
  expect(pull).toMatchObject({ state: 'open', base: { ref: 'main' } });
  const saved = JSON.parse(github.filesAt(pull.head.sha).get(STUDIO_FACTS_FILE)!.toString('utf8'));
  // The one value changed, everything else as it was, and the file still passes the build's check.
  expect(saved).toEqual({
    ...before,
    prices: { ...before.prices, lipFillers: { ...before.prices.lipFillers, sessionFrom: price + 50 } },
  });
  expect(studioFactsProblems(saved)).toEqual([]);
  // main keeps the old price until the pull request is merged.
  const live = JSON.parse(github.filesAt(github.head('main')!).get(STUDIO_FACTS_FILE)!.toString('utf8'));
  expect(live.prices.lipFillers.sessionFrom).toBe(price);
  expect(problems).toEqual([]);
});
