/**
 * Keyboard and focus where a person expects them, in English and Spanish, at the widths where each applies:
 * after Play, focus is on the player (not back at the top of the page); Tab never leaves the open mobile menu for a
 * control it covers; focus on any part of the testimonial carousel holds its rotation; and Tab crosses the header
 * from left to right. The carousel's clock is the page's, faked, so "9 seconds" is exact and quick.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { homeCopy } from '@/content/pages/home';
import { bookingFormUrl } from '@/content/site';
import { testimonialsOn } from '@/content/testimonials';
import { ui } from '@/content/ui';
import { fill, type Locale } from '@/lib/format/locale';
import { devices } from './devices';
import { expect, inertElements, reachableBeside, test } from './fixtures';

/** The home carousel's testimonials. */
const testimonials = testimonialsOn('home');

const locales: { locale: Locale; home: string }[] = [
  { locale: 'en', home: '/' },
  { locale: 'es', home: '/es' },
];
const phone = devices[0].use;
const desktop = devices[1].use;
const thumbnail = readFileSync('public/og/default.jpg');

/** The accessible name (aria-label, else text) of the element that has focus. */
const focused = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '',
  );

for (const { locale, home } of locales) {
  const words = ui[locale];

  for (const device of devices) {
    test.describe(`${locale} on a ${device.name}`, () => {
      test.use(device.use);

      test("after Enter on a video's play button, focus is on the player, and Tab goes on from there", async ({
        page,
        thirdPartyRequests,
      }) => {
        void thirdPartyRequests; // YouTube's frame is answered by the stub
        await page.route('https://i.ytimg.com/**', (route) =>
          route.fulfill({ status: 200, contentType: 'image/jpeg', body: thumbnail }),
        );
        await page.goto(`${home}#education`);
        const title = words.video.titles.skincareEducation;
        const play = page.getByRole('button', { name: fill(words.video.play, { title }) });
        await play.focus();
        await page.keyboard.press('Enter');
        const player = page.locator('#education').getByTitle(title);
        await expect(player).toBeFocused();
        // Tab moves into the player or past it, never back to the top of the page.
        await page.keyboard.press('Tab');
        const after = await player.evaluate((frame) => {
          const active = document.activeElement;
          return (
            active === frame ||
            (!!active &&
              active !== document.body &&
              !!(frame.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING))
          );
        });
        expect(after, `focus after Tab: ${await focused(page)}`).toBe(true);
      });
    });
  }

  for (const width of [390, 320]) {
    test.describe(`${locale} mobile menu at ${width} px`, () => {
      test.use({ ...phone, viewport: { width, height: 844 } });

      test('opening it puts focus inside; no Tab stop is covered; Tab and Shift+Tab wrap; Escape returns focus to the menu button', async ({
        page,
      }) => {
        await page.goto(home);
        const open = page.getByRole('button', { name: words.menu.open });
        const menu = page.getByRole('dialog', { name: words.menu.dialog });
        await open.focus();
        await page.keyboard.press('Enter');
        await expect(menu).toBeVisible();
        await menu.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
        await expect(menu.getByRole('button', { name: words.menu.close })).toBeFocused();
        // The page behind is shut out for a screen reader too, and given back when the menu closes.
        expect(await reachableBeside(page, '#mobile-menu'), 'reachable beside the open menu').toEqual([]);

        const stops = await menu.evaluate(
          (el) =>
            [...el.querySelectorAll('a[href], button')].filter((s) => (s as HTMLElement).checkVisibility()).length,
        );
        expect(stops).toBeGreaterThan(3);
        // One full round and one more: every stop is in the menu and is what is drawn at its own center.
        const visited: string[] = [];
        for (let i = 0; i <= stops; i++) {
          await page.keyboard.press('Tab');
          const stop = await page.evaluate(() => {
            const active = document.activeElement as HTMLElement;
            const box = active.getBoundingClientRect();
            const drawn = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return {
              inMenu: !!active.closest('#mobile-menu'),
              uncovered: !!drawn && active.contains(drawn),
              name: active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '',
            };
          });
          expect(stop.inMenu, `Tab ${i + 1} left the open menu for ${await focused(page)}`).toBe(true);
          expect(stop.uncovered, `Tab ${i + 1} landed on "${stop.name}", covered by something else`).toBe(true);
          visited.push(stop.name);
        }
        // Tab after the last stop comes back to the first (Close), and the round after it starts over.
        expect(visited[stops - 1]).toBe(words.menu.close);
        expect(visited[stops]).toBe(visited[0]);
        // Shift+Tab from the first stop goes to the last, not to the covered menu button.
        await page.keyboard.press('Shift+Tab');
        await expect(menu.getByRole('button', { name: words.menu.close })).toBeFocused();
        await page.keyboard.press('Shift+Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('#mobile-menu'))).toBe(true);
        expect(await focused(page)).toBe(visited[stops - 2]);

        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(open).toBeFocused();
        expect(await inertElements(page), 'inert after the menu closed').toEqual([]);
      });
    });
  }

  test.describe(`${locale} testimonial carousel`, () => {
    const copy = homeCopy[locale].testimonials.carousel;
    const of = (template: string, n: number) => fill(template, { n: String(n), total: String(testimonials.length) });
    const controls: { name: string; get: (page: Page) => Locator }[] = [
      { name: copy.stop, get: (page) => page.getByRole('button', { name: copy.stop }) },
      { name: copy.previous, get: (page) => page.getByRole('button', { name: copy.previous }) },
      { name: copy.next, get: (page) => page.getByRole('button', { name: copy.next }) },
      { name: 'a dot', get: (page) => page.getByRole('button', { name: of(copy.dot, 7) }) },
      { name: 'the carousel itself', get: (page) => page.getByTestId('testimonial-carousel') },
    ];

    for (const device of devices) {
      test.describe(`on a ${device.name}`, () => {
        test.use(device.use);

        test('focus on any of its controls holds the slides for 9 s; they move again 5 s after it leaves', async ({
          page,
        }) => {
          await page.clock.install();
          await page.goto(`${home}#testimonials`);
          const carousel = page.getByTestId('testimonial-carousel');
          await expect(carousel).toHaveAttribute('data-ready', 'true');
          await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
          await page.mouse.move(5, 5);
          const counter = page.getByTestId('carousel-counter');
          // Where Swiper puts the row of slides (its target, not a frame of the 300 ms slide).
          const position = () =>
            page.locator('.testimonial-swiper .swiper-wrapper').evaluate((el) => el.style.transform);
          let shown = 1;
          await expect(counter).toHaveText(of(copy.counter, shown));

          for (const control of controls) {
            await control.get(page).focus();
            await expect(control.get(page)).toBeFocused();
            const before = await position();
            await page.clock.runFor(9000);
            await expect(counter, `the slides moved while focus was on ${control.name}`).toHaveText(
              of(copy.counter, shown),
            );
            expect(await position()).toBe(before);
            // The rotation was only held: once focus leaves, it turns again.
            await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
            await page.clock.runFor(5100);
            shown = (shown % testimonials.length) + 1;
            await expect(counter).toHaveText(of(copy.counter, shown));
          }

          // Tab onto the Stop button from the carousel region, as a keyboard user arrives there.
          await carousel.focus();
          await page.keyboard.press('Tab');
          await expect(page.getByRole('button', { name: copy.stop })).toBeFocused();
          await page.clock.runFor(9000);
          await expect(counter).toHaveText(of(copy.counter, shown));
        });
      });
    }
  });

  for (const width of [1280, 768, 390]) {
    test.describe(`${locale} header at ${width} px`, () => {
      test.use(width === 390 ? phone : { ...desktop, viewport: { width, height: 800 } });

      test('Tab crosses the header from left to right: Call, then Book, then the language switch', async ({ page }) => {
        await page.goto(home);
        await page.locator('header a').first().focus();
        const stops: { x: number; y: number; kind: string; name: string }[] = [];
        for (let i = 0; i < 30; i++) {
          const stop = await page.evaluate((booking) => {
            const active = document.activeElement as HTMLElement;
            if (!active.closest('header') || active.closest('#mobile-menu')) return null;
            const box = active.getBoundingClientRect();
            const href = active.getAttribute('href') ?? '';
            const kind = active.hasAttribute('data-language-switch')
              ? 'language'
              : href.startsWith('tel:')
                ? 'call'
                : href === booking
                  ? 'book'
                  : 'other';
            return { x: box.x, y: box.y, kind, name: active.getAttribute('aria-label') ?? active.innerText.trim() };
          }, bookingFormUrl);
          if (!stop) break;
          stops.push(stop);
          await page.keyboard.press('Tab');
        }
        // Every stop is to the right of the one before it (all on the header's one row).
        stops.reduce((previous, stop) => {
          expect(
            stop.x,
            `"${stop.name}" comes after "${previous.name}" in Tab order but is drawn left of it`,
          ).toBeGreaterThan(previous.x);
          expect(Math.abs(stop.y - previous.y)).toBeLessThan(40);
          return stop;
        });
        const order = stops.map((s) => s.kind).filter((k) => k !== 'other');
        expect(order).toEqual(width === 390 ? ['call', 'book'] : ['call', 'book', 'language']);
      });
    });
  }
}
