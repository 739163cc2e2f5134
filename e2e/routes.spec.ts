/**
 * Every registered route (site/routes.ts) in a browser; what a crawler reads from the static HTML (one h1,
 * metadata, hreflang, JSON-LD, booking and phone links, link texts, the sitemap) is checked without one, in one pass
 * over out/ (`npm run check:pages`).
 * - One load per route and width with scripts, every check on that load: no request to another origin in the first
 *   viewport nor, except video preview pictures, after scrolling to the bottom (nothing loads before the visitor
 *   asks), no script requested before the first contentful paint, no layout shift after load or after scrolling
 *   through the page, no CSP violation, no console error, and no axe violation.
 * - One test per route with scripts off, at both widths: all content is visible, nothing waits for JavaScript to
 *   appear, every control that can be shown pending shows the site's pending ring, and nothing in the first viewport
 *   moves as the rest of the HTML arrives (e2e/arrival-replay.ts).
 * A route added to site/routes.ts is checked both ways.
 */
import type { Page } from '@playwright/test';
import { site } from '@/content/site';
import { thirdParties } from '@/deploy/security';
import { REPLAY_SELECTOR } from '../scripts/startup-scripts';
import { movedAsHtmlArrives } from './arrival-replay';
import { expectNoAxeViolations } from './axe';
import { devices } from './devices';
import {
  expect,
  layoutShifts,
  missingFromAccessibilityTree,
  scriptsBeforePaint,
  scrollThrough,
  test,
  watchLayoutShifts,
} from './fixtures';
import { routeCases } from './route-cases';

const routes = routeCases();
const bookingUrl = `${site.booking.formBaseUrl}/${site.booking.formId}`;
/**
 * The one third party a page may reach before the visitor asks: a video's preview picture, loaded as the player comes
 * near the viewport (the player facade's thumbnail; the privacy page says so). Maps, videos, booking and the image API wait for a click.
 */
const previewImageOrigins = new Set<string>(thirdParties.video?.img ?? []);

/**
 * The controls that can be shown pending (a tap kept until the page is hydrated, or made while the control's code
 * is on its way): buttons the boot script holds, and the booking, Learn More and gallery controls that load code on
 * demand.
 */
const PENDABLE = `${REPLAY_SELECTOR}, a[data-booking], a[data-learn-more], [data-lightbox-index]`;

/**
 * Those of the page's pendable controls whose ring, once pending, is not the one app/globals.css draws for
 * [data-pending] (a rule of the control's own look can hide its cream gap or outline). The outline's colour pulses,
 * so its style, width and offset are compared, and the gap (box-shadow).
 */
const offRing = (page: Page) =>
  page.evaluate((pendable) => {
    const ring = (el: Element) => {
      const style = getComputedStyle(el);
      return [style.outlineStyle, style.outlineWidth, style.outlineOffset, style.boxShadow].join(' ');
    };
    const reference = document.createElement('span');
    reference.setAttribute('data-pending', '');
    document.body.append(reference);
    const drawn = ring(reference);
    reference.remove();
    return [...document.querySelectorAll(pendable)].flatMap((control) => {
      control.setAttribute('data-pending', '');
      // A look with `transition` eases into the ring: read where it ends.
      for (const change of control.getAnimations()) if (change instanceof CSSTransition) change.finish();
      const own = ring(control);
      control.removeAttribute('data-pending');
      return own === drawn ? [] : [`<${control.localName} class="${control.className}">: ${own}`];
    });
  }, PENDABLE);

/**
 * One load per route and width with scripts, every check on that load: the page is hydrated and the visitor has
 * asked for nothing yet, then scrolled through once, then scanned by axe (at both widths: a phone lays out, and so
 * colours and sizes, differently).
 */
for (const device of devices) {
  test.describe(`with scripts, on a ${device.name}`, () => {
    test.use(device.use);

    for (const route of routes) {
      test(`${route.path}: first viewport stays on our origin; no layout shift, no script before first paint, no CSP or console error, no axe violation`, async ({
        page,
        consoleErrors,
        thirdPartyRequests,
        cspViolations,
      }) => {
        await watchLayoutShifts(page);
        // `goto` waits until the page says it is hydrated; layoutShifts then lets it settle (frames and an idle moment).
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page).toHaveTitle(/\S/);
        expect(await layoutShifts(page), 'layout shift after load').toEqual([]);
        expect(thirdPartyRequests, 'requests to other origins in the first viewport').toEqual([]);
        expect(
          await missingFromAccessibilityTree(page),
          'headings and landmarks a screen reader cannot reach at load',
        ).toEqual([]);
        const scripts = await scriptsBeforePaint(page);
        expect(scripts.count, 'the page loaded its scripts').toBeGreaterThan(3);
        expect(scripts.early, 'scripts requested before the first contentful paint').toEqual([]);
        await scrollThrough(page);
        expect(await layoutShifts(page), 'layout shift after scrolling').toEqual([]);
        // Scrolled to the bottom and hydrated, the visitor has asked for nothing: no other company was contacted.
        expect(
          thirdPartyRequests.filter((url) => !previewImageOrigins.has(new URL(url).origin)),
          'requests to other origins before the visitor asked',
        ).toEqual([]);
        await expectNoAxeViolations(page);
        expect(await cspViolations()).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}

/**
 * One test per route with scripts off, the phone width first, then the desktop: the same page is loaded again at
 * each width, as the replay of the HTML's arrival takes the page apart.
 */
test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes) {
    test(`${route.path}: the content is visible without JavaScript, every control that can be pending shows the site's pending ring, and nothing in the first viewport moves as the rest of the HTML arrives`, async ({
      page,
    }) => {
      for (const device of devices) {
        await test.step(`on a ${device.name}`, async () => {
          await page.setViewportSize(device.use.viewport);
          const response = await page.goto(route.path);
          expect(response?.status()).toBe(200);
          await expect(page.locator('h1')).toBeVisible();
          expect((await page.locator('main').innerText()).length, 'main content is visible').toBeGreaterThan(200);
          // Nothing in the content waits for JavaScript to become visible (reveals, tabs, carousels).
          const invisible = await page.evaluate(() =>
            [...document.querySelectorAll('main *')]
              .filter(
                (el) => el.children.length === 0 && el.textContent?.trim() && getComputedStyle(el).opacity === '0',
              )
              .map((el) => el.textContent?.trim().slice(0, 40)),
          );
          expect(invisible).toEqual([]);
          // The booking links reach the provider's form and the phone link is there (also checked on the static HTML).
          for (const href of await page
            .locator('a[data-booking]')
            .evaluateAll((els) => els.map((el) => el.getAttribute('href'))))
            expect(href).toBe(bookingUrl);
          await expect(page.locator(`a[href="tel:${site.phone.tel}"]`).first()).toBeAttached();
          expect(await offRing(page), 'controls that would not show the pending ring as the site draws it').toEqual([]);
          // Last, as it takes the page apart: a page painted before all of it has arrived does not jump.
          expect(await movedAsHtmlArrives(page), 'moved as the HTML arrived').toEqual([]);
          await page.emulateMedia({ reducedMotion: null });
        });
      }
    });
  }
});
