/**
 * Site-wide guarantees, checked on every registered route:
 * - the first viewport on a phone makes zero requests to other origins (videos, maps and the booking form load
 *   only when asked for or scrolled near), and no script is requested before the first contentful paint;
 * - cumulative layout shift is 0, after load and after scrolling the whole page;
 * - with JavaScript disabled the page still shows all its content, its booking links point to the provider's
 *   form and its phone links work;
 * - the scripts a page starts with are requested only after it has loaded and painted, and are served with the V8
 *   compile hint (compiled off the main thread).
 */
import { site } from '@/content/site';
import { allRoutes, mainNav } from '@/lib/routes';
import { expect, scrollThrough, test } from './fixtures';

const bookingUrl = `${site.booking.formBaseUrl}/${site.booking.formId}`;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const route of allRoutes()) {
    test(`${route.path}: no third-party request in the first viewport, no layout shift`, async ({ page, thirdPartyRequests }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) w.__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(route.path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      expect(thirdPartyRequests, 'requests to other origins on load').toEqual([]);
      const scripts = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        const all = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
          (r) => new URL(r.name).pathname.startsWith('/_next/static/') && r.name.endsWith('.js'),
        );
        return { count: all.length, early: all.filter((r) => !(r.startTime >= paint)).map((r) => new URL(r.name).pathname) };
      });
      expect(scripts.count, 'the page loaded its scripts').toBeGreaterThan(3);
      expect(scripts.early, 'scripts requested before the first contentful paint').toEqual([]);
      const cls = () => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(await cls(), 'layout shift after load').toBe(0);
      await scrollThrough(page);
      await page.waitForTimeout(300);
      expect(await cls(), 'layout shift after scrolling').toBe(0);
    });
  }
});

test('startup scripts are fetched after the page has loaded and painted, carry the V8 compile hint, and hydrate the page', async ({ page, request }) => {
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
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime }))
      .filter((r) => r.path.startsWith('/_next/static/') && r.path.endsWith('.js'));
    return { load: nav.loadEventStart, paint, scripts };
  });
  expect(timing.scripts.map((s) => s.path)).toEqual(expect.arrayContaining(planned));
  for (const script of timing.scripts) {
    expect(script.start, `${script.path} requested before load`).toBeGreaterThanOrEqual(timing.load);
    expect(script.start, `${script.path} requested before the first paint`).toBeGreaterThanOrEqual(timing.paint);
  }
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of allRoutes()) {
    test(`${route.path}: full content, booking links and phone links work`, async ({ page }) => {
      const res = await page.goto(route.path);
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1')).toBeVisible();
      const main = page.locator('main');
      expect((await main.innerText()).length, 'main content is in the HTML').toBeGreaterThan(200);
      // Nothing in the content waits for JavaScript to become visible (reveals, tabs, carousels).
      const invisible = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((el) => el.children.length === 0 && el.textContent?.trim() && getComputedStyle(el).opacity === '0')
          .map((el) => el.textContent?.trim().slice(0, 40)),
      );
      expect(invisible).toEqual([]);
      // Every booking control (they open the dialog when scripts run) is a link to the provider's form.
      const bookingLinks = await page.locator('a[data-booking]').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
      expect(bookingLinks.length).toBeGreaterThan(0);
      for (const href of bookingLinks) expect(href).toBe(bookingUrl);
      await expect(page.locator(`a[href="tel:${site.phone.tel}"]`).first()).toBeAttached();
    });
  }

  test.describe('navigation', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the mobile menu opens and its links navigate', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Site menu' });
      await expect(menu).toBeVisible();
      for (const link of mainNav) await expect(menu.getByRole('link', { name: link.label, exact: true })).toBeVisible();
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
