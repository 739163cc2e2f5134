/**
 * Call and book from anywhere: the header's Call and Book controls on a phone and on a desktop, with and without
 * JavaScript, and the "Text us" (and optional WhatsApp) links of the contact section and the footer.
 */
import type { Page } from '@playwright/test';
import { bookingFormUrl, site } from '@/content/site';
import { blogPostPath } from '@/site/routes';
import { getAllPosts } from '@/lib/posts/posts';
import { devices } from './devices';
import { bookingDialog, expect, layoutShifts, test, watchLayoutShifts } from './fixtures';

// A post page too: the newest, whichever posts the owner has written (in English, or else in Spanish).
const newest = getAllPosts('en')[0]
  ? blogPostPath(getAllPosts('en')[0]!.slug, 'en')
  : blogPostPath(getAllPosts('es')[0]!.slug, 'es');
const pages = ['/', '/services/hydrafacial', newest];

function header(page: Page) {
  const root = page.locator('header');
  return {
    root,
    call: root.getByRole('link', { name: `Call ${site.phone.display}`, exact: true }),
    book: root.locator('a[data-booking]'),
    logo: root.getByRole('link', { name: /home$/ }),
    menu: root.getByRole('button', { name: 'Open menu' }),
  };
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The header's controls sit side by side inside the header bar: none covers another, none spills out. */
async function expectTidyHeader(page: Page) {
  const h = header(page);
  const bar = (await h.root.boundingBox())!;
  const boxes = [await h.logo.boundingBox(), await h.call.boundingBox(), await h.book.boundingBox()];
  if (await h.menu.isVisible()) boxes.push(await h.menu.boundingBox());
  for (const [i, box] of boxes.entries()) {
    expect(box, `control ${i} is rendered`).not.toBeNull();
    expect(box!.y, `control ${i} starts inside the header`).toBeGreaterThanOrEqual(bar.y);
    expect(box!.y + box!.height, `control ${i} ends inside the header`).toBeLessThanOrEqual(bar.y + bar.height);
    expect(box!.x + box!.width, `control ${i} ends inside the viewport`).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    for (const other of boxes.slice(i + 1)) expect(overlaps(box!, other!), `control ${i} overlaps another`).toBe(false);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
}

const TEXT_US =
  'the contact section, the contact page and the footer offer "Text us"; no WhatsApp link while no number is set';

/** "Text us" on the home page (the page is on it), then on the contact page; no WhatsApp link anywhere. */
async function expectTextUs(page: Page) {
  const textUs = `Text us at ${site.phone.display}`;
  for (const area of [page.locator('#contact'), page.locator('footer')]) {
    const link = area.getByRole('link', { name: textUs });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeVisible();
    await expect(link).toHaveText('Text us');
    await expect(link).toHaveAttribute('href', `sms:${site.phone.tel}`);
  }
  await page.goto('/contact');
  await expect(page.locator('main').getByRole('link', { name: textUs })).toHaveAttribute(
    'href',
    `sms:${site.phone.tel}`,
  );
  expect(site.whatsapp.number, 'this build has no WhatsApp number set').toBeNull();
  await expect(page.locator('a[href*="wa.me"]')).toHaveCount(0);
  await expect(page.getByText('WhatsApp')).toHaveCount(0);
}

for (const device of devices) {
  const phone = device.name === 'phone';

  test.describe(`header Call and Book (${device.name})`, () => {
    test.use(device.use);

    for (const path of pages) {
      // The home page's load also serves the "Text us" checks of its contact section and footer (after the layout
      // shifts are read: they scroll).
      const textUsToo = path === '/';
      test(`${path}: Call (tel:, named by the number) and Book sit in the header without covering anything or shifting${textUsToo ? '; "Text us" in the contact section, the contact page and the footer, no WhatsApp' : ''}`, async ({
        page,
      }) => {
        await watchLayoutShifts(page);
        await page.goto(path);
        await test.step(`${path}: Call (tel:, named by the number) and Book sit in the header without covering anything or shifting`, async () => {
          const h = header(page);
          await expect(h.call).toBeVisible();
          await expect(h.call).toHaveAttribute('href', `tel:${site.phone.tel}`);
          // Phones see "Call" (the number is in its accessible name); larger screens see the number itself.
          await expect(h.call).toHaveText(phone ? 'Call' : site.phone.display, { useInnerText: true });
          await expect(h.book).toBeVisible();
          await expect(h.book).toHaveText(phone ? 'Book' : 'Book Now', { useInnerText: true });
          await expect(h.book).toHaveAttribute('href', bookingFormUrl);
          if (phone) await expect(h.menu).toBeVisible();
          await expectTidyHeader(page);
          // The first line of the page's content starts below the fixed header.
          const headerBottom = (await h.root.boundingBox())!.height;
          const firstText = await page.locator('main h1').boundingBox();
          expect(firstText!.y).toBeGreaterThanOrEqual(headerBottom);
          expect(await layoutShifts(page), 'layout shift').toEqual([]);
        });
        if (textUsToo) await test.step(TEXT_US, () => expectTextUs(page));
      });
    }

    test('Book opens the booking dialog; Call is a plain tel: link', async ({ page }) => {
      await page.goto('/about');
      const h = header(page);
      if (phone) await h.book.tap();
      else await h.book.click();
      const dialog = bookingDialog(page);
      await expect(dialog.title).toBeVisible();
      await expect(dialog.iframe).toHaveAttribute('src', new RegExp(`^${bookingFormUrl}`));
    });
  });

  if (phone) {
    test.describe('header Call and Book on the smallest phones (320 px)', () => {
      test.use({ ...device.use, viewport: { width: 320, height: 640 } });

      test('logo, Call, Book and the menu button all fit side by side, nothing scrolls sideways', async ({ page }) => {
        await page.goto('/');
        await expect(header(page).menu).toBeVisible();
        await expectTidyHeader(page);
      });
    });
  }

  test.describe(`header Call and Book without JavaScript (${device.name})`, () => {
    test.use({ ...device.use, javaScriptEnabled: false });

    test('both are real links: Call to the phone, Book to the provider form in a new tab', async ({ page }) => {
      await page.goto('/gallery');
      const h = header(page);
      await expect(h.call).toBeVisible();
      await expect(h.call).toHaveAttribute('href', `tel:${site.phone.tel}`);
      await expect(h.book).toBeVisible();
      await expect(h.book).toHaveAttribute('href', bookingFormUrl);
      await expect(h.book).toHaveAttribute('target', '_blank');
      // It opens no dialog without its script, so it does not say it does (it says so once hydrated: booking.spec).
      await expect(h.book).not.toHaveAttribute('aria-haspopup');
      await expectTidyHeader(page);
    });
  });
}
