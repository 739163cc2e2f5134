/**
 * The two languages in a browser: the language switch leads to the counterpart and back, the header holds it at every
 * width, the mobile menu offers it without JavaScript, a 404 offers none, and misses under /es/ get the Spanish 404
 * page. What the static HTML says in each language (no English words on a Spanish page, switches and hreflang pairs,
 * breadcrumbs) is checked over out/ by `npm run check:pages`.
 */
import { ui } from '@/content/ui';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { routeCases } from './route-cases';
import { tags } from './static-html';

const routes = routeCases();

/** A page of the main menu other than home, in both languages: its own link is the current page, and only it. */
const sectionPage = routes.find((r) => r.path === '/about' && r.alternate)!;

/**
 * On a Spanish page, "Inicio" is not the current page, to the ear (aria-current) or to the eye (drawn as the other
 * links are, not as the current one); the page's own link is, and no other.
 */
async function expectOnlyCurrent(nav: Locator, label: string) {
  const current = nav.getByRole('link', { name: label, exact: true });
  const home = nav.getByRole('link', { name: ui.es.nav.home, exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
  await expect(home).not.toHaveAttribute('aria-current');
  const background = (link: Locator) => link.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background(home), `"${ui.es.nav.home}" is not drawn as the current page`).not.toBe(
    await background(current),
  );
}

test.describe('language switcher', () => {
  const paired = routes.filter((r) => r.alternate);

  test('a 404 offers no switch once hydrated at the missed address (its static HTML: check:pages)', async ({
    page,
    consoleErrors,
  }) => {
    for (const miss of ['/no-such-page', '/es/no-existe']) {
      await page.goto(miss);
      await expect(page.locator('[data-language-switch]'), miss).toHaveCount(0);
    }
    // The 404 status itself and the logged miss are expected; a hydration mismatch would be another error.
    expect(consoleErrors.filter((e) => !/status of 404|no-such-page|no-existe/.test(e))).toEqual([]);
  });

  test('a click on "Español" in the header opens the Spanish page, and "English" comes back; the Spanish page marks only itself as current', async ({
    page,
  }) => {
    const route = sectionPage;
    await page.goto(route.path);
    // At this width the header shows the language's code, "ES": its name starts with what is shown, so a speech
    // command naming what the visitor sees reaches it.
    const toSpanish = page.getByRole('banner').getByRole('link', { name: `ES, ${ui.es.languageName}`, exact: true });
    await expect(toSpanish).toHaveText('ES', { useInnerText: true });
    await toSpanish.click();
    await expect(page).toHaveURL(route.alternate!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await test.step(`the Spanish page's header marks its own link current, not "${ui.es.nav.home}"`, async () => {
      await expectOnlyCurrent(page.getByRole('navigation', { name: ui.es.header.mainNav }), ui.es.nav.about);
    });
    await page
      .getByRole('banner')
      .getByRole('link', { name: `EN, ${ui.en.languageName}`, exact: true })
      .click();
    await expect(page).toHaveURL(route.path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  for (const width of [1280, 700, 390]) {
    test(`at ${width} px the header holds the switch beside the nav, Call and Book in both languages, nothing overlapping or cut off`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const route = paired.find((r) => r.locale === 'en')!;
      for (const path of [route.path, route.alternate!]) {
        await page.goto(path);
        const boxes = await page.evaluate(() =>
          [
            ...document.querySelectorAll(
              'header nav > ul > li > a, header nav > ul > li summary, header a[data-language-switch], header a[href^="tel:"], header a[data-booking], header button',
            ),
          ]
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.width > 0)
            .map((r) => ({ left: r.left, right: r.right }))
            .sort((a, b) => a.left - b.left),
        );
        expect(boxes.length, path).toBeGreaterThan(2);
        for (const [i, box] of boxes.entries()) {
          expect(box.right, `${path}: inside the viewport`).toBeLessThanOrEqual(width);
          if (i > 0)
            expect(box.left, `${path}: control ${i} does not overlap the one before`).toBeGreaterThanOrEqual(
              boxes[i - 1]!.right,
            );
        }
        if (width === 390) {
          // The Call pill is as wide as what it shows: no blank space after the icon where a hidden label would be.
          const gaps = await page.locator('header a.header-call').evaluate((link) => {
            const box = link.getBoundingClientRect();
            const shown = [...link.children].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 1);
            return {
              before: Math.min(...shown.map((r) => r.left)) - box.left,
              after: box.right - Math.max(...shown.map((r) => r.right)),
            };
          });
          expect(gaps.after, `${path}: space after the Call pill's content`).toBeLessThanOrEqual(gaps.before + 2);
        }
      }
    });
  }

  test.describe('on a phone, without JavaScript', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled: false });
    test('the mobile menu offers the other language as a plain link', async ({ page }) => {
      const route = sectionPage;
      await page.goto(route.path);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Español', exact: true }).click();
      await expect(page).toHaveURL(route.alternate!);
      await page.getByRole('button', { name: 'Abrir el menú' }).click();
      const menu = page.getByRole('dialog', { name: 'Menú del sitio' });
      await expect(menu.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('href', route.path);
      // The static HTML (no script has run) marks the page itself current in the Spanish menu, not "Inicio".
      await expectOnlyCurrent(menu, ui.es.nav.about);
    });
  });
});

test('a miss under /es/ answers 404 with the Spanish page; other misses get the English one', async ({ request }) => {
  const es = await request.get('/es/no-existe');
  expect(es.status()).toBe(404);
  const html = await es.text();
  expect(tags(html, 'html')[0]?.lang).toBe('es');
  expect(html).toContain('No encontramos esta página');
  const en = await request.get('/no-such-page');
  expect(en.status()).toBe(404);
  expect(tags(await en.text(), 'html')[0]?.lang).toBe('en');
});
