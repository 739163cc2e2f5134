import type { ElementHandle, Locator, Page } from '@playwright/test';
import { galleryImages } from '@/content/gallery';
import { homeServiceCategories } from '@/content/home-services';
import { bookingFormUrl, site } from '@/content/site';
import { devices } from './devices';
import { expect, serveVideoThumbnails, test } from './fixtures';

/** A services tab other than the one selected at load. */
const lastTab = homeServiceCategories.at(-1)!;

/**
 * Taps made between the first paint and hydration. The framework scripts are held back until the test has tapped
 * (`release`), so the tap lands before hydration however busy the machine is. A tapped control must show that it
 * is pending at once and do its job exactly once when the page is hydrated; links and native controls must not
 * wait at all; and a page whose scripts never arrive must still read, navigate, call and book.
 */
const FRAMEWORK_SCRIPTS = '**/_next/static/**/*.js';

async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(FRAMEWORK_SCRIPTS, async (route) => {
    await released;
    await route.continue().catch(() => {}); // the test may be over and the page closed
  });
  // Every click that reaches the window (so React has seen it), with its target.
  await page.addInitScript(() => {
    const w = window as unknown as { __clicks: EventTarget[] };
    w.__clicks = [];
    addEventListener('click', (e) => w.__clicks.push(e.target!));
  });
  return release;
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15_000 });

/** Opens the page without waiting for hydration, and waits for its first contentful paint. */
async function openPainted(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
}

/** The clicks that reached the page's scripts, as "is it this element (or inside it)?" per click. */
const clicksOn = (control: ElementHandle) =>
  control.evaluate((el) => (window as unknown as { __clicks: Node[] }).__clicks.map((target) => el.contains(target)));

type Case = {
  name: string;
  path: string;
  control: (page: Page) => Locator;
  /** What the visitor sees once the page has acted on the tap. */
  effect: (page: Page, control: Locator) => Promise<void>;
  /** The carousel auto-advances; reduced motion stops that, so the counter shows only what the tap did. */
  reducedMotion?: boolean;
};

const heroToggle = (page: Page) => page.locator('button[aria-controls="hero-tool"]');
const counter = (page: Page) => page.getByTestId('carousel-counter');
const total = (page: Page) => page.getByTestId('testimonial-carousel').locator('[aria-label^="Show testimonial 1 of"]');

const servicesTab: Case = {
  name: 'home: a services tab is selected and its panel shown',
  path: '/',
  control: (page) => page.getByRole('tab', { name: lastTab.label }),
  effect: async (page, control) => {
    await expect(control).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(
      lastTab.cards.map((card) => card.title),
    );
  },
};

const cases: Case[] = [
  {
    name: 'home: the hero image tool toggle opens the tool (once: it does not close again)',
    path: '/',
    control: heroToggle,
    effect: async (page, control) => {
      await expect(control).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#hero-tool')).toBeVisible({ timeout: 10_000 });
    },
  },
  servicesTab,
  {
    name: 'home: the gallery toggle switches to the videos',
    path: '/',
    control: (page) => page.getByRole('button', { name: 'Educational Videos' }),
    effect: async (page, control) => {
      await expect(control).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('#gallery-videos')).toBeVisible();
      await expect(page.locator('#gallery-photos')).toBeHidden();
    },
  },
  {
    name: 'home: a gallery photo opens in the lightbox',
    path: '/',
    control: (page) => page.locator('#gallery [data-lightbox-index="2"]'),
    effect: async (page) => {
      await expect(page.getByTestId('lightbox').getByText(`${galleryImages[2]!.alt}.`)).toBeVisible({
        timeout: 10_000,
      });
    },
  },
  {
    name: 'home: the carousel goes to the next testimonial',
    path: '/',
    control: (page) => page.getByRole('button', { name: 'Next testimonial' }),
    effect: async (page) => {
      await expect(counter(page)).toHaveText(/^2 of \d+$/, { timeout: 10_000 });
    },
    reducedMotion: true,
  },
  {
    name: 'home: the carousel goes back to the last testimonial',
    path: '/',
    control: (page) => page.getByRole('button', { name: 'Previous testimonial' }),
    effect: async (page) => {
      const last = ((await total(page).getAttribute('aria-label')) ?? '').replace(/^.* of /, '');
      await expect(counter(page)).toHaveText(`${last} of ${last}`, { timeout: 10_000 });
    },
    reducedMotion: true,
  },
  {
    name: 'home: a carousel dot shows its testimonial',
    path: '/',
    control: (page) => page.getByTestId('testimonial-carousel').locator('[aria-label^="Show testimonial 3 of"]'),
    effect: async (page, control) => {
      await expect(counter(page)).toHaveText(/^3 of \d+$/, { timeout: 10_000 });
      await expect(control).toHaveAttribute('aria-current', 'true');
    },
    reducedMotion: true,
  },
  {
    name: 'home: a video play button starts the video',
    path: '/',
    control: (page) =>
      page.locator('#contact').getByRole('button', { name: `Play video: ${site.videos.consultation.title}` }),
    effect: async (page) => {
      await expect(
        page.locator('#contact').locator(`iframe[title="${site.videos.consultation.title}"]`),
      ).toHaveAttribute('src', /autoplay=1/);
    },
  },
  {
    name: 'home: "Show map" loads the map in its box and focuses it',
    path: '/',
    control: (page) => page.locator('#location').getByRole('button', { name: 'Show map' }),
    effect: async (page) => {
      const frame = page.locator('#location').locator(`iframe[title="${site.map.title}"]`);
      await expect(frame).toBeFocused({ timeout: 10_000 });
    },
  },
  {
    name: '/gallery: a photo opens in the lightbox',
    path: '/gallery',
    control: (page) => page.locator('[data-lightbox-index="4"]'),
    effect: async (page) => {
      await expect(page.getByTestId('lightbox').getByText(`${galleryImages[4]!.alt}.`)).toBeVisible({
        timeout: 10_000,
      });
    },
  },
  {
    name: '/terms-of-service: "Print this form" opens the print dialog once',
    path: '/terms-of-service',
    control: (page) => page.getByRole('button', { name: 'Print this form' }),
    effect: async (page) => {
      await expect.poll(() => page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
    },
  },
];

