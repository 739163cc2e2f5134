/**
 * The owner signs in to the editor on its own origin and saves a post and a price, as in production on Cloudflare
 * Pages: the built editor (out-admin/) with its sign-in helper (_worker.js) under Cloudflare's local runtime, against
 * GitHub on loopback (e2e/fake-github.ts: its OAuth flow and REST API). The editor's copy differs from the build only
 * in its settings, which point GitHub's API at the fake, and its CSP, which allows exactly that origin. Nothing leaves
 * this machine: the browser may reach the two loopback servers and nothing else.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { parseFrontMatter } from '@/lib/posts/front-matter';
import { STUDIO_FACTS_FILE, studioFactsProblems } from '@/editor/studio-facts-schema';
import {
  attachLogs,
  postFiles,
  signIn as signInTo,
  startAdminHost,
  watch as watchOn,
  type AdminHost,
} from './admin-host';
import { chooseImage, column, writeBody } from './decap-editor';

const root = process.cwd();

let host: AdminHost | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The repository's posts and the studio's facts as the fake's starting content, whatever they are today.
  host = await startAdminHost({
    ...postFiles(),
    [STUDIO_FACTS_FILE]: readFileSync(path.join(root, STUDIO_FACTS_FILE)),
  });
});

test.afterAll(async () => {
  await host?.stop();
});

test.afterEach(async ({}, testInfo) => {
  await attachLogs(host, testInfo);
});

const watch = (page: Parameters<typeof watchOn>[0]) => watchOn(page, host!);
const signIn = (page: Parameters<typeof signInTo>[0]) => signInTo(page, host!);

test('the owner signs in through the helper, saves a post, and its pull request brings the commit', async ({
  page,
}) => {
  // Two loads of the editor (a 6 MB script) and its list of every post: minutes on a shared, loaded machine.
  test.setTimeout(240_000);
  const problems = await watch(page);
  await signIn(page);
  // Every API call carried the token the helper obtained with the host's secret: the fake issued exactly one.
  expect(host!.github.tokens.size).toBe(1);
  const [token] = [...host!.github.tokens];
  const apiCalls = host!.github.requests.filter((r) => !r.path.startsWith('/login/'));
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.every((r) => r.authorization === `token ${token}`)).toBe(true);

  const photo = path.join(host!.folder, 'upload-desert-bloom.jpg');
  writeFileSync(
    photo,
    await sharp({ create: { width: 1300, height: 800, channels: 3, background: '#d9b8a6' } })
      .jpeg()
      .toBuffer(),
  );
  await page.goto(`${host!.admin.base}/admin#/collections/blog/new`);
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
    .poll(() => host!.github.pulls.map((p) => p.labels), { timeout: 30_000 })
    .toEqual([[{ name: 'decap-cms/draft' }]]);
  const [pull] = host!.github.pulls;
  expect(pull).toMatchObject({
    state: 'open',
    base: { ref: 'main' },
    head: { ref: 'cms/blog/desert-bloom-facial-week' },
    labels: [{ name: 'decap-cms/draft' }],
  });
  const files = host!.github.filesAt(pull!.head.sha);
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
  expect(host!.github.filesAt(host!.github.head('main')!).has('content/blog/en/desert-bloom-facial-week.md')).toBe(
    false,
  );

  // The host's deploy preview of that commit (a commit status naming a deploy) is linked from the editor, at the
  // post's own page.
  const preview = `${host!.github.origin}/deploy-preview-1`;
  host!.github.setStatus(pull!.head.sha, { context: 'deploy/netlify', state: 'success', target_url: preview });
  await page.goto(`${host!.admin.base}/admin#/collections/blog/entries/desert-bloom-facial-week`);
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

  await page.goto(`${host!.admin.base}/admin#/collections/studio/entries/facts`);
  const field = page.getByLabel('Price per session, from');
  // The form shows the file as it is on main before she types (a value typed while it loads would be put back).
  await expect(field).toHaveValue(String(price), { timeout: 30_000 });
  await field.fill(String(price + 50));
  await expect(field).toHaveValue(String(price + 50));
  await page.getByRole('button', { name: 'Save' }).click();

  // Decap opens the pull request, then labels it in a second request: the save is done when both have landed.
  await expect
    .poll(() => host!.github.pulls.find((p) => p.head.ref === 'cms/studio/facts')?.labels, { timeout: 30_000 })
    .toEqual([{ name: 'decap-cms/draft' }]);
  const pull = host!.github.pulls.find((p) => p.head.ref === 'cms/studio/facts')!;
  expect(pull).toMatchObject({ state: 'open', base: { ref: 'main' } });
  const saved = JSON.parse(host!.github.filesAt(pull.head.sha).get(STUDIO_FACTS_FILE)!.toString('utf8'));
  // The one value changed, everything else as it was, and the file still passes the build's check.
  expect(saved).toEqual({
    ...before,
    prices: { ...before.prices, lipFillers: { ...before.prices.lipFillers, sessionFrom: price + 50 } },
  });
  expect(studioFactsProblems(saved)).toEqual([]);
  // main keeps the old price until the pull request is merged.
  const live = JSON.parse(host!.github.filesAt(host!.github.head('main')!).get(STUDIO_FACTS_FILE)!.toString('utf8'));
  expect(live.prices.lipFillers.sessionFrom).toBe(price);
  expect(problems).toEqual([]);
});
