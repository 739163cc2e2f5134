/**
 * Every registered route (lib/site/routes.ts), each check done where it is cheapest:
 * - the static HTML, one HTTP request and no browser: status 200, one h1, title, description, canonical URL, Open
 *   Graph and Twitter tags, hreflang links, JSON-LD, the page's language, content in the HTML, booking links that reach the
 *   provider's form, a phone link, no link whose text is only "Learn more" or the like; across routes, unique titles
 *   and descriptions, and a sitemap of exactly them;
 * - one browser load per route and viewport, with scripts: no request to another origin in the first viewport nor,
 *   except video preview pictures, after scrolling to the bottom (nothing loads before the visitor asks), no
 *   script requested before the first contentful paint, no layout shift after load or after scrolling through the
 *   page, no CSP violation, no console error, and on the desktop no axe violation;
 * - one load with scripts off per route and viewport: all content is visible, nothing waits for JavaScript to appear,
 *   every control that can be shown pending shows the site's pending ring, and nothing in the first viewport moves
 *   as the rest of the HTML arrives (e2e/arrival-replay.ts).
 * A route added to lib/site/routes.ts is checked all three ways; a Spanish one (under /es) must say lang="es", and a page in
 * both languages links its counterpart (hreflang).
 */
import type { Page } from '@playwright/test';
import { site } from '@/content/site';
import { thirdParties } from '@/deploy/security';
import { absoluteUrl } from '@/lib/site/metadata';
import { LIKELY_NEXT } from '@/lib/speculation-rules';
import { REPLAY_SELECTOR } from '../scripts/startup-scripts';
import { movedAsHtmlArrives } from './arrival-replay';
import { expectNoAxeViolations } from './axe';
import { expect, layoutShifts, scriptsBeforePaint, scrollThrough, test, watchLayoutShifts } from './fixtures';
import { routeCases } from './route-cases';
import { expectShareImageTags } from './share-image';
import { devices } from './devices';
import { count, genericLinkTexts, jsonLd, mainText, meta, tags, title } from './static-html';

const routes = routeCases();
const routePaths = new Set(routes.map((route) => route.path));
const bookingUrl = `${site.booking.formBaseUrl}/${site.booking.formId}`;
/**
 * The one third party a page may reach before the visitor asks: a video's preview picture, loaded as the player comes
 * near the viewport (the player facade's thumbnail; the privacy page says so). Maps, videos, booking and the image API wait for a click.
 */
const previewImageOrigins = new Set<string>(thirdParties.video?.img ?? []);

test.describe('static HTML', () => {
  for (const route of routes) {
    test(`${route.path}: status, one h1, metadata, JSON-LD, language, content, booking and phone links, link texts`, async ({
      request,
    }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(tags(html, 'html')[0]?.lang, 'the language of the page').toBe(route.locale);
      expect(count(html, 'h1'), 'one h1').toBe(1);
      expect(title(html)).toMatch(/\S/);
      expect(meta(html, 'description')).toMatch(/\S.{49,}/);
      expect(tags(html, 'link').find((l) => l.rel === 'canonical')?.href).toBe(absoluteUrl(route.path));
      // A page with a counterpart links both languages, English as the default, absolute; a page without has none.
      const hreflang = Object.fromEntries(
        tags(html, 'link')
          .filter((l) => l.rel === 'alternate' && l.hreflang)
          .map((l) => [l.hreflang, l.href]),
      );
      const english = route.locale === 'en' ? route.path : route.alternate;
      const spanish = route.locale === 'es' ? route.path : route.alternate;
      expect(hreflang, 'hreflang links').toEqual(
        route.alternate
          ? { en: absoluteUrl(english!), es: absoluteUrl(spanish!), 'x-default': absoluteUrl(english!) }
          : {},
      );
      expect(meta(html, 'og:locale')).toBe(route.locale === 'es' ? 'es_US' : 'en_US');
      if (route.alternate) expect(meta(html, 'og:locale:alternate')).toBe(route.locale === 'es' ? 'en_US' : 'es_US');
      expectShareImageTags(html, route.path);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      const blocks = jsonLd(html);
      expect(blocks.length, 'at least the business JSON-LD').toBeGreaterThan(0);
      for (const item of blocks.flat() as { '@context'?: string }[])
        expect(item['@context']).toBe('https://schema.org');
      expect(
        (blocks.flat() as { '@type'?: string; inLanguage?: string }[]).find((b) => b['@type'] === 'WebSite')
          ?.inLanguage,
        'the language in JSON-LD',
      ).toBe(route.locale);
      expect(mainText(html).length, 'main content is in the HTML').toBeGreaterThan(200);
      // Every booking control (they open the dialog when scripts run) is a link to the provider's form.
      const bookingLinks = tags(html, 'a').filter((a) => 'data-booking' in a);
      expect(bookingLinks.length, 'booking links').toBeGreaterThan(0);
      for (const link of bookingLinks) expect(link.href).toBe(bookingUrl);
      expect(
        tags(html, 'a').some((a) => a.href === `tel:${site.phone.tel}`),
        'a phone link',
      ).toBe(true);
      expect(genericLinkTexts(html), 'links whose text says where they lead').toEqual([]);
      // The pages prerendered once this one is idle (lib/speculation-rules.ts): at most two, each another page.
      const likelyNext = new Set(tags(html, 'a').flatMap((a) => (LIKELY_NEXT in a ? [a.href!] : [])));
      expect(likelyNext.size, 'at most two likeliest next pages').toBeLessThanOrEqual(2);
      for (const href of likelyNext)
        expect(routePaths.has(href) && href !== route.path, `likely next page ${href} is another page`).toBe(true);
    });
  }

  test('titles and descriptions are unique across routes', async ({ request }) => {
    const seenTitles = new Map<string, string>();
    const seenDescriptions = new Map<string, string>();
    for (const route of routes) {
      const html = await (await request.get(route.path)).text();
      const pageTitle = title(html);
      const description = meta(html, 'description') ?? '';
      expect(pageTitle, `${route.path} has a title`).not.toBe('');
      expect(seenTitles.get(pageTitle), `title "${pageTitle}" of ${route.path} is unique`).toBeUndefined();
      expect(seenDescriptions.get(description), `description of ${route.path} is unique`).toBeUndefined();
      seenTitles.set(pageTitle, route.path);
      seenDescriptions.set(description, route.path);
    }
  });

  test('sitemap.xml lists exactly the registered routes, with absolute URLs', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    const expected = routes.map((r) => absoluteUrl(r.path)).sort();
    expect(locs).toEqual(expected);
    // Each page in both languages lists both versions (itself included) as xhtml:link alternates.
    for (const route of routes.filter((r) => r.alternate)) {
      const entry = xml.split('<url>').find((u) => u.includes(`<loc>${absoluteUrl(route.path)}</loc>`)) ?? '';
      expect(entry, route.path).toContain(`hreflang="${route.locale}" href="${absoluteUrl(route.path)}"`);
      expect(entry, route.path).toContain(
        `hreflang="${route.locale === 'en' ? 'es' : 'en'}" href="${absoluteUrl(route.alternate!)}"`,
      );
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
  });
});

/**
 * The controls that can be shown pending (a tap kept until the page is hydrated, or made while the control's code
 * is on its way): buttons the boot script holds, and the booking, Learn More and gallery controls that load code on
 * demand.
 */
const PENDABLE = `${REPLAY_SELECTOR}, a[data-booking], a[aria-haspopup="dialog"][href^="#"], [data-lightbox-index]`;

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
