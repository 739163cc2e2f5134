/**
 * Browsing the before-and-after photos in the lightbox, the same on the home gallery and on /gallery, on a phone
 * (touch) and a desktop: previous and next buttons, the arrow keys, a swipe, and "Photo n of 12" with the caption.
 */
import { galleryImages, galleryImagesIn, galleryWords } from '@/content/gallery';
import { fill } from '@/lib/format/locale';
import type { Locator, Page } from '@playwright/test';
import { devices, swipe } from './devices';
import { expect, inertElements, reachableBeside, test } from './fixtures';

const total = galleryImages.length;

/** The enlarged image: decorative to a screen reader, since the caption beside it describes it. */
const enlarged = (lightbox: Locator) => lightbox.locator('img');

/**
 * The lightbox shows photo `n` (1-based): its counter, caption and image. A screen reader hears the description once,
 * in the caption: the image itself is not read.
 */
async function expectPhoto(lightbox: Locator, n: number) {
  const photo = galleryImages[n - 1]!;
  await expect(lightbox.getByText(`Photo ${n} of ${total}`, { exact: true })).toBeVisible();
  await expect(lightbox.getByText(`${photo.alt}.`)).toBeVisible();
  await expect(enlarged(lightbox)).toHaveAttribute('src', new RegExp(`/images/${photo.image}-\\d+\\.webp$`));
  await expect(enlarged(lightbox)).toHaveAttribute('alt', '');
  await expect(lightbox.getByRole('img')).toHaveCount(0);
}

/** Swipes across the enlarged image, by 60 % of its width, to the left (next) or the right (previous). */
async function swipeImage(page: Page, lightbox: Locator, direction: 'left' | 'right') {
  // A visitor swipes the photo they see: measure it once it has loaded, when its box no longer changes.
  const image = enlarged(lightbox);
  await expect(image).toHaveJSProperty('complete', true);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const box = (await image.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [0.8, 0.2] : [0.2, 0.8];
  await swipe(page, { x: box.x + box.width * from, y }, { x: box.x + box.width * to, y });
}

for (const device of devices) {
  for (const path of ['/', '/gallery']) {
    test.describe(`the lightbox on ${path}, on a ${device.name}`, () => {
      test.use(device.use);

      // One load: browsing, then closing with the button, then opening again and closing on the backdrop.
      test('previous and next buttons, arrow keys and swipes browse the photos, with "Photo n of 12" and the caption; the backdrop closes it, also after browsing', async ({
        page,
      }) => {
        await page.goto(path === '/' ? '/#gallery' : path);
        const lightbox = page.getByTestId('lightbox');

        await test.step('previous and next buttons, arrow keys and swipes browse the photos, with "Photo n of 12" and the caption', async () => {
          const trigger = page.getByTestId('lightbox-grid').locator('[data-lightbox-index="2"]');
          if (device.use.hasTouch) await trigger.tap();
          else await trigger.click();
          await expectPhoto(lightbox, 3);
          // The dialog is named by its counter.
          await expect(page.getByRole('dialog')).toHaveAccessibleName(`Photo 3 of ${total}`);

          await lightbox.getByRole('button', { name: 'Next photo' }).click();
          await expectPhoto(lightbox, 4);
          await lightbox.getByRole('button', { name: 'Previous photo' }).click();
          await lightbox.getByRole('button', { name: 'Previous photo' }).click();
          await expectPhoto(lightbox, 2);

          await page.keyboard.press('ArrowRight');
          await expectPhoto(lightbox, 3);
          await page.keyboard.press('ArrowLeft');
          await page.keyboard.press('ArrowLeft');
          await page.keyboard.press('ArrowLeft');
          await expectPhoto(lightbox, total); // wraps around from the first to the last
          await page.keyboard.press('ArrowRight');
          await expectPhoto(lightbox, 1);

          await swipeImage(page, lightbox, 'left');
          await expectPhoto(lightbox, 2);
          await swipeImage(page, lightbox, 'right');
          await swipeImage(page, lightbox, 'right');
          await expectPhoto(lightbox, total);

          // A tap or click on the image neither browses nor closes; scroll stays locked while browsing.
          const image = enlarged(lightbox);
          if (device.use.hasTouch) await image.tap();
          else await image.click();
          await expectPhoto(lightbox, total);
          expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

          // Closing returns focus to the photo that opened the lightbox, whichever photo it shows now.
          await lightbox.getByRole('button', { name: 'Close lightbox' }).click();
          await expect(lightbox).toBeHidden();
          await expect(trigger).toBeFocused();
          expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
        });

        await test.step('the backdrop closes it, also after browsing', async () => {
          const trigger = page.getByTestId('lightbox-grid').locator('[data-lightbox-index="0"]');
          await trigger.click();
          await lightbox.getByRole('button', { name: 'Next photo' }).click();
          await expectPhoto(lightbox, 2);
          // The page behind (header and footer too) is shut out for a screen reader, and given back on closing.
          await expect
            .poll(() => reachableBeside(page, '[data-testid="lightbox"]'), { message: 'reachable beside the lightbox' })
            .toEqual([]);
          await page.mouse.click(4, page.viewportSize()!.height - 4);
          await expect(lightbox).toBeHidden();
          await expect(trigger).toBeFocused();
          expect(await inertElements(page), 'inert after the lightbox closed').toEqual([]);
        });
      });
    });
  }
}

test('on the Spanish home the lightbox speaks Spanish: "Foto n de 12", the Spanish caption and its controls', async ({
  page,
}) => {
  const words = galleryWords.es.lightbox;
  const images = galleryImagesIn('es');
  const title = (n: number) => fill(words.title, { n: String(n), total: String(total) });
  await page.goto('/es#gallery');
  await page.getByTestId('lightbox-grid').locator('[data-lightbox-index="2"]').click();
  const lightbox = page.getByTestId('lightbox');
  await expect(page.getByRole('dialog')).toHaveAccessibleName(title(3));
  await expect(lightbox.getByText(`${images[2]!.alt}.`)).toBeVisible();
  await expect(lightbox.getByText(words.resultsVary)).toBeVisible();
  await lightbox.getByRole('button', { name: words.next }).click();
  await expect(lightbox.getByText(`${images[3]!.alt}.`)).toBeVisible();
  await lightbox.getByRole('button', { name: words.previous }).click();
  await expect(page.getByRole('dialog')).toHaveAccessibleName(title(3));
  await lightbox.getByRole('button', { name: words.close }).click();
  await expect(lightbox).toBeHidden();
});
