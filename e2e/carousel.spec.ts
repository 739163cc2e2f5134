/**
 * The home testimonial carousel as the visitor controls it, on a phone and on a desktop: a visible Stop/Start
 * button, rotation that stops for good once they use any control, pauses while they point at or focus it (focus on
 * any of its controls holds it, in English and Spanish), and never starts for a visitor who prefers reduced motion.
 * The page's clock is faked, so "5 seconds later" is exact and quick.
 *
 * One load of the page per device and language, with a step per behaviour: first those that need the rotation as
 * the page starts it, then Stop/Start, then each control that stops it for good (the visitor presses Start again
 * before the next one).
 */
import { homeCopy } from '@/content/pages/home';
import { testimonialsOn } from '@/content/testimonials';
import { fill, type Locale } from '@/lib/format/locale';
import type { Locator, Page } from '@playwright/test';
import { devices, swipe } from './devices';
import { expect, slideNumber, test } from './fixtures';

/** The home carousel's testimonials, in the order the English home lists them. */
const testimonials = testimonialsOn('home', 'en');

const total = testimonials.length;
const ROTATION_MS = 5000;
const STOP = 'Stop automatic slide show';
const START = 'Start automatic slide show';

/** Slide n of the home carousel, counted round the loop. */
const slide = (n: number) => slideNumber(n, total);

/**
 * Opens home at the carousel with Swiper attached and the page's clock stopped, the counter at "1 of N" and the
 * pointer over the carousel (so no rotation is under way: the 5 seconds start counting when it leaves).
 */
async function openCarousel(page: Page, home = '/', counterText = `1 of ${total}`) {
  await page.clock.install();
  await page.goto(`${home}#testimonials`);
  const carousel = page.getByTestId('testimonial-carousel');
  await expect(carousel).toHaveAttribute('data-ready', 'true');
  // Wait until the page has stopped scrolling to #testimonials (a smooth scroll, corrected at scrollend, slower on a
  // busy machine): a touch that lands during a scroll stops the scroll instead of reaching the carousel.
  let lastY = Number.NaN;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const still = y === lastY;
        lastY = y;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
  await page.locator('.testimonial-swiper').hover();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await expect(page.getByTestId('carousel-counter')).toHaveText(counterText);
  return carousel;
}

/** Lets `ms` of the page's time pass (timers included). */
const wait = (page: Page, ms: number) => page.clock.runFor(ms);
const counter = (page: Page) => page.getByTestId('carousel-counter');

/** Moves the pointer and focus out of the carousel. */
async function leave(page: Page) {
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * Focus on any of the carousel's controls holds the slides for 9 s; they move again 5 s after it leaves. Starts with
 * slide `shown` on view, the rotation on and the pointer away; returns the slide on view at the end.
 */
async function expectFocusHolds(page: Page, locale: Locale, shown: number) {
  const copy = homeCopy[locale].testimonials.carousel;
  const of = (template: string, n: number) => fill(template, { n: String(n), total: String(total) });
  const controls: { name: string; get: (page: Page) => Locator }[] = [
    { name: copy.stop, get: (page) => page.getByRole('button', { name: copy.stop }) },
    { name: copy.previous, get: (page) => page.getByRole('button', { name: copy.previous }) },
    { name: copy.next, get: (page) => page.getByRole('button', { name: copy.next }) },
    { name: 'a dot', get: (page) => page.getByRole('button', { name: of(copy.dot, total) }) },
    { name: 'the carousel itself', get: (page) => page.getByTestId('testimonial-carousel') },
  ];
  const carousel = page.getByTestId('testimonial-carousel');
  // Where Swiper puts the row of slides (its target, not a frame of the 300 ms slide).
  const position = () => page.locator('.testimonial-swiper .swiper-wrapper').evaluate((el) => el.style.transform);
  await expect(counter(page)).toHaveText(of(copy.counter, shown));

  for (const control of controls) {
    await control.get(page).focus();
    await expect(control.get(page)).toBeFocused();
    const before = await position();
    await page.clock.runFor(9000);
    await expect(counter(page), `the slides moved while focus was on ${control.name}`).toHaveText(
      of(copy.counter, shown),
    );
    expect(await position()).toBe(before);
    // The rotation was only held: once focus leaves, it turns again.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5100);
    shown = slide(shown + 1);
    await expect(counter(page)).toHaveText(of(copy.counter, shown));
  }

  // Tab onto the Stop button from the carousel region, as a keyboard user arrives there.
  await carousel.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: copy.stop })).toBeFocused();
  await page.clock.runFor(9000);
  await expect(counter(page)).toHaveText(of(copy.counter, shown));
  return shown;
}

