import { locations } from '@/content/locations';
import { galleryImages } from '@/content/gallery';
import { homeServiceCategoriesIn } from '@/content/home-services';
import { catalogCopy, serviceNames, servicePath } from '@/content/services';
import { contactTeasers, homeCopy, spanishPromise } from '@/content/pages/home';
import { site } from '@/content/site';
import { ui } from '@/content/ui';
import { groupHours } from '@/lib/format/hours';
import { testimonialLabel, testimonialsOn } from '@/content/testimonials';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  bookingDialog,
  expect,
  forgetLayoutShifts,
  layoutShifts,
  serveVideoThumbnails,
  settle,
  slideNumber,
  test,
  watchLayoutShifts,
} from './fixtures';
import { devices } from './devices';
import { HOME_SECTIONS } from '../scripts/page-checks-home';

/** The home carousel's testimonials. */
const testimonials = testimonialsOn('home', 'en');

/** Distance of a section's top from the top of the viewport. */
const topOf = (page: Page, id: string) =>
  page.evaluate((i) => Math.round(document.getElementById(i)!.getBoundingClientRect().top), id);
const expectLandedAt80 = (page: Page, id: string) =>
  expect.poll(() => topOf(page, id), { timeout: 8000 }).toBeGreaterThanOrEqual(78);
async function expectSettledAt80(page: Page, id: string) {
  await expect.poll(async () => Math.abs((await topOf(page, id)) - 80), { timeout: 8000 }).toBeLessThanOrEqual(2);
}

/** Width of the page → testimonial cards the carousel shows side by side. */
const CARDS_PER_VIEW = [
  [1280, 3],
  [900, 2],
  [390, 1],
] as const;

/** Testimonial cards wholly inside the carousel's box. */
const cardsInView = (page: Page) =>
  page.locator('.testimonial-swiper').evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [...el.querySelectorAll('.swiper-slide')].filter((s) => {
      const r = s.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });

/** The carousel shows `perView` cards, from the server layout before Swiper attaches and with Swiper after. */
async function expectCardsPerView(page: Page, perView: number) {
  expect(await cardsInView(page)).toBe(perView); // before Swiper, from the server layout
  await expect(page.getByTestId('testimonial-carousel')).toHaveAttribute('data-ready', 'true');
  await expect.poll(() => cardsInView(page)).toBe(perView);
}

/**
 * Each test below is one load of a page (or a short chain of loads where the path between pages is what is checked),
 * with a step per behaviour checked on it, in an order where no step spoils the state a later one starts from.
 */

test.describe('away from the home page and back', () => {
  // What the static HTML holds (every section in order, every tab panel, the gallery, the testimonials, one h1, the
  // size a phone downloads) is checked over out/ by `npm run check:pages`.
  test('/contact and /es/contact, the footer link to /#gallery, then the home contact section and its link to /es', async ({
    page,
  }) => {
    await test.step('/es/contact does not tell Spanish speakers "Hablamos español"', async () => {
      await page.goto('/es/contact');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(spanishPromise.promise)).toHaveCount(0);
    });

    await test.step('/contact tells Spanish speakers "Hablamos español" and links to the Spanish home', async () => {
      await page.goto('/contact');
      const reach = page.locator('#reach-us');
      await expect(reach.getByText(spanishPromise.promise, { exact: true })).toHaveAttribute('lang', 'es');
      await expect(reach.getByRole('link', { name: spanishPromise.link })).toHaveAttribute('hreflang', 'es');
      await expect(reach.getByRole('link', { name: spanishPromise.link })).toHaveAttribute('href', '/es');
    });

    await test.step('from another page, /#gallery lands on the gallery 80 px below the top', async () => {
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Gallery' }).click();
      await expect(page).toHaveURL(/\/#gallery$/);
      await expectLandedAt80(page, 'gallery');
      await expectSettledAt80(page, 'gallery');
    });

    await test.step('contact has the big booking button, the review link, a video, its service teasers and View All Services', async () => {
      const section = page.locator('#contact');
      await section.getByRole('link', { name: 'Book Your Appointment' }).click();
      await expect(bookingDialog(page).title).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(section.getByRole('link', { name: /Leave a review on/ })).toHaveAttribute('href', site.reviews.url);
      await expect(
        section.getByRole('button', { name: /Play video/ }).or(section.getByText(ui.en.video.unavailable)),
      ).toBeVisible();
      await expect(section.locator('ul > li h3')).toHaveText(
        contactTeasers.map((slug) => catalogCopy.en.services[slug].name),
      );
      await expect(section.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
    });

    await test.step('the English home tells Spanish speakers "Hablamos español" and links to the Spanish home', async () => {
      const contact = page.locator('#contact');
      await expect(contact.getByText(spanishPromise.promise, { exact: true })).toHaveAttribute('lang', 'es');
      const link = contact.getByRole('link', { name: spanishPromise.link });
      await expect(link).toHaveAttribute('hreflang', 'es');
      await link.click();
      await expect(page).toHaveURL('/es');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeCopy.es.hero.title);
    });
  });
});

