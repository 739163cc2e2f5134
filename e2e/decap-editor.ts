/** Driving Decap's post editor as the owner does: its two language columns, the Markdown body and the photo field. */
import { expect, type Page } from '@playwright/test';

/** The editor's column of one language (English and Spanish side by side), found by its heading. */
export const column = (page: Page, language: 'EN' | 'ES') =>
  page.getByRole('button', { name: `Writing in ${language}` }).locator('xpath=ancestor::div[.//label][1]');

/** Types the body in Markdown source mode; the editor remembers the mode, so a column may already be in it. */
export async function writeBody(page: Page, language: 'EN' | 'ES', paragraphs: string[]) {
  const source = column(page, language).getByRole('switch');
  if ((await source.getAttribute('aria-checked')) !== 'true') await source.click();
  await expect(source).toHaveAttribute('aria-checked', 'true');
  await column(page, language).locator('[data-slate-editor="true"]').click();
  for (const [i, paragraph] of paragraphs.entries()) {
    if (i > 0) {
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
    }
    await page.keyboard.type(paragraph);
  }
}

/** Picks a featured image from this computer in the English column's image field. */
export async function chooseImage(page: Page, file: string) {
  await column(page, 'EN').getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await expect(page.locator('img[src^="blob:"], img[src^="data:"]').first()).toBeVisible();
}
