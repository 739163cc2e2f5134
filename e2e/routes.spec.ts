import { absoluteUrl } from '@/lib/metadata';
import { allRoutes } from '@/lib/routes';
import { expectNoAxeViolations } from './axe';
import { expect, scrollThrough, test } from './fixtures';

const routes = allRoutes();

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route.path} renders one h1, metadata, no console errors and no axe violations`, async ({
      page,
      consoleErrors,
      thirdPartyRequests,
      cspViolations,
    }) => {
      const response = await page.goto(route.path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{49,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl(route.path));
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https:\/\/.+\.(jpg|png|webp)$/);
      await expect(page.locator('meta[property="og:image:width"]').first()).toHaveAttribute('content', '1200');
      await expect(page.locator('meta[property="og:image:height"]').first()).toHaveAttribute('content', '630');
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.length, 'at least the business JSON-LD').toBeGreaterThan(0);
      for (const block of jsonLd) {
        const data = JSON.parse(block);
        for (const item of [data].flat()) expect(item['@context']).toBe('https://schema.org');
      }
      expect(thirdPartyRequests, 'no third-party request in the first viewport').toEqual([]);
      await scrollThrough(page);
      await expectNoAxeViolations(page);
      expect(await cspViolations()).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('titles and descriptions are unique across routes', async ({ request }) => {
  const seenTitles = new Map<string, string>();
  const seenDescriptions = new Map<string, string>();
  for (const route of routes) {
    const html = await (await request.get(route.path)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(title, `${route.path} has a title`).not.toBe('');
    expect(seenTitles.get(title), `title "${title}" of ${route.path} is unique`).toBeUndefined();
    expect(seenDescriptions.get(description), `description of ${route.path} is unique`).toBeUndefined();
    seenTitles.set(title, route.path);
    seenDescriptions.set(description, route.path);
  }
});

test('sitemap.xml lists exactly the registered routes, with absolute URLs', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
  const expected = routes.map((r) => absoluteUrl(r.path)).sort();
  expect(locs).toEqual(expected);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
});