test.describe('home on a desktop', () => {
  const desktop = devices[1];
  test.use(desktop.use);

  test('a load of /: first viewport, the pill, reveal, the carousel attaching, the hero links', async ({
    page,
    thirdPartyRequests,
    consoleErrors,
  }) => {
    await watchLayoutShifts(page);
    await page.goto('/');
    const pill = page.locator('.glow-pill');

    // First: nothing below the first screen has been reached yet.
    await test.step('the first viewport makes no third-party request and has no layout shift', async () => {
      expect(await layoutShifts(page)).toEqual([]);
      expect(thirdPartyRequests).toEqual([]);
      // The hero image is the preloaded, sized LCP element.
      const hero = page.locator('#hero img').first();
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect(hero).toHaveAttribute('width', /\d+/);
      await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
        'imagesrcset',
        /hero\/home-1600\.avif 1600w/,
      );
      expect(consoleErrors.filter((e) => !e.includes('404 (Not Found)'))).toEqual([]);
    });

    // Early: the highlight turns five times after load and is then no longer a running animation.
    await test.step('the pill turns on the compositor: its highlight animates only properties the compositor runs', async () => {
      await pill.scrollIntoViewIfNeeded();
      await expect(pill).toBeInViewport();
      // A highlight animated on the main thread (a custom property, a gradient's angle) restyles and repaints every
      // frame; transforms and opacity run on the compositor. Read from the running animation's keyframes, not a clock.
      const animated = await pill.evaluate((el) =>
        el.getAnimations({ subtree: true }).map((animation) => ({
          target: (animation.effect as KeyframeEffect).pseudoElement ?? 'element',
          properties: [
            ...new Set(
              (animation.effect as KeyframeEffect)
                .getKeyframes()
                .flatMap((frame) =>
                  Object.keys(frame).filter(
                    (key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key),
                  ),
                ),
            ),
          ],
        })),
      );
      expect(animated.map((a) => a.target)).toContain('::before');
      for (const { target, properties } of animated)
        expect(
          properties.filter((p) => !['transform', 'translate', 'rotate', 'scale', 'opacity'].includes(p)),
          `${target} animates off the compositor`,
        ).toEqual([]);
    });

    await test.step('an element fades in once when 10 % is visible, then stays', async () => {
      const item = page.locator('#locations .reveal').first();
      await expect(item).toHaveAttribute('data-revealed', 'false');
      expect(await item.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
      await item.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await expect(item).toHaveAttribute('data-revealed', 'true');
      await expect.poll(() => item.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await settle(page);
      await expect(item).toHaveAttribute('data-revealed', 'true');
    });

    await test.step('Swiper loads only when the section nears the viewport', async () => {
      const carousel = page.getByTestId('testimonial-carousel');
      await settle(page);
      await expect(carousel).toHaveAttribute('data-ready', 'false');
      // The scroll that brings the carousel near is the one of the step below.
      await test.step('the testimonial carousel keeps the layout still when Swiper attaches', async () => {
        await expect(carousel).toHaveAttribute('data-ready', 'false');
        await settle(page);
        const before = await page.locator('#testimonials').evaluate((el) => el.getBoundingClientRect().height);
        const slideBox = () =>
          page
            .locator('.testimonial-swiper .swiper-slide')
            .first()
            .evaluate((el) => {
              const r = el.getBoundingClientRect();
              return { w: Math.round(r.width), h: Math.round(r.height) };
            });
        const serverSlide = await slideBox();
        // Only what happens from here on counts.
        await forgetLayoutShifts(page);
        await carousel.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await expect(carousel).toHaveAttribute('data-ready', 'true');
        expect(await layoutShifts(page)).toEqual([]);
        const after = await page.locator('#testimonials').evaluate((el) => el.getBoundingClientRect().height);
        expect(Math.abs(after - before)).toBeLessThan(2);
        const swiperSlide = await slideBox();
        expect(Math.abs(swiperSlide.w - serverSlide.w)).toBeLessThanOrEqual(1);
      });
      await expect(page.locator('.testimonial-swiper.swiper-initialized')).toHaveCount(1);
    });

    await test.step('Book Your Session opens the booking dialog titled "Book Your Appointment"', async () => {
      await page.getByRole('link', { name: 'Book Your Session' }).click();
      await expect(bookingDialog(page, 'Book Your Appointment').title).toBeVisible();
      // Closed again, as the visitor would, for the steps below.
      await page.keyboard.press('Escape');
      await expect(bookingDialog(page).panel).toBeHidden();
    });

    await test.step('Explore Services scrolls smoothly to services with an 80 px offset; the scroll-down button goes to about', async () => {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.getByRole('link', { name: 'Explore Services' }).click();
      await expectSettledAt80(page, 'services');
      await expect(page).toHaveURL(/#services$/);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.getByRole('link', { name: 'Scroll down to About' }).click();
      await expectSettledAt80(page, 'about');
    });

    // Last: it turns on the visitor's reduced-motion preference.
    await test.step('the pill button rotates its highlight once per second, pauses on hover, and is static under reduced motion', async () => {
      // The pointer off the pill, which may have come to rest under it.
      await page.mouse.move(0, 0);
      await pill.scrollIntoViewIfNeeded();
      await expect(pill).toBeVisible();
      const anim = () =>
        pill.evaluate((el) => {
          const highlight = getComputedStyle(el, '::before');
          return {
            name: highlight.animationName,
            duration: highlight.animationDuration,
            state: highlight.animationPlayState,
          };
        });
      await expect.poll(anim).toEqual({ name: 'glow-rotate', duration: '1s', state: 'running' });
      // It and the hero's bouncing arrow stop by themselves within five seconds (WCAG 2.2.2: nothing moves longer
      // unless the visitor can pause it).
      // Read from the style, not the running animation: a finished one is no longer listed, and a busy machine may
      // get here late.
      const lasts = await page.evaluate(() =>
        ['.glow-pill', '.scroll-down'].map((selector) => {
          const style = getComputedStyle(document.querySelector(selector)!, '::before');
          return parseFloat(style.animationDuration) * Number(style.animationIterationCount);
        }),
      );
      expect(
        lasts.every((seconds) => seconds > 0 && seconds <= 5),
        `seconds of motion: ${lasts.join(', ')}`,
      ).toBe(true);
      await pill.hover();
      expect((await anim()).state).toBe('paused');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect((await anim()).name).toBe('none');
    });
  });

  test('/#services: the education video, the services tabs, the locations and Book Now', async ({
    page,
    thirdPartyRequests,
    cspViolations,
  }) => {
    await serveVideoThumbnails(page);
    await page.goto('/#services');

    await test.step('one tab per category, the first selected, each panel with its cards, Learn More and Book Now', async () => {
      const categories = homeServiceCategoriesIn('en');
      const last = categories.length - 1;
      const tabs = page.getByRole('tablist', { name: 'Service categories' }).getByRole('tab');
      await expect(tabs).toHaveText(categories.map((c) => c.label));
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel');
      await expect(panel).toHaveCount(1);
      const first = categories[0]!;
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText(first.cards.map((c) => c.title));
      const linked = first.cards.find((c) => c.slug)!;
      await expect(panel.getByText(linked.duration).first()).toBeVisible();
      await expect(panel.getByRole('link', { name: `Book Now: ${linked.title}` })).toBeVisible();
      await expect(panel.getByRole('link', { name: `Learn More about ${linked.title}` })).toHaveAttribute(
        'href',
        servicePath(linked.slug!),
      );

      // A medical card names who performs it (the injectables' tab).
      const medical = categories.findIndex((c) => c.cards.some((card) => card.slug === 'botox'));
      if (medical >= 0) {
        await tabs.nth(medical).click();
        await expect(tabs.nth(medical)).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(
          categories[medical]!.cards.map((c) => c.title),
        );
        await expect(
          page.getByRole('tabpanel').getByText(site.medical.en.injector.replace(/^an? /, '')).first(),
        ).toBeVisible();
      }

      // Arrow keys move between tabs, wrapping around, and Home and End jump to the first and last tab.
      await tabs.nth(last - 1).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(last)).toBeFocused();
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(
        categories[last]!.cards.map((c) => c.title),
      );
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(0)).toBeFocused();
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await expect(tabs.nth(last)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(tabs.nth(0)).toBeFocused();
      // Only the selected tab is in the tab order, and it names the panel it controls.
      expect(await tabs.evaluateAll((els) => els.map((el) => el.getAttribute('tabindex')))).toEqual(
        categories.map((_, i) => (i === 0 ? '0' : '-1')),
      );
      const controls = await tabs.nth(0).getAttribute('aria-controls');
      await expect(page.getByRole('tabpanel')).toHaveAttribute('id', controls!);
      await expect(page.getByRole('tabpanel')).toHaveAccessibleName(first.label);

      // Hidden panels are in the DOM, only hidden.
      await expect(page.locator('[data-category]')).toHaveCount(categories.length);
      await expect(page.locator('#services h3')).toHaveCount(categories.flatMap((c) => c.cards).length);

      // Learn More links reach the service pages the cards name.
      const hrefs = await page
        .locator('#services a[href^="/services/"]')
        .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))].sort());
      expect(hrefs).toEqual(
        [
          ...new Set(categories.flatMap((c) => c.cards.flatMap((card) => (card.slug ? [servicePath(card.slug)] : [])))),
        ].sort(),
      );
    });

    await test.step('locations: a card per area with description, image, its services and a link', async () => {
      const cards = page.locator('#locations article');
      await expect(cards).toHaveCount(locations.length);
      for (const [i, area] of locations.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(area.name);
        await expect(card.getByRole('link')).toHaveAttribute('href', `/locations/${area.slug}`);
        await expect(card.getByRole('listitem')).toHaveText(area.services.map((slug) => serviceNames.en[slug]));
        await expect(card.locator('img')).toHaveCount(1);
      }
    });

    // After the tabs: the player takes focus once it has loaded, which would take the tabs' key presses.
    await test.step('the facade swaps in a youtube-nocookie embed with autoplay on click', async () => {
      const play = page.getByRole('button', { name: `Play video: ${site.videos.skincareEducation.title}` });
      await expect(play).toBeVisible();
      await expect(page.locator('#education iframe')).toHaveCount(0);
      await play.click();
      const iframe = page.locator('#education iframe');
      await expect(iframe).toHaveAttribute(
        'src',
        `https://www.youtube-nocookie.com/embed/${site.videos.skincareEducation.id}?autoplay=1&rel=0`,
      );
      await expect(iframe).toHaveAttribute('title', site.videos.skincareEducation.title);
      // The CSP allows the thumbnail host and the youtube-nocookie frame.
      await expect
        .poll(() => thirdPartyRequests.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/')))
        .toBe(true);
      expect(await cspViolations()).toEqual([]);
    });

    // The first tab is selected again (Home, above).
    await test.step('Book Now opens the booking dialog', async () => {
      const card = homeServiceCategoriesIn('en')[0]!.cards[0]!;
      await page.getByRole('link', { name: `Book Now: ${card.title}` }).click();
      await expect(bookingDialog(page).title).toBeVisible();
    });
  });

  test('/#gallery: the lightbox, a failed video thumbnail, and the photos/videos toggle', async ({
    page,
    thirdPartyRequests,
  }) => {
    void thirdPartyRequests; // the stub answers the thumbnails with an empty 204, like a missing image
    await page.goto('/#gallery');

    await test.step('the lightbox opens on a photo, locks scroll, traps and restores focus, and closes by button or backdrop only', async () => {
      const trigger = page.locator('#gallery [data-lightbox-index="2"]');
      await trigger.click();
      const lightbox = page.getByTestId('lightbox');
      await expect(lightbox).toBeVisible();
      await expect(lightbox.getByText(`${galleryImages[2]!.alt}.`)).toBeVisible();
      await expect(lightbox.getByText('Individual results vary.')).toBeVisible();
      const size = await page.getByTestId('lightbox-backdrop').boundingBox();
      expect(size).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      const y = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 600);
      // The wheel has been handled and any scroll drawn: frames and an idle moment, not a pause.
      await settle(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
      await expectNoAxeViolations(page);

      // Focus stays inside.
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await lightbox.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      // Clicking the image does not close it.
      await lightbox.locator('img').click();
      await expect(lightbox).toBeVisible();
      // The button closes it and focus returns to the photo.
      await page.getByRole('button', { name: 'Close lightbox' }).click();
      await expect(lightbox).toBeHidden();
      await expect(trigger).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

      // The backdrop closes it too, and so does Escape.
      await trigger.click();
      await expect(lightbox).toBeVisible();
      await page.mouse.click(10, 790);
      await expect(lightbox).toBeHidden();
      await trigger.click();
      await expect(lightbox).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
    });

    await test.step('a failed thumbnail says its preview did not load', async () => {
      // Up to the videos section, as a visitor scrolls (a thumbnail is asked for once its video nears the viewport).
      await page.locator('#education').scrollIntoViewIfNeeded();
      await expect(page.locator('#education').getByText(ui.en.video.unavailable)).toBeVisible();
    });

    await test.step('toggles between photos (default) and videos', async () => {
      // From here on the thumbnails arrive; the gallery's videos ask for theirs only once shown.
      await serveVideoThumbnails(page);
      const photosBtn = page.getByRole('button', { name: 'Before & After Photos' });
      const videosBtn = page.getByRole('button', { name: 'Educational Videos' });
      await expect(photosBtn).toHaveAttribute('aria-pressed', 'true');
      const grid = page.locator('#gallery').getByTestId('lightbox-grid');
      await expect(grid.locator('img')).toHaveCount(galleryImages.length);
      await expect(grid).toBeVisible();
      await videosBtn.click();
      await expect(videosBtn).toHaveAttribute('aria-pressed', 'true');
      await expect(grid).toBeHidden();
      await expect(page.locator('#gallery-videos').getByRole('button', { name: /Play video/ })).toHaveCount(
        Object.keys(site.videos).length,
      );
      await photosBtn.click();
      await expect(grid).toBeVisible();
    });
  });

  test('/#testimonials: lands at the offset, cards per view, Spanish testimonials, swipe, buttons, dots and keys', async ({
    page,
  }) => {
    await page.goto('/#testimonials');
    const carousel = page.getByTestId('testimonial-carousel');
    const counter = page.getByTestId('carousel-counter');
    const total = testimonials.length;

    // First: "before Swiper" is read at once.
    const [width, perView] = CARDS_PER_VIEW.find(([w]) => w === desktop.use.viewport.width)!;
    await test.step(`shows ${perView} card(s) at ${width} px`, async () => {
      await expectCardsPerView(page, perView);
    });

    await test.step('a fresh load of /#testimonials lands at the offset', async () => {
      // The hash scrolls there smoothly, and may correct once more: measure where the carousel rests, not on the way.
      await expectSettledAt80(page, 'testimonials');
      // The pointer rests on the carousel, as the visitor's would before a swipe, so it holds its rotation.
      await page.locator('.testimonial-swiper').hover();
    });

    await test.step('Spanish testimonials are marked lang="es", all rated 5.0 from the review platform', async () => {
      const cards = page.locator('#testimonials [aria-roledescription="slide"]');
      await expect(cards).toHaveCount(testimonials.length);
      await expect(cards.locator('blockquote[lang="es"]')).toHaveCount(
        testimonials.filter((t) => t.lang === 'es').length,
      );
      await expect(cards.first()).toContainText(testimonials[0]!.position);
      await expect(cards.first()).toContainText(testimonialLabel(testimonials[0]!, 'en'));
    });

    await test.step('swiping moves to the next card', async () => {
      const box = (await page.locator('.testimonial-swiper').boundingBox())!;
      const y = box.y + box.height / 2;
      // A drag of three quarters of a card (a quarter of the carousel, which shows three cards here): past Swiper's
      // half-card threshold, well short of a second card. (Half the carousel is 1.5 cards, which rounded either way.)
      await page.mouse.move(box.x + box.width * 0.7, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.55, y, { steps: 8 });
      await page.mouse.move(box.x + box.width * 0.45, y, { steps: 8 });
      await page.mouse.up();
      await expect(counter).toHaveText(`2 of ${total}`);
    });

    await test.step('counter, dots, previous/next buttons and arrow keys, looping both ways', async () => {
      await expect(carousel).toHaveAttribute('data-ready', 'true');
      // Back to the first card, as the visitor would.
      await page.getByRole('button', { name: 'Previous testimonial' }).click();
      await expect(counter).toHaveText(`1 of ${total}`);
      await page.getByRole('button', { name: 'Next testimonial' }).click();
      await expect(counter).toHaveText(`2 of ${total}`);
      await page.getByRole('button', { name: 'Previous testimonial' }).click();
      await expect(counter).toHaveText(`1 of ${total}`);
      await page.getByRole('button', { name: 'Previous testimonial' }).click();
      await expect(counter).toHaveText(`${total} of ${total}`);
      await page.getByRole('button', { name: 'Next testimonial' }).click();
      await expect(counter).toHaveText(`1 of ${total}`);

      const dots = page.getByRole('group', { name: 'Choose a testimonial' }).getByRole('button');
      await expect(dots).toHaveCount(total);
      // A dot in the middle of the row (the owner's testimonials set how many there are).
      const n = Math.ceil(total / 2);
      await dots.nth(n - 1).click();
      await expect(counter).toHaveText(`${n} of ${total}`);
      await expect(dots.nth(n - 1)).toHaveAttribute('aria-current', 'true');

      await carousel.focus();
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(`${slideNumber(n + 1, total)} of ${total}`);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(counter).toHaveText(`${slideNumber(n - 1, total)} of ${total}`);
    });
  });

  test('a fresh load of /#location lands at the offset; the section has hours, phone, e-mail, open-now and a map behind "Show map"', async ({
    page,
    thirdPartyRequests,
  }) => {
    await page.goto('/#location');
    const section = page.locator('#location');

    await test.step('a fresh load of /#location lands at the offset', async () => {
      await expectSettledAt80(page, 'location');
    });

    await test.step('location section has hours, phone, e-mail, the open-now line and a titled map behind "Show map"', async () => {
      await expect(section.locator('iframe')).toHaveCount(0);
      await section.getByTestId('open-now').scrollIntoViewIfNeeded();
      // The hours of content/site.ts, grouped by day as the page shows them.
      for (const group of groupHours(site.hours, ui.en.hours)) {
        await expect(section.getByText(group.label, { exact: true }).first()).toBeVisible();
        await expect(section.getByText(group.hours, { exact: true }).first()).toBeVisible();
      }
      await expect(section.getByRole('link', { name: `Call the studio at ${site.phone.display}` })).toHaveAttribute(
        'href',
        `tel:${site.phone.tel}`,
      );
      await expect(section.getByRole('link', { name: `Email the studio at ${site.email}` })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      );
      await expect(section.getByTestId('open-now')).toHaveText(/Open now|Opens|Closed/);
      // Filled in as it nears the screen: read where it stands, never spoken wherever focus happens to be.
      expect(
        await section.getByTestId('open-now').evaluate((el) => el.closest('[aria-live], [role="status"]')),
        'the open-now line is inside no live region',
      ).toBeNull();
      await expect(section.locator('iframe')).toHaveCount(0);
      expect(
        thirdPartyRequests.filter((url) => url.includes('google.com')),
        'nothing from Google before the ask',
      ).toEqual([]);
      await section.getByRole('button', { name: 'Show map' }).click();
      await expect(section.locator('iframe')).toHaveAttribute('title', site.map.title);
    });
  });

  test('a missing target is retried, then only logs a warning', async ({ page, consoleErrors, thirdPartyRequests }) => {
    void thirdPartyRequests;
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await page.goto('/#nowhere');
    await expect.poll(() => warnings).toContain('Scroll target "#nowhere" not found after 5 attempts');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Prefetches of pages built by other branches 404 until they are merged; anything else is an error.
    expect(consoleErrors.filter((e) => !e.includes('404 (Not Found)'))).toEqual([]);
  });
});

// A load of its own per width: the count "before Swiper" is of the page as it first lays out at that width.
for (const [width, perView] of CARDS_PER_VIEW.filter(([w]) => w !== devices[1].use.viewport.width)) {
  test(`the testimonial carousel shows ${perView} card(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/#testimonials');
    await expectCardsPerView(page, perView);
  });
}

test('content is visible under reduced motion without scrolling', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  expect(
    await page
      .locator('#locations .reveal')
      .first()
      .evaluate((el) => getComputedStyle(el).opacity),
  ).toBe('1');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every section and revealed content is visible', async ({ page }) => {
    await page.goto('/');
    for (const id of HOME_SECTIONS) await expect(page.locator(`#${id}`)).toBeAttached();
    expect(
      await page
        .locator('#locations .reveal')
        .first()
        .evaluate((el) => getComputedStyle(el).opacity),
    ).toBe('1');
    await expect(page.locator('#testimonials [aria-roledescription="slide"] blockquote').first()).toBeVisible();
  });
});
