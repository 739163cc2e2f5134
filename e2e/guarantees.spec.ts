/**
 * Site-wide guarantees beyond the per-route loop (routes.spec.ts checks every route for third-party requests in the
 * first viewport, scripts before the first paint, layout shift, and content without JavaScript):
 * - the scripts a page starts with are requested only after it has loaded and painted, and are served with the V8
 *   compile hint (compiled off the main thread), and they hydrate the page;
 * - without JavaScript the mobile menu and the Locations dropdown still work.
 */
import { isNavGroup, navFor, type NavLink } from '@/site/nav';
import { expect, siteScripts, test } from './fixtures';

test('startup scripts are fetched after the page has loaded and painted, carry the V8 compile hint, and hydrate the page', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const planned: string[] = JSON.parse((await page.locator('script#startup-scripts').textContent()) ?? '{}').scripts;
  expect(planned.length).toBeGreaterThan(3);
  for (const src of planned) {
    const body = await (await request.get(src)).text();
    expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
  }
  // Hydrated: the header's client leaf reacts to scrolling (solid after 20 px).
  await page.mouse.wheel(0, 400);
  await expect(page.locator('header.site-header')).toHaveAttribute('data-solid', 'true');
  // No script was requested before the load event and the first paint.
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return { load: nav.loadEventStart, paint };
  });
  const scripts = (await siteScripts(page)).received;
  expect(scripts.map((s) => s.path)).toEqual(expect.arrayContaining(planned));
  for (const script of scripts) {
    expect(script.start, `${script.path} requested before load`).toBeGreaterThanOrEqual(timing.load);
    expect(script.start, `${script.path} requested before the first paint`).toBeGreaterThanOrEqual(timing.paint);
  }
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('navigation', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the mobile menu opens and its links navigate', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Site menu' });
      await expect(menu).toBeVisible();
      for (const link of navFor('en').main.filter((item): item is NavLink => !isNavGroup(item)))
        await expect(menu.getByRole('link', { name: link.label, exact: true })).toBeVisible();
      await menu.getByRole('link', { name: 'About', exact: true }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.locator('h1')).toBeVisible();
    });
  });

  test('the Locations dropdown opens without JavaScript', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText('Locations', { exact: true }).click();
    await nav.getByRole('link', { name: 'Socorro' }).click();
    await expect(page).toHaveURL(/\/locations\/socorro$/);
  });
});
