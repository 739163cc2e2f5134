import type { Locator, Page } from '@playwright/test';
import { startupScripts } from '../scripts/startup-scripts';
import { expect, scriptsArrived, siteScripts, test } from './fixtures';

/**
 * A tap on a control whose dialog loads on demand answers in the frame it is handled in. The dialog's code is
 * fetched once the page is idle after hydration, from the site itself (nothing reaches a third party before the
 * visitor asks), so the tap fetches no script, and by the next animation frame the dialog's frame (or the dialog) is
 * in the page; the dialog itself follows. A tap that comes before the code shows the control pending in that frame
 * instead. When the code cannot arrive, chunk-fallbacks.spec.ts covers what happens.
 */
type Case = {
  name: string;
  path: string;
  control: (page: Page) => Locator;
  /** The dialog's test id; its frame carries the same in `data-modal-frame`. */
  dialog: string;
};

const cases: Case[] = [
  {
    name: 'Book',
    path: '/',
    control: (page) => page.locator('main a[data-booking]').first(),
    dialog: 'booking-dialog',
  },
  {
    name: 'Book',
    path: '/es',
    control: (page) => page.locator('main a[data-booking]').first(),
    dialog: 'booking-dialog',
  },
  {
    name: 'Learn More',
    path: '/esthetics-services',
    control: (page) => page.locator('main a[aria-haspopup="dialog"][href^="#"]').first(),
    dialog: 'learn-more-dialog',
  },
  {
    name: 'a gallery image',
    path: '/gallery',
    control: (page) => page.getByTestId('lightbox-grid').locator('[data-lightbox-index="1"]'),
    dialog: 'lightbox',
  },
];

/** Clicks the control from the page itself and reports what `check` finds at the next animation frame. */
const inTapFrame = (control: Locator, check: string) =>
  control.evaluate(
    (el, selector) =>
      new Promise<boolean>((resolve) => {
        (el as HTMLElement).click();
        requestAnimationFrame(() => resolve(el.matches(selector) || document.querySelector(selector) !== null));
      }),
    check,
  );

for (const c of cases) {
  test(`${c.path}: ${c.name} opens its dialog in the frame of the tap, with code fetched while the page was idle`, async ({
    page,
    thirdPartyRequests,
  }) => {
    // Room for every resource the page loads, so none of its scripts is left out of the record.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    await page.goto(c.path);
    // The idle callbacks have run, everything they asked for has arrived and run, and the page has been idle since.
    await scriptsArrived(page);
    expect(thirdPartyRequests, 'nothing reached a third party before the tap').toEqual([]);

    const before = (await siteScripts(page)).received.map((script) => script.path);
    const control = c.control(page);
    await control.scrollIntoViewIfNeeded();
    // Clicked from the page itself: whatever is in the page at the next animation frame is drawn in the tap's frame.
    const shown = await inTapFrame(control, `[data-modal-frame="${c.dialog}"], [data-testid="${c.dialog}"]`);
    expect(shown, 'the dialog’s frame is drawn in the frame of the tap').toBe(true);
    await expect(page.getByTestId(c.dialog)).toBeVisible();
    const { asked, received } = await siteScripts(page);
    const fetchedAtTap = [...new Set([...asked, ...received.map((script) => script.path)])].filter(
      (script) => !before.includes(script),
    );
    expect(fetchedAtTap, 'scripts fetched at the tap').toEqual([]);
  });
}

for (const c of cases) {
  test(`${c.path}: ${c.name} tapped before its code has arrived shows that it is pending at once, then opens`, async ({
    page,
    thirdPartyRequests,
  }) => {
    void thirdPartyRequests; // the booking form's frame is answered by a stub
    // The code loaded on demand (every chunk but those the page starts with) is held until the tap has been made.
    const startup = new Set(startupScripts(await (await page.request.get(c.path)).text()));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      if (!startup.has(new URL(route.request().url()).pathname)) await released;
      await route.continue().catch(() => {}); // the test may be over and the page closed
    });
    await page.goto(c.path);
    const control = c.control(page);
    await control.scrollIntoViewIfNeeded();
    expect(await inTapFrame(control, '[data-pending][aria-busy="true"]'), 'pending in the frame of the tap').toBe(true);
    await expect(page.getByTestId(c.dialog)).toHaveCount(0);
    release();
    await expect(page.getByTestId(c.dialog)).toBeVisible();
    await expect(control).not.toHaveAttribute('data-pending');
    await expect(control).not.toHaveAttribute('aria-busy');
  });
}