/** How far on the dot the visitor uses is: four slides, or the last one when there are fewer. */
const dotStep = Math.min(4, total - 1);

/** How the visitor uses each control, and the slide it shows when used on slide `from`. */
const controls: { name: string; use: (page: Page, from: number) => Promise<void>; shows: (from: number) => number }[] =
  [
    {
      name: 'Next',
      use: (page) => page.getByRole('button', { name: 'Next testimonial' }).click(),
      shows: (from) => slide(from + 1),
    },
    {
      name: 'Previous',
      use: (page) => page.getByRole('button', { name: 'Previous testimonial' }).click(),
      shows: (from) => slide(from - 1),
    },
    {
      name: 'a dot',
      // A dot a few slides on (from the first slide, the fifth when there are five or more).
      use: (page, from) =>
        page.getByRole('button', { name: `Show testimonial ${slide(from + dotStep)} of ${total}` }).click(),
      shows: (from) => slide(from + dotStep),
    },
    {
      name: 'the arrow keys',
      use: async (page) => {
        await page.getByTestId('testimonial-carousel').focus();
        await page.keyboard.press('ArrowRight');
      },
      shows: (from) => slide(from + 1),
    },
    {
      name: 'a swipe',
      use: async (page) => {
        const box = (await page.locator('.testimonial-swiper').boundingBox())!;
        const y = box.y + box.height / 2;
        // Past Swiper's half-card threshold (three cards show on a desktop, one on a phone), short of a second card.
        const cards = box.width > 1000 ? 3 : 1;
        await swipe(page, { x: box.x + box.width * 0.8, y }, { x: box.x + box.width * (0.8 - 0.75 / cards), y });
      },
      shows: (from) => slide(from + 1),
    },
  ];

