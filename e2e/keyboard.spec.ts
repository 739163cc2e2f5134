/**
 * Keyboard and focus where a person expects them, in English and Spanish, at the widths where each applies:
 * after Play, focus is on the player (not back at the top of the page); Tab never leaves the open mobile menu for a
 * control it covers; and Tab crosses the header from left to right. (Focus on the testimonial carousel holding its
 * rotation is checked with the carousel's other controls, in e2e/carousel.spec.ts.)
 *
 * One load of the home page per language and width, with a step per check made at that width.
 */
import type { Page } from '@playwright/test';
import { bookingFormUrl } from '@/content/site';
import { ui } from '@/content/ui';
import { fill, type Locale } from '@/lib/format/locale';
import { devices } from './devices';
import { expect, inertElements, reachableBeside, serveVideoThumbnails, test } from './fixtures';

const locales: { locale: Locale; home: string }[] = [
  { locale: 'en', home: '/' },
  { locale: 'es', home: '/es' },
];
const phone = devices[0].use;
const desktop = devices[1].use;

/** The accessible name (aria-label, else text) of the element that has focus. */
const focused = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '',
  );

const VIDEO_STEP = "after Enter on a video's play button, focus is on the player, and Tab goes on from there";
const MENU_STEP =
  'opening the mobile menu puts focus inside; no Tab stop is covered; Tab and Shift+Tab wrap; Escape returns focus to the menu button';
const HEADER_STEP = 'Tab crosses the header from left to right: Call, then Book, then the language switch';

/** After Enter on a video's play button, focus is on the player, and Tab goes on from there. */
async function expectFocusOnPlayer(page: Page, locale: Locale) {
  const words = ui[locale];
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
}

/**
 * Opening the mobile menu puts focus inside; no Tab stop is covered; Tab and Shift+Tab wrap; Escape returns focus to
 * the menu button.
 */
async function expectMenuKeyboard(page: Page, locale: Locale) {
  const words = ui[locale];
  const open = page.getByRole('button', { name: words.menu.open });
  const menu = page.getByRole('dialog', { name: words.menu.dialog });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await menu.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await expect(menu.getByRole('button', { name: words.menu.close })).toBeFocused();
  // The page behind is shut out for a screen reader too (from the task after the menu's first frame), and given back
  // when the menu closes.
  await expect
    .poll(() => reachableBeside(page, '#mobile-menu'), { message: 'reachable beside the open menu' })
    .toEqual([]);

  const stops = await menu.evaluate(
    (el) => [...el.querySelectorAll('a[href], button')].filter((s) => (s as HTMLElement).checkVisibility()).length,
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
}

/** Tab crosses the header from left to right: Call, then Book, then the language switch (no switch on a phone). */
async function expectHeaderTabOrder(page: Page, width: number) {
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
}

for (const { locale, home } of locales) {
  test.describe(`${locale} on a phone (390 px)`, () => {
    test.use(phone);

    test('the header, the mobile menu and the video player by keyboard', async ({ page, thirdPartyRequests }) => {
      void thirdPartyRequests; // YouTube's frame is answered by the stub
      await serveVideoThumbnails(page);
      await page.goto(home);
      // The header first, as the page starts; the menu is closed again (Escape) before the video.
      await test.step(HEADER_STEP, () => expectHeaderTabOrder(page, phone.viewport.width));
      await test.step(MENU_STEP, () => expectMenuKeyboard(page, locale));
      await test.step(VIDEO_STEP, () => expectFocusOnPlayer(page, locale));
    });
  });

  test.describe(`${locale} mobile menu at 320 px`, () => {
    test.use({ ...phone, viewport: { width: 320, height: 844 } });

    test(MENU_STEP, async ({ page }) => {
      await page.goto(home);
      await expectMenuKeyboard(page, locale);
    });
  });

  test.describe(`${locale} on a desktop (1280 px)`, () => {
    test.use(desktop);

    test('the header and the video player by keyboard', async ({ page, thirdPartyRequests }) => {
      void thirdPartyRequests; // YouTube's frame is answered by the stub
      await serveVideoThumbnails(page);
      await page.goto(home);
      await test.step(HEADER_STEP, () => expectHeaderTabOrder(page, desktop.viewport.width));
      await test.step(VIDEO_STEP, () => expectFocusOnPlayer(page, locale));
    });
  });

  test.describe(`${locale} header at 768 px`, () => {
    test.use({ ...desktop, viewport: { width: 768, height: 800 } });

    test(HEADER_STEP, async ({ page }) => {
      await page.goto(home);
      await expectHeaderTabOrder(page, 768);
    });
  });
}