for (const device of devices) {
  test.describe(`${device.name}: a tap before hydration`, () => {
    test.use(device.use);
    const press = (control: Locator) => (device.name === 'phone' ? control.tap() : control.click());
    // Every control on the phone; on the desktop the three kinds of effect (a toggle, a lazy library, a dialog). The
    // phone's services tab is tapped in "only the last tap is kept" below, as the last of two taps.
    const mine =
      device.name === 'phone'
        ? cases.filter((c) => c !== servicesTab)
        : cases.filter((c) => /hero image tool|next testimonial|\/gallery/.test(c.name));

    for (const c of mine) {
      test(`${c.name}: pending at once, acted on once when hydrated`, async ({
        page,
        consoleErrors,
        thirdPartyRequests,
      }) => {
        void thirdPartyRequests; // YouTube is answered by a stub
        // The videos' previews arrive, so a video keeps its play button until the held tap is replayed.
        await serveVideoThumbnails(page);
        if (c.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.addInitScript(() => {
          const w = window as unknown as { __prints: number };
          w.__prints = 0;
          window.print = () => void (w.__prints += 1);
        });
        const release = await holdScripts(page);
        await openPainted(page, c.path);
        const control = c.control(page);
        await expect(control).toBeVisible();
        expect(await isHydrated(page)).toBe(false);
        await press(control);
        // The very element tapped, kept even if the effect takes it out of the page (a video replaces its button).
        const tapped = (await control.elementHandle())!;
        await expect(control).toHaveAttribute('data-pending', '');
        await expect(control).toHaveAttribute('aria-busy', 'true');
        expect(await isHydrated(page)).toBe(false);
        expect(await clicksOn(tapped)).toEqual([]); // held: nothing has acted on it yet
        release();
        await hydrated(page);
        await c.effect(page, control);
        expect(await tapped.evaluate((el) => [el.hasAttribute('data-pending'), el.hasAttribute('aria-busy')])).toEqual([
          false,
          false,
        ]);
        // Exactly one click reached the page's scripts, on the tapped control.
        expect(await clicksOn(tapped)).toEqual([true]);
        expect(consoleErrors.filter((e) => !e.includes('404 (Not Found)'))).toEqual([]);
      });
    }
  });
}

test.describe('phone: before hydration', () => {
  test.use(devices[0].use);

  // One load proves both: the tab, tapped after the toggle, is "a tap before hydration" like the cases above.
  test(`only the last tap is kept: the earlier control is left as it was; ${servicesTab.name}: pending at once, acted on once when hydrated`, async ({
    page,
    consoleErrors,
    thirdPartyRequests,
  }) => {
    void thirdPartyRequests; // YouTube is answered by a stub
    const release = await holdScripts(page);
    await openPainted(page, '/');
    const toggle = heroToggle(page);
    const tab = servicesTab.control(page);
    await expect(tab).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
    await toggle.tap();
    await expect(toggle).toHaveAttribute('data-pending', '');
    await tab.tap();
    const tapped = (await tab.elementHandle())!;
    await test.step(`${servicesTab.name}: pending at once`, async () => {
      await expect(tab).toHaveAttribute('data-pending', '');
      await expect(tab).toHaveAttribute('aria-busy', 'true');
      expect(await isHydrated(page)).toBe(false);
      expect(await clicksOn(tapped)).toEqual([]); // held: nothing has acted on it yet
    });
    await test.step('only the last tap is kept: the toggle tapped before is no longer pending', async () => {
      await expect(toggle).not.toHaveAttribute('data-pending');
      expect(await isHydrated(page)).toBe(false);
    });
    release();
    await hydrated(page);
    await test.step(`${servicesTab.name}: acted on once when hydrated`, async () => {
      await servicesTab.effect(page, tab);
      await expect(tab).not.toHaveAttribute('data-pending');
      expect(await tapped.evaluate((el) => [el.hasAttribute('data-pending'), el.hasAttribute('aria-busy')])).toEqual([
        false,
        false,
      ]);
      // Exactly one click reached the page's scripts, on the tapped control.
      expect(await clicksOn(tapped)).toEqual([true]);
      expect(consoleErrors.filter((e) => !e.includes('404 (Not Found)'))).toEqual([]);
    });
    await test.step('only the last tap is kept: the earlier control is left as it was', async () => {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('#hero-tool')).toHaveCount(0);
    });
  });

  test('Learn More is a link: the details show in place at once, and the dialog opens once hydrated', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await openPainted(page, '/esthetics-services');
    const trigger = page.getByRole('link', { name: 'Learn More about HydraFacial', exact: true });
    await trigger.tap();
    await expect(page).toHaveURL(/#hydrafacial-details$/);
    await expect(page.locator('#hydrafacial-details')).toBeVisible();
    await expect(trigger).not.toHaveAttribute('data-pending');
    expect(await isHydrated(page)).toBe(false);
    release();
    await hydrated(page);
    await expect(
      page.getByTestId('learn-more-dialog').getByRole('heading', { level: 2, name: 'HydraFacial' }),
    ).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('dialog', { name: 'HydraFacial' })).toHaveCount(1);
  });

  test('links and the menu never wait for the scripts: the menu opens and a link navigates with no script loaded', async ({
    page,
  }) => {
    await holdScripts(page); // never released
    await openPainted(page, '/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.tap();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await expect(open).not.toHaveAttribute('data-pending');
    await menu.getByRole('link', { name: 'Gallery', exact: true }).tap();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Before & After Gallery' })).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
  });
});