for (const device of devices) {
  test.describe(`testimonial carousel on a ${device.name}`, () => {
    test.use(device.use);

    test('rotation, pausing on focus and pointer, Stop/Start, and every control stopping it for good', async ({
      page,
    }) => {
      await openCarousel(page);
      /** The slide on view. */
      let shown = 1;

      await test.step('every slide is labelled "n of N"; the carousel has a visible Stop button and turns every 5 seconds', async () => {
        const slides = page.locator('#testimonials [aria-roledescription="slide"]');
        await expect(slides).toHaveCount(total);
        const labels = await slides.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
        expect([...labels].sort()).toEqual(Array.from({ length: total }, (_, i) => `${i + 1} of ${total}`).sort());
        // Each slide holds the client's words and the caption naming them.
        await expect(slides.locator('> blockquote')).toHaveCount(total);
        const captions = await slides
          .locator('> p:last-child')
          .evaluateAll((els) => els.map((el) => el.textContent?.split('\n')[0]));
        expect([...captions].sort()).toEqual(testimonials.map((t) => t.name).sort());
        await leave(page);
        await expect(page.getByRole('button', { name: STOP })).toBeVisible();
        // The control that stops the movement comes before the slides it moves, in reading order as in Tab order.
        expect(
          await page
            .getByRole('button', { name: STOP })
            .evaluate(
              (stop, first) => Boolean(stop.compareDocumentPosition(first!) & Node.DOCUMENT_POSITION_FOLLOWING),
              await slides.first().elementHandle(),
            ),
          'Stop comes before the first slide',
        ).toBe(true);
        await wait(page, ROTATION_MS - 100);
        await expect(counter(page)).toHaveText(`1 of ${total}`);
        await wait(page, 200);
        await expect(counter(page)).toHaveText(`2 of ${total}`);
        await wait(page, ROTATION_MS);
        await expect(counter(page)).toHaveText(`3 of ${total}`);
        // Turning by itself, it says nothing.
        await expect(page.getByTestId('carousel-announcement')).toHaveText('');
        shown = 3;
      });

      await test.step('pauses while focus is inside and goes on once it leaves', async () => {
        await leave(page);
        await page.getByRole('button', { name: 'Next testimonial' }).focus();
        await wait(page, ROTATION_MS * 3);
        await expect(counter(page)).toHaveText(`${shown} of ${total}`);
        await page.getByRole('button', { name: 'Next testimonial' }).blur();
        await wait(page, ROTATION_MS + 100);
        shown = slide(shown + 1);
        await expect(counter(page)).toHaveText(`${shown} of ${total}`);
      });

      // A phone has no pointer to rest on the carousel.
      if (!device.use.hasTouch)
        await test.step('with a mouse: pauses while the pointer is over it and goes on once it leaves', async () => {
          await page.locator('.testimonial-swiper').hover();
          await wait(page, ROTATION_MS * 3);
          await expect(counter(page)).toHaveText(`${shown} of ${total}`);
          await page.mouse.move(5, 5);
          await wait(page, ROTATION_MS + 100);
          shown = slide(shown + 1);
          await expect(counter(page)).toHaveText(`${shown} of ${total}`);
          await expect(page.getByRole('button', { name: STOP })).toBeVisible();
        });

      await test.step('focus on any of its controls holds the slides for 9 s; they move again 5 s after it leaves', async () => {
        await page.mouse.move(5, 5);
        shown = await expectFocusHolds(page, 'en', shown);
      });

      await test.step('Stop stops the rotation and becomes Start; Start turns it on again', async () => {
        await leave(page);
        await page.getByRole('button', { name: STOP }).click();
        const start = page.getByRole('button', { name: START });
        await expect(start).toBeVisible();
        await leave(page);
        await wait(page, ROTATION_MS * 3);
        await expect(counter(page)).toHaveText(`${shown} of ${total}`);
        await start.click();
        await expect(page.getByRole('button', { name: STOP })).toBeFocused();
        await page.mouse.move(5, 5);
        // Focus on the Start/Stop button itself does not hold the rotation the visitor just asked for.
        await wait(page, ROTATION_MS + 100);
        shown = slide(shown + 1);
        await expect(counter(page)).toHaveText(`${shown} of ${total}`);
      });

      for (const control of controls) {
        await test.step(`using ${control.name} stops the rotation for good`, async () => {
          // The rotation is on (Start, above or after the control before), the pointer back on the carousel.
          await expect(page.getByRole('button', { name: STOP })).toBeVisible();
          await page.locator('.testimonial-swiper').hover();
          const shows = control.shows(shown);
          await control.use(page, shown);
          await wait(page, 100); // Swiper moves on the next animation frame
          await expect(counter(page)).toHaveText(`${shows} of ${total}`);
          // A screen reader hears where it is, the words and who wrote them, and the slide shown is the current one.
          const words = testimonials[shows - 1]!;
          await expect(page.getByTestId('carousel-announcement')).toHaveText(
            `${shows} of ${total}: “${words.text}” ${words.name}`,
          );
          await expect(
            page.locator('#testimonials [aria-current="true"][aria-roledescription="slide"]'),
          ).toHaveAttribute('aria-label', `${shows} of ${total}`);
          await expect(page.getByRole('button', { name: START })).toBeVisible();
          await leave(page);
          await wait(page, ROTATION_MS * 4);
          await expect(counter(page)).toHaveText(`${shows} of ${total}`);
          shown = shows;
          // Turned on again by the visitor for the next control.
          await page.getByRole('button', { name: START }).click();
        });
      }

      await test.step('the dots are one Tab stop, the current one; the arrow keys, Home and End move between them', async () => {
        const dots = page.getByRole('group', { name: 'Choose a testimonial' });
        const current = dots.locator('[aria-current="true"]');
        await page.getByRole('button', { name: 'Next testimonial' }).focus();
        await page.keyboard.press('Tab');
        await expect(current).toBeFocused();
        await expect(current).toHaveAccessibleName(`Show testimonial ${shown} of ${total}`);
        const keys: [string, number][] = [
          ['ArrowRight', slide(shown + 1)],
          ['ArrowLeft', shown],
          ['End', total],
          ['Home', 1],
        ];
        for (const [key, shows] of keys) {
          await page.keyboard.press(key);
          await wait(page, 100); // Swiper moves on the next animation frame
          await expect(counter(page), `after ${key}`).toHaveText(`${shows} of ${total}`);
          await expect(current).toBeFocused();
          await expect(current).toHaveAccessibleName(`Show testimonial ${shows} of ${total}`);
        }
        // Tab leaves the dots at once, past the 24 others.
        await page.keyboard.press('Tab');
        await expect(dots.locator(':focus')).toHaveCount(0);
      });
    });

    test('never starts for a visitor who prefers reduced motion, until they press Start', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openCarousel(page);
      await leave(page);
      const start = page.getByRole('button', { name: START });
      await expect(start).toBeVisible();
      await wait(page, ROTATION_MS * 4);
      await expect(counter(page)).toHaveText(`1 of ${total}`);
      await start.click();
      await leave(page);
      await wait(page, ROTATION_MS + 100);
      await expect(counter(page)).toHaveText(`2 of ${total}`);
    });
  });
}

