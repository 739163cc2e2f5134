/**
 * The home testimonial carousel as the visitor controls it, on a phone and on a desktop: a visible Stop/Start
 * button, rotation that stops for good once they use any control, pauses while they point at or focus it, and
 * never starts for a visitor who prefers reduced motion. The page's clock is faked, so "5 seconds later" is
 * exact and quick.
 */
import { homeCopy } from '@/content/pages/home';
import { testimonialsOn } from '@/content/testimonials';
import { fill } from '@/lib/format/locale';
import type { Page } from '@playwright/test';
import { devices, swipe } from './devices';
import { expect, test } from './fixtures';

/** The home carousel's testimonials. */
const testimonials = testimonialsOn('home');

const total = testimonials.length;
const ROTATION_MS = 5000;
const STOP = 'Stop automatic slide show';
const START = 'Start automatic slide show';

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

for (const device of devices) {
  test.describe(`testimonial carousel on a ${device.name}`, () => {
    test.use(device.use);

    test('every slide is labelled "n of N"; the carousel has a visible Stop button and turns every 5 seconds', async ({
      page,
    }) => {
      await openCarousel(page);
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
      await wait(page, ROTATION_MS - 100);
      await expect(counter(page)).toHaveText(`1 of ${total}`);
      await wait(page, 200);
      await expect(counter(page)).toHaveText(`2 of ${total}`);
      await wait(page, ROTATION_MS);
      await expect(counter(page)).toHaveText(`3 of ${total}`);
      // Turning by itself, it says nothing.
      await expect(page.getByTestId('carousel-announcement')).toHaveText('');
    });

    test('Stop stops the rotation and becomes Start; Start turns it on again', async ({ page }) => {
      await openCarousel(page);
      await leave(page);
      await page.getByRole('button', { name: STOP }).click();
      const start = page.getByRole('button', { name: START });
      await expect(start).toBeVisible();
      await leave(page);
      await wait(page, ROTATION_MS * 3);
      await expect(counter(page)).toHaveText(`1 of ${total}`);
      await start.click();
      await expect(page.getByRole('button', { name: STOP })).toBeFocused();
      await page.mouse.move(5, 5);
      // Focus on the Start/Stop button itself does not hold the rotation the visitor just asked for.
      await wait(page, ROTATION_MS + 100);
      await expect(counter(page)).toHaveText(`2 of ${total}`);
    });

    const controls: { name: string; use: (page: Page) => Promise<void>; shows: number }[] = [
      { name: 'Next', use: (page) => page.getByRole('button', { name: 'Next testimonial' }).click(), shows: 2 },
      {
        name: 'Previous',
        use: (page) => page.getByRole('button', { name: 'Previous testimonial' }).click(),
        shows: total,
      },
      {
        name: 'a dot',
        use: (page) => page.getByRole('button', { name: `Show testimonial 5 of ${total}` }).click(),
        shows: 5,
      },
      {
        name: 'the arrow keys',
        use: async (page) => {
          await page.getByTestId('testimonial-carousel').focus();
          await page.keyboard.press('ArrowRight');
        },
        shows: 2,
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
        shows: 2,
      },
    ];
    for (const control of controls) {
      test(`using ${control.name} stops the rotation for good`, async ({ page }) => {
        await openCarousel(page);
        await control.use(page);
        await wait(page, 100); // Swiper moves on the next animation frame
        await expect(counter(page)).toHaveText(`${control.shows} of ${total}`);
        // A screen reader hears where it is, the words and who wrote them, and the slide shown is the current one.
        const shown = testimonials[control.shows - 1]!;
        await expect(page.getByTestId('carousel-announcement')).toHaveText(
          `${control.shows} of ${total}: “${shown.text}” ${shown.name}`,
        );
        await expect(page.locator('#testimonials [aria-current="true"][aria-roledescription="slide"]')).toHaveAttribute(
          'aria-label',
          `${control.shows} of ${total}`,
        );
        await expect(page.getByRole('button', { name: START })).toBeVisible();
        await leave(page);
        await wait(page, ROTATION_MS * 4);
        await expect(counter(page)).toHaveText(`${control.shows} of ${total}`);
      });
    }

    test('pauses while focus is inside and goes on once it leaves', async ({ page }) => {
      await openCarousel(page);
      await leave(page);
      await page.getByRole('button', { name: 'Next testimonial' }).focus();
      await wait(page, ROTATION_MS * 3);
      await expect(counter(page)).toHaveText(`1 of ${total}`);
      await page.getByRole('button', { name: 'Next testimonial' }).blur();
      await wait(page, ROTATION_MS + 100);
      await expect(counter(page)).toHaveText(`2 of ${total}`);
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

test.describe('testimonial carousel with a mouse', () => {
  test.use(devices[1].use);

  test('pauses while the pointer is over it and goes on once it leaves', async ({ page }) => {
    await openCarousel(page);
    await page.locator('.testimonial-swiper').hover();
    await wait(page, ROTATION_MS * 3);
    await expect(counter(page)).toHaveText(`1 of ${total}`);
    await page.mouse.move(5, 5);
    await wait(page, ROTATION_MS + 100);
    await expect(counter(page)).toHaveText(`2 of ${total}`);
    await expect(page.getByRole('button', { name: STOP })).toBeVisible();
  });
});

test('on the Spanish home the carousel and its controls are named in Spanish ("n de N", Pausar/Reanudar)', async ({
  page,
}) => {
  const words = homeCopy.es.testimonials.carousel;
  const of = (n: number, template = words.counter) => fill(template, { n: String(n), total: String(total) });
  const carousel = await openCarousel(page, '/es', of(1));
  await expect(carousel).toHaveAttribute('aria-label', words.label);
  await expect(carousel).toHaveAttribute('aria-roledescription', words.role);
  const slides = page.locator(`#testimonials [aria-roledescription="${words.slideRole}"]`);
  await expect(slides).toHaveCount(total);
  const labels = await slides.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  expect([...labels].sort()).toEqual(Array.from({ length: total }, (_, i) => of(i + 1)).sort());
  await leave(page);
  await page.getByRole('button', { name: words.next }).click();
  await wait(page, 400); // the page's clock is stopped: let the 300 ms slide finish
  await expect(counter(page)).toHaveText(of(2));
  await expect(page.getByRole('button', { name: words.start })).toBeVisible();
  await page
    .getByRole('group', { name: words.dots })
    .getByRole('button', { name: of(5, words.dot) })
    .click();
  await wait(page, 400);
  await expect(counter(page)).toHaveText(of(5));
  await page.getByRole('button', { name: words.previous }).click();
  await wait(page, 400);
  await expect(counter(page)).toHaveText(of(4));
  await page.getByRole('button', { name: words.start }).click();
  await expect(page.getByRole('button', { name: words.stop })).toBeVisible();
});