for (const device of devices) {
  test.describe(`${device.name}: every framework script fails to load`, () => {
    test.use(device.use);

    test('the page still reads, navigates, calls and books', async ({ page, context }) => {
      await page.route(FRAMEWORK_SCRIPTS, (route) => route.abort());
      await context.route(`${bookingFormUrl}**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Booking form</title>' }),
      );
      const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('/_next/static/'));
      await openPainted(page, '/');
      await failed;
      // Reads
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#services').getByRole('heading', { level: 3 }).first()).toBeVisible();
      // A control that needs the scripts is not left looking pending forever.
      const toggle = heroToggle(page);
      await (device.name === 'phone' ? toggle.tap() : toggle.click());
      await expect(toggle).not.toHaveAttribute('data-pending');
      // Calls: the header's Call is a plain tel: link.
      await expect(
        page.locator('header').getByRole('link', { name: `Call ${site.phone.display}`, exact: true }),
      ).toHaveAttribute('href', `tel:${site.phone.tel}`);
      // Books: the header's Book opens the provider's form.
      const popup = page.waitForEvent('popup');
      await page.locator('header a[data-booking]').click();
      const form = await popup;
      await form.waitForLoadState();
      expect(form.url()).toBe(bookingFormUrl);
      await expect(form).toHaveTitle('Booking form');
      await form.close();
      // Navigates
      if (device.name === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).tap();
        await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Gallery', exact: true }).tap();
      } else {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Gallery', exact: true })
          .click();
      }
      await expect(page).toHaveURL(/\/gallery$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Before & After Gallery' })).toBeVisible();
      expect(await isHydrated(page)).toBe(false);
    });
  });
}
