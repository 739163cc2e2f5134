import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { homeCopy } from '@/content/pages/home';
import { bookingFormUrl } from '@/content/site';
import { inlineScriptHashes, pageCsp } from '../deploy/security';
import { startupScripts } from '../scripts/startup-scripts';
import { bookingDialog, expect, siteScripts, test } from './fixtures';

/**
 * A visitor has a page open when a new version of the site is deployed: every later request of that tab reaches the
 * new deploy. Its on-demand controls must fall back (their old chunks are gone), and a link must bring it onto the
 * new version, where everything works again.
 *
 * The new deploy is simulated from this build instead of built a second time (a second `next build` takes a minute
 * or more). What the open tab can see of a rebuild of changed source is: (1) chunks under new hashed names, so the
 * names it knows answer 404; (2) pages and RSC payloads that name the new chunks and carry a new build id. The copy
 * has exactly that: every JS chunk renamed (a rebuild renames only the chunks whose content changed, so this is the
 * worst case), every reference to them and the build id rewritten, and each page's CSP hashes recomputed as the
 * build does. The renamed chunks keep their old content, but the old tab can only ask for the old names, and a page
 * loaded from the copy is consistent with itself, as a fresh build's pages are; so the difference cannot be
 * observed from the tab.
 */
test.describe.configure({ mode: 'serial' });

const out = path.resolve(import.meta.dirname, '..', 'out');
const port = Number(process.env.E2E_PORT ?? 4173) + 4000;
const nextOrigin = `http://127.0.0.1:${port}`;
let nextDir = '';
let server: ChildProcess | undefined;

const textFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' || entry.name === 'images' ? [] : textFiles(file);
    return /\.(html|txt|js|json)$/.test(entry.name) ? [file] : [];
  });

/** A copy of out/ as the next deploy would leave it (hard links, so only the rewritten files take space). */
function nextDeploy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'next-deploy-'));
  const copy = path.join(dir, 'out');
  execFileSync('cp', ['-al', out, copy]);
  const staticDir = path.join(copy, '_next', 'static');
  const buildId = readdirSync(staticDir).find((name) => name !== 'chunks' && name !== 'media')!;
  const newBuildId = `next-${buildId}`;
  renameSync(path.join(staticDir, buildId), path.join(staticDir, newBuildId));
  const chunksDir = path.join(staticDir, 'chunks');
  const renamed = new Map(
    readdirSync(chunksDir)
      .filter((name) => name.endsWith('.js') && statSync(path.join(chunksDir, name)).isFile())
      .map((name) => [name, `n3w${name}`]),
  );
  for (const [name, next] of renamed) renameSync(path.join(chunksDir, name), path.join(chunksDir, next));
  for (const file of textFiles(copy)) {
    const text = readFileSync(file, 'utf8');
    let next = text
      .replace(/chunks\/([\w-]+\.js)/g, (match, name: string) =>
        renamed.has(name) ? `chunks/${renamed.get(name)}` : match,
      )
      .replaceAll(buildId, newBuildId);
    if (next === text) continue;
    if (file.endsWith('.html')) {
      next = next.replace(
        /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/,
        `<meta http-equiv="Content-Security-Policy" content="${pageCsp(inlineScriptHashes(next))}"/>`,
      );
    }
    // A new file, not a write through the hard link into out/.
    rmSync(file);
    writeFileSync(file, next);
  }
  return dir;
}

test.beforeAll(async () => {
  nextDir = nextDeploy();
  server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), OUT_DIR: path.join(nextDir, 'out') },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${nextOrigin}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
  if (nextDir) rmSync(nextDir, { recursive: true, force: true });
});

/**
 * The deploy lands as the page at `path` starts: the page and the scripts it starts with come from this build, and
 * every other request of the tab reaches the new deploy (same origin, as behind a CDN), the code the page loads later
 * (when idle or at a tap) and the next page included. Call before opening the page.
 */
async function deployNext(page: Page, origin: string, path: string) {
  const current = new Set([path, ...startupScripts(await (await page.request.get(path)).text())]);
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      const url = new URL(route.request().url());
      if (current.has(url.pathname)) return route.fallback();
      try {
        const response = await route.fetch({ url: `${nextOrigin}${url.pathname}${url.search}`, maxRedirects: 0 });
        await route.fulfill({ response });
      } catch {
        // The test is over and the page closed.
      }
    },
  );
}

const noErrorPage = async (page: Page) => {
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  await expect(page.locator('main')).toBeVisible();
};

for (const locale of ['en', 'es'] as const) {
  const home = locale === 'es' ? '/es' : '/';
  test(`${home} stays usable across a deploy, and a link moves it onto the new version`, async ({
    page,
    baseURL,
    thirdPartyRequests,
  }) => {
    void thirdPartyRequests;
    await page
      .context()
      .route(`${bookingFormUrl}**`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Form</title>' }),
      );
    await deployNext(page, new URL(baseURL!).origin, home);
    await page.goto(home);

    // The hero tool's old chunk is gone: it says so instead of breaking the page.
    await page.locator('button[aria-controls="hero-tool"]').click();
    await expect(page.locator('#hero-tool')).toHaveText(homeCopy[locale].heroTool.loadFailed);
    // Book opens the form by its own link.
    const popup = page.waitForEvent('popup');
    await page.locator('main a[data-booking]').first().click();
    const tab = await popup;
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(bookingFormUrl);
    await tab.close();
    await noErrorPage(page);

    // A link to another page lands on the new deploy's version of it, which works in full. The page's Speculation
    // Rules come off first: a prerender is a page of its own that this test's routing does not reach (it would ask
    // the old server), while a real prerender asks the same origin, i.e. the new deploy, like the tap itself.
    await page.evaluate(() =>
      document.querySelectorAll('script[type="speculationrules"]').forEach((rules) => rules.remove()),
    );
    const about = page.locator(`header a[href="${locale === 'es' ? '/es/about' : '/about'}"]`).first();
    await about.click();
    await page.waitForURL(`**${locale === 'es' ? '/es/about' : '/about'}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await noErrorPage(page);
    const { received } = await siteScripts(page);
    expect(
      received.some((script) => script.path.startsWith('/_next/static/chunks/n3w')),
      'the page now runs the new deploy’s scripts',
    ).toBe(true);
    await page.locator('main a[data-booking]').first().click();
    await expect(bookingDialog(page).panel).toBeVisible();
  });
}