test.describe('the Spanish home', () => {
  const words = homeCopy.es.testimonials.carousel;
  const of = (n: number, template = words.counter) => fill(template, { n: String(n), total: String(total) });
  /** The Spanish home's testimonials, in its order (those written in Spanish first, content/testimonials.ts). */
  const spanishOrder = testimonialsOn('home', 'es');
  /** What a screen reader hears on moving to slide n: "n de N", the words and who wrote them. */
  const announced = (n: number) => `${of(n)}: “${spanishOrder[n - 1]!.text}” ${spanishOrder[n - 1]!.name}`;

  test.describe('on a desktop', () => {
    test.use(devices[1].use);

    test('focus holds the carousel; it and its controls are named in Spanish ("n de N", Pausar/Reanudar)', async ({
      page,
    }) => {
      const carousel = await openCarousel(page, '/es', of(1));
      let shown = 1;

      await test.step('focus on any of its controls holds the slides for 9 s; they move again 5 s after it leaves', async () => {
        await page.mouse.move(5, 5);
        shown = await expectFocusHolds(page, 'es', shown);
      });

      await test.step('on the Spanish home the carousel and its controls are named in Spanish ("n de N", Pausar/Reanudar)', async () => {
        await expect(carousel).toHaveAttribute('aria-label', words.label);
        await expect(carousel).toHaveAttribute('aria-roledescription', words.role);
        const slides = page.locator(`#testimonials [aria-roledescription="${words.slideRole}"]`);
        await expect(slides).toHaveCount(total);
        const labels = await slides.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
        expect([...labels].sort()).toEqual(Array.from({ length: total }, (_, i) => of(i + 1)).sort());
        // Slide n is the n-th of the Spanish order, words and name ("n de N" numbers that order).
        const byLabel = await slides.evaluateAll((els) =>
          els.map((el) => [el.getAttribute('aria-label'), el.querySelector('blockquote')?.textContent ?? '']),
        );
        expect(Object.fromEntries(byLabel)).toEqual(
          Object.fromEntries(spanishOrder.map((t, i) => [of(i + 1), `“${t.text}”`])),
        );
        await leave(page);
        // The rotation is still on (focus only held it): Next stops it.
        await expect(page.getByRole('button', { name: words.stop })).toBeVisible();
        await page.getByRole('button', { name: words.next }).click();
        await wait(page, 400); // the page's clock is stopped: let the 300 ms slide finish
        shown = slide(shown + 1);
        await expect(counter(page)).toHaveText(of(shown));
        await expect(page.getByTestId('carousel-announcement')).toHaveText(announced(shown));
        await expect(page.getByRole('button', { name: words.start })).toBeVisible();
        // The dot three slides on (from the second slide, the fifth).
        const dot = slide(shown + 3);
        await page
          .getByRole('group', { name: words.dots })
          .getByRole('button', { name: of(dot, words.dot) })
          .click();
        await wait(page, 400);
        await expect(counter(page)).toHaveText(of(dot));
        await expect(page.getByTestId('carousel-announcement')).toHaveText(announced(dot));
        await page.getByRole('button', { name: words.previous }).click();
        await wait(page, 400);
        await expect(counter(page)).toHaveText(of(slide(dot - 1)));
        await expect(page.getByTestId('carousel-announcement')).toHaveText(announced(slide(dot - 1)));
        await page.getByRole('button', { name: words.start }).click();
        await expect(page.getByRole('button', { name: words.stop })).toBeVisible();
      });
    });
  });

  test.describe('on a phone', () => {
    test.use(devices[0].use);

    test('focus on any of its controls holds the slides for 9 s; they move again 5 s after it leaves', async ({
      page,
    }) => {
      await openCarousel(page, '/es', of(1));
      await page.mouse.move(5, 5);
      await expectFocusHolds(page, 'es', 1);
    });
  });
});
