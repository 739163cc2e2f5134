import { galleryImages, galleryImagesIn, galleryNote, galleryWords } from '@/content/gallery';
import { fill } from '@/lib/format/locale';
import type { Response } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, scriptsArrived, settle, test } from './fixtures';

/** The number of columns the gallery grid shows at each width. */
const columnsAt = [
  [390, 1],
  [700, 2],
  [1280, 3],
] as const;

test.describe('/gallery', () => {
  /**
   * One load at the default width (1280 px) makes every check that needs no other width, motion setting or
   * connection: first what the page shows as loaded, then the lightbox's code and the lightbox itself.
   */
  test('at 1280 px: heading, images, alt texts, notes and call to action; 3 columns; staggered fade-in; axe clean; the lightbox code comes once the page is idle; the lightbox closes, locks scroll, keeps and restores focus, axe clean', async ({
    page,
    consoleErrors,
    thirdPartyRequests,
  }) => {
    const scripts: { url: string; body: string }[] = [];
    const onResponse = async (response: Response) => {
      if (response.url().endsWith('.js'))
        scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    };
    page.on('response', onResponse);
    // The dialog's words come from the page as props, so its code is recognised by its own backdrop test id.
    const dialogCode = () => scripts.filter((s) => s.body.includes('lightbox-backdrop'));
    const html = await (await page.goto('/gallery'))!.text();

    await test.step('heading, every before/after image with descriptive alt texts, results note and the call to action', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Before & After Gallery' })).toBeVisible();
      const images = page.getByTestId('lightbox-grid').locator('img');
      await expect(images).toHaveCount(galleryImages.length);
      const alts = await images.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''));
      expect(alts).toEqual(galleryImages.map((g) => g.alt));
      await expect(page.getByText('Individual results vary.').first()).toBeVisible();
      await expect(page.getByText(galleryNote).last()).toBeVisible();
      // Each illustration says so on the image itself; a client's photo carries no such word.
      await expect(page.getByTestId('lightbox-grid').getByText(galleryWords.en.label, { exact: true })).toHaveCount(
        galleryImages.filter((image) => image.label).length,
      );
      // A screen reader hears the word after the description, apart from it ("…softened, Illustration").
      const buttons = page.getByTestId('lightbox-grid').getByRole('button');
      for (const [i, image] of galleryImages.entries())
        await expect(buttons.nth(i)).toHaveAccessibleName(image.label ? `${image.alt}, ${image.label}` : image.alt);
      await expect(page.getByRole('heading', { name: 'Ready for Your Own Transformation?' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');
      await expect(page.getByRole('link', { name: 'Book Your Consultation' })).toHaveAttribute('href', '/contact');
      expect(thirdPartyRequests).toEqual([]);
      expect(consoleErrors.filter((e) => !e.includes('404 (Not Found)'))).toEqual([]);
    });

    const [width, columns] = columnsAt.find(([w]) => w === page.viewportSize()!.width)!;
    await test.step(`shows ${columns} column(s) at ${width} px`, async () => {
      const lefts = await page
        .getByTestId('lightbox-grid')
        .locator('li')
        .evaluateAll((items) => [...new Set(items.map((i) => Math.round(i.getBoundingClientRect().left)))]);
      expect(lefts).toHaveLength(columns);
    });

    await test.step('items fade in staggered by 100 ms each', async () => {
      const reveals = page.getByTestId('lightbox-grid').locator('.reveal');
      const delays = await reveals.evaluateAll((els) => els.map((el) => getComputedStyle(el).transitionDelay));
      expect(delays.length).toBe(galleryImages.length);
      expect(delays).toEqual(delays.map((_, i) => `${i / 10}s`));
      await expect(reveals.first()).toHaveAttribute('data-revealed', 'true');
      await expect.poll(() => reveals.first().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    });

    await test.step('has no axe violations', async () => {
      await expectNoAxeViolations(page);
    });

    await test.step('a thumbnail zooms a little under the pointer (never under reduced motion: the test below)', async () => {
      const image = page.getByTestId('lightbox-grid').locator('img').first();
      await image.hover();
      await expect.poll(() => image.evaluate((el) => getComputedStyle(el).scale)).not.toBe('none');
      await page.mouse.move(0, 0);
    });

    await test.step('the lightbox dialog code is not part of the first load: it comes once the page is idle', async () => {
      await scriptsArrived(page);
      // The page's idle time after it has started fetches it, so a tap opens the dialog at once. A body is read
      // after its response event, so the check that it came waits for the handler.
      await expect.poll(() => dialogCode().length).toBeGreaterThan(0);
      for (const { url } of dialogCode())
        expect(html, 'the first load does not name it').not.toContain(new URL(url).pathname);
      await page.getByRole('button', { name: galleryImages[0]!.alt }).click();
      await expect(page.getByRole('button', { name: 'Close lightbox' })).toBeVisible();
      await expect.poll(() => dialogCode().length).toBeGreaterThan(0);
      // Closed again as a visitor would, for the next step.
      await page.getByRole('button', { name: 'Close lightbox' }).click();
      await expect(page.getByTestId('lightbox')).toBeHidden();
    });
    page.off('response', onResponse);

    await test.step('the lightbox: "Close lightbox", backdrop closes, image click does not, scroll locked, focus kept and restored; axe clean', async () => {
      const trigger = page.getByRole('button', { name: galleryImages[4]!.alt });
      await trigger.click();
      const lightbox = page.getByTestId('lightbox');
      // The caption describes the photo; the image beside it is not read a second time.
      await expect(lightbox.getByText(`${galleryImages[4]!.alt}.`)).toBeVisible();
      await expect(lightbox.locator('img')).toHaveAttribute('alt', '');
      await expect(page.getByRole('dialog')).toHaveCount(1);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Tab');
      expect(await lightbox.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await lightbox.locator('img').click();
      await expect(lightbox).toBeVisible();
      await page.mouse.click(1270, 400);
      await expect(lightbox).toBeHidden();
      await expect(trigger).toBeFocused();
      await trigger.click();
      await page.getByRole('button', { name: 'Close lightbox' }).click();
      await expect(lightbox).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    });
  });

  // The default width is checked in the test above.
  for (const [width, columns] of columnsAt.filter(([w]) => w !== 1280)) {
    test(`shows ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/gallery');
      const lefts = await page
        .getByTestId('lightbox-grid')
        .locator('li')
        .evaluateAll((items) => [...new Set(items.map((i) => Math.round(i.getBoundingClientRect().left)))]);
      expect(lefts).toHaveLength(columns);
    });
  }

  test('no stagger or fade under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/gallery');
    const reveals = page.getByTestId('lightbox-grid').locator('.reveal');
    const styles = await reveals.evaluateAll((els) =>
      els.map((el) => [getComputedStyle(el).transitionDelay, getComputedStyle(el).opacity]),
    );
    for (const [delay, opacity] of styles) {
      expect(delay).toBe('0s');
      expect(opacity).toBe('1');
    }
    // Nor does a thumbnail zoom under the pointer: frames have been drawn with the pointer on it.
    const image = page.getByTestId('lightbox-grid').locator('img').first();
    await image.hover();
    await settle(page);
    expect(await image.evaluate((el) => getComputedStyle(el).scale)).toBe('none');
  });

  // Without Save-Data, the code comes once the page is idle: checked in the first test.
  test('the lightbox dialog code is not part of the first load: it comes at the tap when the visitor saves data', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
    );
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js'))
        scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    });
    // The dialog's words come from the page as props, so its code is recognised by its own backdrop test id.
    const dialogCode = () => scripts.filter((s) => s.body.includes('lightbox-backdrop'));
    const html = await (await page.goto('/gallery'))!.text();
    await scriptsArrived(page);
    // With Save-Data, the page does not fetch it when idle: the tap does. A body is read after its response event,
    // so the check that it came waits for the handler.
    expect(dialogCode()).toEqual([]);
    await page.getByRole('button', { name: galleryImages[0]!.alt }).click();
    await expect(page.getByRole('button', { name: 'Close lightbox' })).toBeVisible();
    await expect.poll(() => dialogCode().length).toBeGreaterThan(0);
    for (const { url } of dialogCode())
      expect(html, 'the first load does not name it').not.toContain(new URL(url).pathname);
  });
});

test('/es/gallery: Spanish alt text, and the lightbox opens with its title and controls in Spanish', async ({
  page,
}) => {
  await page.goto('/es/gallery');
  const first = galleryImagesIn('es')[0]!;
  await page.getByRole('button', { name: first.alt }).click();
  const words = galleryWords.es.lightbox;
  const lightbox = page.getByTestId('lightbox');
  await expect(lightbox).toContainText(fill(words.title, { n: '1', total: String(galleryImages.length) }));
  await expect(lightbox).toContainText(words.resultsVary);
  await page.getByRole('button', { name: words.next }).click();
  await expect(lightbox).toContainText(fill(words.title, { n: '2', total: String(galleryImages.length) }));
  await expect(lightbox).toContainText(galleryImagesIn('es')[1]!.alt);
  await page.getByRole('button', { name: words.close }).click();
  await expect(lightbox).toBeHidden();
});
