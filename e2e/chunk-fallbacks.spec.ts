import type { Locator, Page, Route } from '@playwright/test';
import { homeCopy } from '@/content/pages/home';
import { bookingFormUrl } from '@/content/site';
import { fill, type Locale } from '@/lib/format/locale';
import { startupScripts } from '../scripts/startup-scripts';
import { expect, serveVideoThumbnails, test } from './fixtures';

/**
 * Every control that loads its code on demand, when that code does not arrive after the page has loaded: the
 * connection drops (the request is aborted) or a new deploy has replaced the hashed files (404). Each control must
 * do what it does without JavaScript, and the page must never turn into the error page. A console error is fine.
 *
 * A control's code is recognised by what its chunk contains, not by its (hashed) name. Some code is fetched as soon
 * as the page is idle after hydration, so the failure is in place before the page is opened: it hits every chunk but
 * those the page starts with.
 */
type Failure = 'abort' | '404';
const failures: Failure[] = ['abort', '404'];

const fail = (route: Route, failure: Failure) =>
  failure === 'abort'
    ? route.abort('connectionreset')
    : route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>Not found</title>' });

/**
 * Opens the page and waits for it to be hydrated. Its images and fonts are left out while it loads (the load event,
 * and so hydration, comes sooner; nothing here looks at them), then allowed again for what the taps open.
 */
async function open(page: Page, path: string) {
  const media = /\.(avif|webp|png|jpe?g|woff2)$/;
  await page.route(media, (route) => route.abort());
  await page.goto(path);
  await page.unroute(media);
}

/**
 * Every script chunk of the page at `path` whose text matches `isCode` fails, but for the scripts the page starts with
 * (its startup list): the code it loads after hydration, when idle or at a tap. Call before `open`. Returns the
 * chunks that failed, with their text (to tell whose code each held).
 */
async function failChunks(page: Page, path: string, failure: Failure, isCode: (source: string) => boolean) {
  const startup = new Set(startupScripts(await (await page.request.get(path)).text()));
  expect(startup.size, 'the page lists the scripts it starts with').toBeGreaterThan(0);
  const failed: { chunk: string; source: string }[] = [];
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    try {
      const chunk = new URL(route.request().url()).pathname;
      const response = await route.fetch();
      const source = await response.text();
      if (startup.has(chunk) || !isCode(source)) return await route.fulfill({ response, body: source });
      failed.push({ chunk, source });
      return await fail(route, failure);
    } catch {
      // The test is over and the page closed while the chunk was on its way.
    }
  });
  return failed;
}

/** The error pages (components/layout/route-error-client.tsx, app/global-error.tsx) never appear. */
async function expectNoErrorPage(page: Page) {
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1 }) })).toHaveCount(0);
  await expect(page.locator('main')).toBeVisible();
}

type Control = {
  name: string;
  path: (locale: Locale) => string;
  /** Recognises the chunk that holds the control's code. */
  code: (source: string) => boolean;
  control: (page: Page, locale: Locale) => Locator;
  /** Taps the control and checks what the visitor gets instead of the enhanced version. */
  tapAndExpect: (page: Page, control: Locator, locale: Locale) => Promise<void>;
  /** Scrolls instantly (the carousel's fallback scrolls smoothly otherwise). */
  reducedMotion?: boolean;
};

const prefix = (locale: Locale) => (locale === 'es' ? '/es' : '');

