import { isNavGroup, navFor, type NavLink } from '@/site/nav';
import { LIKELY_NEXT, PREPARE_NEXT } from '@/lib/browser/speculation-rules';
import type { Page } from '@playwright/test';
import { expect, hoursLabels, settle, test } from './fixtures';

/** The English navigation, as the header, the menus and the footer read it. */
const { main, areas: locationNav, footer: footerNav } = navFor('en');
const mainNav = main.filter((item): item is NavLink => !isNavGroup(item));

/** The pages a page marks as its likeliest next ones, each once, in page order. */
const likelyNextOf = (p: Page) =>
  p.locator(`a[${LIKELY_NEXT}]`).evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);

test.describe('header and footer on the home page', () => {
  // One load of the home page for the checks that stay on it, in an order where none spoils the next: the header's
  // scroll states, the first Tab, the footer, then the Locations dropdown (its last step leaves the page).
  test('header colour on scroll, skip link, footer, likeliest next page, and the Locations dropdown by keyboard and by mouse', async ({
    page,
  }) => {
    await page.goto('/');

    await test.step('is transparent at the top and turns solid after more than 20 px of scroll', async () => {
      const header = page.locator('header.site-header');
      await expect(header).toHaveAttribute('data-solid', 'false');
      const transparent = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(transparent).toBe('rgba(0, 0, 0, 0)');
      await page.evaluate(() => window.scrollTo({ top: 20, behavior: 'instant' }));
      await settle(page);
      await expect(header).toHaveAttribute('data-solid', 'false');
      await page.evaluate(() => window.scrollTo({ top: 21, behavior: 'instant' }));
      await expect(header).toHaveAttribute('data-solid', 'true');
      await expect
        .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
        .not.toBe('rgba(0, 0, 0, 0)');
    });

    await test.step('a skip link moves focus to the main content', async () => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main-content')).toBeFocused();
    });

    await test.step('footer links to the home sections, the consent form, phone and e-mail, and shows the current year', async () => {
      const footer = page.locator('footer');
      for (const hash of ['about', 'services', 'locations', 'gallery', 'testimonials', 'contact']) {
        await expect(footer.locator(`a[href="/#${hash}"]`)).toHaveCount(1);
      }
      // A links list holds one "About" that leads to the About page: the footer's says it is the home page's section.
      for (const link of footerNav.explore) {
        const named = footer.getByRole('link', { name: `${link.label}, on the home page`, exact: true });
        await expect(named).toHaveAttribute('href', link.href);
        await expect(named).toHaveText(link.label);
      }
      await expect(footer.locator('a[href="/terms-of-service"]')).toHaveCount(1);
      await expect(footer.getByRole('link', { name: /Call the studio at/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
      await expect(footer.getByRole('link', { name: /Email the studio at/ })).toHaveAttribute('href', /^mailto:/);
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
      for (const days of hoursLabels()) await expect(footer).toContainText(days);
    });

    await test.step("each kind of page marks its likeliest next pages: the home page's is the catalog", async () => {
      expect(await likelyNextOf(page)).toEqual(['/services']);
    });

    await test.step('Locations dropdown works from the keyboard', async () => {
      const summary = page.locator('.nav-dropdown summary');
      await summary.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Horizon City' }),
      ).toBeFocused();
      // Closed again, as a visitor leaves it, before the mouse opens it.
      await page.keyboard.press('Escape');
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Horizon City' }),
      ).toBeHidden();
    });

    await test.step('Locations dropdown opens, lists the areas, closes on Escape and navigates', async () => {
      const nav = page.getByRole('navigation', { name: 'Main' });
      const toggle = nav.getByText('Locations', { exact: true });
      const horizon = nav.getByRole('link', { name: 'Horizon City' });
      await expect(horizon).toBeHidden();
      await toggle.click();
      for (const link of locationNav)
        await expect(nav.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
      await expect(horizon).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(horizon).toBeHidden();
      await toggle.click();
      await nav.getByRole('link', { name: 'Eastlake' }).click();
      await expect(page).toHaveURL(/\/locations\/eastlake$/);
      await expect(nav.getByRole('link', { name: 'Eastlake' })).toBeHidden();
      await expect(page.locator('.nav-dropdown summary')).toHaveClass(/bg-charcoal-900/);
    });
  });

  // Its own load of the home page: it leaves the page, as the dropdown check above does.
  test('navigating from far down the page ends at the top of the new page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, closes, and closes itself after navigating', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const link of [...mainNav, ...locationNav])
      await expect(menu.getByRole('link', { name: link.label, exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('not found', () => {
  test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect
      .poll(() => errors.filter((e) => e.includes('/no-such-page')), 'console errors that name the missing path')
      .not.toEqual([]);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('moving between pages', () => {
  test('an internal link is a document navigation, and the Speculation Rules that prerender it pass the page CSP; the main links and the active route', async ({
    page,
    context,
    cspViolations,
  }) => {
    const cdp = await context.newCDPSession(page);
    const ruleSets: { errorType?: string; sourceText: string }[] = [];
    cdp.on('Preload.ruleSetUpdated', (event) => ruleSets.push(event.ruleSet));
    await cdp.send('Preload.enable');
    await page.goto('/about');

    await test.step('header shows every main link in order and marks the active route', async () => {
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const link of mainNav)
        await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
      await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    });

    await test.step('an internal link is a document navigation, and the Speculation Rules that prerender it pass the page CSP', async () => {
      await expect.poll(() => ruleSets.length).toBe(1);
      expect(ruleSets[0]!.errorType).toBeUndefined();
      expect(JSON.parse(ruleSets[0]!.sourceText)).toHaveProperty('prerender');
      expect(await cspViolations()).toEqual([]);

      // A document navigation replaces the window, so a mark left on it is gone on the next page.
      await page.evaluate(() => ((window as unknown as { mark: boolean }).mark = true));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.locator('h1')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { mark?: boolean }).mark)).toBeUndefined();
    });
  });

  // The blog's load serves both: the pages it marks, and that they (and no other) are prerendered once it is idle.
  // The home page's mark is checked on the home page's load above.
  test('each kind of page marks its likeliest next pages; once a page is idle they are prerendered and no other; before that, none', async ({
    page,
    browser,
  }) => {
    /** The pages Chromium starts to prerender from the page, as DevTools reports them. */
    const prerenders = async (p: Page) => {
      const urls: string[] = [];
      const cdp = await p.context().newCDPSession(p);
      cdp.on('Preload.prerenderStatusUpdated', (event) => urls.push(new URL(event.key.url).pathname));
      await cdp.send('Preload.enable');
      return urls;
    };
    const started = await prerenders(page);
    await page.goto('/blog');

    const fromBlog =
      await test.step("each kind of page marks its likeliest next pages: a listing's first entry", async () => {
        const marked = await likelyNextOf(page);
        expect(marked).toEqual(['/services', expect.stringMatching(/^\/blog\/[^/]+$/)]);
        return marked;
      });

    const likely =
      await test.step('once a page is idle its likeliest next pages are prerendered and no other', async () => {
        await expect(page.locator(`html[${PREPARE_NEXT}]`)).toHaveCount(1);
        const marked = await likelyNextOf(page);
        await expect.poll(() => [...new Set(started)].sort()).toEqual([...marked].sort());
        return marked;
      });

    await test.step("each kind of page marks its likeliest next pages: a post's suggested service, the catalog", async () => {
      const marked = async (path: string) => {
        await page.goto(path);
        return likelyNextOf(page);
      };
      const fromPost = await marked(fromBlog[1]!);
      expect(fromPost).toEqual(['/services', expect.stringMatching(/^\/services\/[^/]+$/)]);
      const fromCatalog = await marked('/services');
      expect(fromCatalog).toEqual([expect.stringMatching(/^\/services\/[^/]+$/)]);
      expect(await marked('/es')).toEqual(['/es/services']);
    });

    await test.step('before the page is idle, nothing is prerendered', async () => {
      // The page's own code never arrives (the speculation rules, inline, still apply): nothing is prerendered until
      // the page says it is idle, and then exactly the marked pages are.
      const context = await browser.newContext();
      await context.route('**/_next/static/chunks/**', (route) => route.abort());
      const stalled = await context.newPage();
      const startedStalled = await prerenders(stalled);
      const refused = stalled.waitForEvent('requestfailed', (r) => r.url().includes('/_next/static/chunks/'));
      await stalled.goto('/blog');
      // Its code has been refused and the page has gone idle: the moment the page with its code prepared them.
      await refused;
      await settle(stalled);
      expect(startedStalled).toEqual([]);
      await stalled.evaluate((name) => document.documentElement.setAttribute(name, ''), PREPARE_NEXT);
      await expect.poll(() => [...new Set(startedStalled)].sort()).toEqual(likely.sort());
      await context.close();
    });
  });
});
