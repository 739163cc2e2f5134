import { galleryImages, galleryImagesIn, galleryNote, galleryWords } from '@/content/gallery';
import { fill } from '@/lib/format/locale';
import { expectNoAxeViolations } from './axe';
import { expect, scriptsArrived, test } from './fixtures';

test.describe('/gallery', () => {
  test('heading, every before/after image with descriptive alt texts, results note and the call to action', async ({
    page,
    consoleErrors,
    thirdPartyRequests,
  }) => {
    await page.goto('/gallery');
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
    await expect(page.getByRole('heading', { name: 'Ready for Your Own Transformation?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');
    await expect(page.getByRole('link', { name: 'Book Your Consultation' })).toHaveAttribute('href', '/contact');
    expect(thirdPartyRequests).toEqual([]);
    expect(consoleErrors.filter((e) => !e.includes('404 (Not Found)'))).toEqual([]);
  });

  for (const [width, columns] of [
    [390, 1],
    [700, 2],
    [1280, 3],
  ] as const) {
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

  test('items fade in staggered by 100 ms each', async ({ page }) => {
    await page.goto('/gallery');
    const reveals = page.getByTestId('lightbox-grid').locator('.reveal');
    const delays = await reveals.evaluateAll((els) => els.map((el) => getComputedStyle(el).transitionDelay));
    expect(delays.length).toBe(galleryImages.length);
    expect(delays).toEqual(delays.map((_, i) => `${i / 10}s`));
    await expect(reveals.first()).toHaveAttribute('data-revealed', 'true');
    await expect.poll(() => reveals.first().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

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
  });

  test('the lightbox: "Close lightbox", backdrop closes, image click does not, scroll locked, focus kept and restored; axe clean', async ({
    page,
  }) => {
    await page.goto('/gallery');
    const trigger = page.getByRole('button', { name: galleryImages[4]!.alt });
    await trigger.click();
    const lightbox = page.getByTestId('lightbox');
    await expect(lightbox.getByRole('img', { name: galleryImages[4]!.alt })).toBeVisible();
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

  for (const saveData of [false, true]) {
    test(`the lightbox dialog code is not part of the first load: it comes ${saveData ? 'at the tap when the visitor saves data' : 'once the page is idle'}`, async ({
      page,
    }) => {
      if (saveData)
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
      // The page's idle time after it has started fetches it, so a tap opens the dialog at once; with Save-Data, the
      // tap does. A body is read after its response event, so the checks that it came wait for the handler.
      if (saveData) expect(dialogCode()).toEqual([]);
      else await expect.poll(() => dialogCode().length).toBeGreaterThan(0);
      for (const { url } of dialogCode())
        expect(html, 'the first load does not name it').not.toContain(new URL(url).pathname);
      await page.getByRole('button', { name: galleryImages[0]!.alt }).click();
      await expect(page.getByRole('button', { name: 'Close lightbox' })).toBeVisible();
      await expect.poll(() => dialogCode().length).toBeGreaterThan(0);
    });
  }

  test('has no axe violations', async ({ page }) => {
    await page.goto('/gallery');
    await expectNoAxeViolations(page);
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
