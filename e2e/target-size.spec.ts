/**
 * Every control is a target of at least 24 by 24 CSS px (WCAG 2.2), checked with axe's `target-size` rule on a phone
 * and a desktop with everything rendered: all of home (every carousel dot and button included, Swiper attached),
 * /gallery, the open lightbox on both, and the open mobile menu.
 */
import type { Page } from '@playwright/test';
import { galleryImages } from '@/content/gallery';
import { testimonialsOn } from '@/content/testimonials';
import { expectTargetSizes } from './axe';
import { devices } from './devices';
import { expect, test } from './fixtures';

/** The home carousel's testimonials. */
const testimonials = testimonialsOn('home', 'en');

/** How many of the measured targets lie inside the element matching `container`. */
const measuredWithin = (page: Page, targets: string[], container: string) =>
  page.evaluate(([selectors, inside]) => selectors.filter((s) => document.querySelector(s)?.closest(inside)).length, [
    targets,
    container,
  ] as const);

for (const device of devices) {
  test.describe(`target sizes on a ${device.name}`, () => {
    test.use(device.use);

    test('home: every control, the carousel, the lightbox and the mobile menu', async ({ page }) => {
      await page.goto('/#testimonials');
      await expect(page.getByTestId('testimonial-carousel')).toHaveAttribute('data-ready', 'true');
      const targets = await expectTargetSizes(page);
      // The carousel's Start/Stop, previous and next buttons and one dot per testimonial were all measured.
      expect(await measuredWithin(page, targets, '[data-testid="testimonial-carousel"]')).toBeGreaterThanOrEqual(
        testimonials.length + 3,
      );

      await page.getByTestId('lightbox-grid').locator('[data-lightbox-index="0"]').click();
      await expect(page.getByTestId('lightbox')).toBeVisible();
      // Close, previous and next.
      expect(await measuredWithin(page, await expectTargetSizes(page), '[data-testid="lightbox"]')).toBe(3);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('lightbox')).toBeHidden();

      const menuButton = page.getByRole('button', { name: 'Open menu' });
      if (await menuButton.isVisible()) {
        await menuButton.click();
        await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
        expect(await measuredWithin(page, await expectTargetSizes(page), '#mobile-menu')).toBeGreaterThan(5);
      }
    });

    test('/gallery: every control and the lightbox', async ({ page }) => {
      await page.goto('/gallery');
      const targets = await expectTargetSizes(page);
      expect(await measuredWithin(page, targets, '[data-testid="lightbox-grid"]')).toBe(galleryImages.length);
      await page.getByTestId('lightbox-grid').locator('[data-lightbox-index="5"]').click();
      await expect(page.getByTestId('lightbox')).toBeVisible();
      expect(await measuredWithin(page, await expectTargetSizes(page), '[data-testid="lightbox"]')).toBe(3);
    });
  });
}