/** Taps a booking link and returns the address of the tab it opened (the provider is stubbed: no network here). */
async function bookingTab(page: Page, link: Locator) {
  await page
    .context()
    .route(`${bookingFormUrl}**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Form</title>' }),
    );
  const popup = page.waitForEvent('popup');
  await link.click();
  const tab = await popup;
  await tab.waitForLoadState('domcontentloaded');
  return tab.url();
}

const controls: Control[] = [
  {
    name: 'Book opens the booking form in a new tab, as its link does',
    path: (l) => prefix(l) || '/',
    code: (s) => s.includes('booking-dialog'),
    control: (page) => page.locator('main a[data-booking]').first(),
    tapAndExpect: async (page, control) => {
      await expect(control).toHaveAttribute('target', '_blank');
      expect(await bookingTab(page, control)).toBe(bookingFormUrl);
      await expect(page.getByTestId('booking-dialog')).toHaveCount(0);
    },
  },
  {
    name: 'Learn More shows the details its link points at, in place',
    path: (l) => `${prefix(l)}/esthetics-services`,
    code: (s) => s.includes('learn-more-dialog'),
    control: (page) => page.locator('main a[aria-haspopup="dialog"][href^="#"]').first(),
    tapAndExpect: async (page, control) => {
      const target = (await control.getAttribute('href'))!;
      await control.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      const details = page.locator(target);
      await expect(details).toBeVisible();
      await expect(details.locator('a[data-booking]')).toBeVisible();
      await expect(page.getByTestId('learn-more-dialog')).toHaveCount(0);
    },
  },
  {
    name: 'a gallery image opens the image file',
    path: (l) => `${prefix(l)}/gallery`,
    code: (s) => s.includes('lightbox-backdrop'),
    control: (page) => page.getByTestId('lightbox-grid').locator('[data-lightbox-index="1"]'),
    tapAndExpect: async (page, control) => {
      await control.click();
      await page.waitForURL(/\/images\/.+\.webp$/);
      expect(await page.evaluate(() => document.contentType)).toBe('image/webp');
    },
  },
  {
    name: 'the hero image tool says it could not load, in the page’s language',
    path: (l) => prefix(l) || '/',
    code: (s) => s.includes('generativelanguage'),
    control: (page) => page.locator('button[aria-controls="hero-tool"]'),
    tapAndExpect: async (page, control, locale) => {
      await control.click();
      await expect(control).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#hero-tool')).toHaveText(homeCopy[locale].heroTool.loadFailed);
    },
  },
  {
    name: 'the testimonial carousel scrolls to the next testimonial without Swiper',
    reducedMotion: true,
    path: (l) => prefix(l) || '/',
    code: (s) => s.includes('swiper-slide-active'),
    control: (page, locale) => page.getByRole('button', { name: homeCopy[locale].testimonials.carousel.next }),
    tapAndExpect: async (page, control, locale) => {
      const words = homeCopy[locale].testimonials.carousel;
      const carousel = page.getByTestId('testimonial-carousel');
      await control.click();
      await expect(page.getByTestId('carousel-counter')).toHaveText(
        new RegExp(`^${fill(words.counter, { n: '2', total: '\\d+' })}$`),
      );
      await expect(carousel).toHaveAttribute('data-ready', 'false');
      // The second slide is scrolled to the start of the row.
      await expect
        .poll(() =>
          carousel
            .locator('.testimonial-swiper')
            .evaluate((row) =>
              Math.abs(row.scrollLeft - (row.querySelectorAll<HTMLElement>('.swiper-slide')[1]?.offsetLeft ?? -1)),
            ),
        )
        .toBeLessThan(2);
    },
  },
];

/**
 * The controls of one page, checked on one load per language and failure: the code of each of them fails (and only
 * theirs), and each is tapped in turn, in the order of `controls`; none of their fallbacks changes what the next one
 * starts from (Book opens another tab, the tool opens above the carousel). Reduced motion, which the carousel's
 * check needs, is on for the whole load when one of them needs it.
 */
const controlsByPage = [...new Set(controls.map((c) => c.path('en')))].map((path) =>
  controls.filter((c) => c.path('en') === path),
);

for (const locale of ['en', 'es'] as const) {
  for (const onPage of controlsByPage) {
    const path = onPage[0]!.path(locale);
    for (const failure of failures) {
      test(`${locale}: ${onPage.map((c) => c.name).join('; ')} (${failure})`, async ({
        page,
        consoleErrors,
        thirdPartyRequests,
      }) => {
        void thirdPartyRequests;
        if (onPage.some((c) => c.reducedMotion)) await page.emulateMedia({ reducedMotion: 'reduce' });
        const failed = await failChunks(page, path, failure, (source) => onPage.some((c) => c.code(source)));
        await open(page, path);
        for (const c of onPage) {
          await test.step(c.name, async () => {
            await c.tapAndExpect(page, c.control(page, locale), locale);
            expect(
              failed.filter(({ source }) => c.code(source)).length,
              'the control asked for its code',
            ).toBeGreaterThan(0);
            if (!page.url().includes('/images/')) await expectNoErrorPage(page);
          });
        }
        void consoleErrors;
      });
    }
  }
}

test.describe('every chunk after load fails', () => {
  test('a service page: Book opens the booking form', async ({ page, thirdPartyRequests }) => {
    void thirdPartyRequests;
    const failed = await failChunks(page, '/services/hydrafacial', 'abort', () => true);
    await open(page, '/services/hydrafacial');
    expect(await bookingTab(page, page.locator('main a[data-booking]').first())).toBe(bookingFormUrl);
    await expectNoErrorPage(page);
    expect(failed.length).toBeGreaterThan(0);
  });

  // English only: the controls' Spanish pages are covered chunk by chunk above.
  for (const locale of ['en'] as const) {
    test(`${locale} home: every on-demand control still works, and the video plays`, async ({
      page,
      thirdPartyRequests,
    }) => {
      void thirdPartyRequests;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // The videos' previews arrive, so the first video keeps its play button (a missing preview turns it into the
      // "did not load" box as it nears the screen, which the home spec checks).
      await serveVideoThumbnails(page);
      const failed = await failChunks(page, prefix(locale) || '/', '404', () => true);
      await open(page, prefix(locale) || '/');
      // The video facade needs no code of its own after load: a tap shows the player.
      const video = page.locator('main button.video-facade').first();
      await video.click();
      await expect(page.locator('main iframe[src*="youtube-nocookie.com/embed/"]').first()).toBeVisible();
      for (const c of controls.filter((c) => c.path(locale) === (prefix(locale) || '/') && c !== controls[0])) {
        await c.tapAndExpect(page, c.control(page, locale), locale);
        await expectNoErrorPage(page);
      }
      expect(await bookingTab(page, page.locator('main a[data-booking]').first())).toBe(bookingFormUrl);
      await expectNoErrorPage(page);
      expect(failed.length).toBeGreaterThan(0);
    });
  }
});
