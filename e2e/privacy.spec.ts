/**
 * The privacy page's promises, held against the code. routes.spec.ts checks on every route that nothing reaches
 * another company before the visitor asks; here each ask reaches exactly its company: "Show map" frames Google Maps
 * (sending our origin, not the page's address, as referrer), Book frames the booking form, play frames
 * youtube-nocookie, and Generate calls the image API. Third parties are answered by stubs (fixtures.ts).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { homeCopy } from '@/content/pages/home';
import { privacyCopy } from '@/content/pages/privacy';
import { bookingFormUrl, mapEmbedUrl, site } from '@/content/site';
import { ui } from '@/content/ui';
import { GENERATE_ENDPOINT } from '@/lib/browser/image-generation';
import type { Locale } from '@/lib/format/locale';
import { bookingDialog, expect, test } from './fixtures';

const locales: Locale[] = ['en', 'es'];
const inLocale = (locale: Locale, path: string) => (locale === 'en' ? path : `/es${path === '/' ? '' : path}`);
const to = (requests: string[], prefix: string) => requests.filter((url) => url.startsWith(prefix));

test.describe('the privacy page', () => {
  for (const locale of locales) {
    const copy = privacyCopy[locale];
    test(`${inLocale(locale, '/privacy')}: reached from the footer; names each company, when and what it receives; gives the studio's contact`, async ({
      page,
    }) => {
      // From a short page, whose footer is reached without a long scroll.
      await page.goto(inLocale(locale, '/accessibility'));
      await page.locator('footer').getByRole('link', { name: ui[locale].nav.privacy, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${inLocale(locale, '/privacy')}$`), { timeout: 15_000 });
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(copy.title);
      await expect(main.getByRole('heading', { level: 3 })).toHaveText(copy.parties.items.map((party) => party.name));
      await expect(main.getByText(copy.parties.whenLabel)).toHaveCount(copy.parties.items.length);
      await expect(main.getByText(copy.parties.receivesLabel)).toHaveCount(copy.parties.items.length);
      await expect(main.locator(`a[href="tel:${site.phone.tel}"]`)).toHaveText(site.phone.display);
      await expect(main.locator(`a[href="mailto:${site.email}"]`)).toHaveText(site.email);
    });
  }
});

/** Answers the map frame and records the Referer it was sent with. */
async function recordMapReferer(page: Page) {
  const referers: (string | undefined)[] = [];
  await page.route(`${mapEmbedUrl.split('?')[0]}**`, async (route) => {
    referers.push((await route.request().allHeaders()).referer);
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' });
  });
  return referers;
}

for (const locale of locales) {
  test.describe(`${locale}: each company is reached only when the visitor asks`, () => {
    test('"Show map" frames Google Maps in the same box, focuses it, and sends only our origin as referrer', async ({
      page,
      thirdPartyRequests,
      baseURL,
    }) => {
      void thirdPartyRequests;
      const referers = await recordMapReferer(page);
      await page.goto(inLocale(locale, '/contact'));
      const section = page.locator('#location');
      const box = section.locator('[data-map]');
      await box.scrollIntoViewIfNeeded();
      await expect(box).toContainText(`${site.address.locality}, ${site.address.region}`);
      await expect(section.getByRole('link', { name: ui[locale].map.open })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\//,
      );
      const before = await box.boundingBox();
      expect(referers).toEqual([]);
      await section.getByRole('button', { name: ui[locale].map.show }).click();
      const frame = section.locator('iframe');
      await expect(frame).toBeFocused();
      await expect(frame).toHaveAttribute('src', mapEmbedUrl);
      await expect(frame).toHaveAttribute('title', ui[locale].map.title);
      // Same size as the facade, and the frame covers the box (compared in one moment: sections above this one
      // render lazily, so the page may have scrolled between the two reads).
      const after = await box.boundingBox();
      expect({ width: after!.width, height: after!.height }, 'the box keeps the size the facade reserved').toEqual({
        width: before!.width,
        height: before!.height,
      });
      // The map fills the box above the link, which stays: the way to the map if Google's frame does not load.
      const map = (await frame.boundingBox())!;
      expect({ x: map.x, y: map.y, width: map.width }, 'the map fills the box across from its top').toEqual({
        x: after!.x,
        y: after!.y,
        width: after!.width,
      });
      const link = box.getByRole('link', { name: ui[locale].map.open });
      await expect(link).toBeVisible();
      expect((await link.boundingBox())!.y, 'the link is under the map').toBeGreaterThanOrEqual(map.y + map.height);
      await expect.poll(() => referers.length).toBe(1);
      expect(referers[0], 'the referrer is our origin, not the page').toBe(`${new URL(baseURL!).origin}/`);
    });

    // One load of the home page for its three asks, each checked against only its own company's requests.
    test('Book frames the booking form; play frames youtube-nocookie and focuses the player; Generate calls the image API, and nothing before it does', async ({
      page,
      thirdPartyRequests,
    }) => {
      // A real preview picture, so the player shows its play button (an empty answer reads as "unavailable").
      await page.route('https://i.ytimg.com/**', (route) =>
        route.fulfill({ contentType: 'image/jpeg', body: readFileSync('public/og/default.jpg') }),
      );
      await page.goto(inLocale(locale, '/'));

      await test.step('Book frames the booking form', async () => {
        expect(to(thirdPartyRequests, site.booking.formBaseUrl)).toEqual([]);
        await page.locator('#hero a[data-booking]').first().click();
        await expect.poll(() => to(thirdPartyRequests, bookingFormUrl)).toHaveLength(1);
        // Closed again, as a visitor leaves it, before the next ask.
        await page.keyboard.press('Escape');
        await expect(bookingDialog(page).panel).toBeHidden();
      });

      await test.step('Generate calls the image API, and nothing before it does', async () => {
        const api = new URL(GENERATE_ENDPOINT).origin;
        const words = homeCopy[locale].heroTool;
        await page.getByRole('button', { name: words.show }).click();
        const form = page.locator('#hero-tool');
        await form.getByLabel(words.keyLabel).fill('AIzaSyTestKey_1234567890abcdef');
        await form.getByLabel(words.promptLabel).fill('A desert garden at dusk');
        expect(to(thirdPartyRequests, api)).toEqual([]);
        await form.getByRole('button', { name: words.generate }).click();
        await expect.poll(() => to(thirdPartyRequests, `${GENERATE_ENDPOINT}`)).toHaveLength(1);
      });

      await test.step('play frames youtube-nocookie and focuses the player', async () => {
        const play = page
          .locator('#education')
          .getByRole('button', { name: new RegExp(ui[locale].video.play.replace(/[:{].*$/, '')) });
        await play.scrollIntoViewIfNeeded();
        expect(to(thirdPartyRequests, 'https://www.youtube-nocookie.com/')).toEqual([]);
        await play.click();
        await expect.poll(() => to(thirdPartyRequests, 'https://www.youtube-nocookie.com/embed/')).toHaveLength(1);
        // The player takes the place and the focus of the button pressed, so a keyboard user goes on from there.
        await expect(
          page.locator('#education').locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]'),
        ).toBeFocused();
      });
    });
  });
}
