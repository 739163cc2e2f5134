import { site } from '@/content/site';
import { atLeast } from '@/lib/format/prices';
import { testimonialLabel, testimonialsOn } from '@/content/testimonials';
import { expectNoAxeViolations } from './axe';
import { chromeText, expect, test } from './fixtures';

/** The testimonials in the order each edition of /testimonials lists them (content/testimonials.ts, inPageOrder). */
const testimonials = testimonialsOn('/testimonials', 'en');
const spanishOrder = testimonialsOn('/testimonials', 'es');

test.describe('/testimonials', () => {
  test('lists every testimonial, Spanish ones marked lang="es", each with its rating and where it came from', async ({
    page,
    consoleErrors,
    thirdPartyRequests,
  }) => {
    await page.goto('/testimonials');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Testimonials' })).toBeVisible();
    const cards = page.locator('#all-testimonials figure');
    await expect(cards).toHaveCount(testimonials.length);
    const spanish = testimonials.filter((t) => t.lang === 'es');
    expect(spanish.length).toBeGreaterThan(0);
    await expect(page.locator('#all-testimonials figure blockquote[lang="es"]')).toHaveCount(spanish.length);
    await expect(page.locator('blockquote[lang="es"]').first()).toContainText(spanish[0]!.text);
    for (const t of testimonials) {
      await expect(cards.filter({ hasText: t.name })).toContainText(t.position);
      await expect(cards.filter({ hasText: t.name })).toContainText(testimonialLabel(t, 'en'));
    }
    expect(thirdPartyRequests).toEqual([]);
    expect(consoleErrors.filter((e) => !e.includes('404 (Not Found)'))).toEqual([]);
  });

  test('shows the review claims attributed to the platform, with a link to leave a review', async ({ page }) => {
    await page.goto('/testimonials');
    const claims = page.getByTestId('rating-claim');
    await expect(claims).toHaveCount(2);
    await expect(claims.nth(0)).toContainText(site.claims.esthetics.rating);
    await expect(claims.nth(0)).toContainText(`Esthetics`);
    await expect(claims.nth(0)).toContainText(
      `from ${atLeast('en', site.claims.esthetics.reviews)} reviews on ${site.reviews.platform}`,
    );
    await expect(claims.nth(1)).toContainText(site.claims.iv.rating);
    await expect(claims.nth(1)).toContainText('IV therapy');
    await expect(claims.nth(1)).toContainText(
      `from ${atLeast('en', site.claims.iv.reviews)} reviews on ${site.reviews.platform}`,
    );
    const review = page.getByRole('link', { name: `Leave a review on ${site.reviews.platform} (opens in a new tab)` });
    await expect(review).toHaveAttribute('href', site.reviews.url);
    await expect(review).toHaveAttribute('target', '_blank');
  });

  test('every rating draws five stars, filled in gold up to the rating, with the rating as text', async ({ page }) => {
    await page.goto('/testimonials');
    const stars = page.locator('#all-testimonials figure .stars');
    await expect(stars).toHaveCount(testimonials.length);
    const drawn = await stars.first().evaluate((el) => {
      const layer = (pseudo: string) => getComputedStyle(el, pseudo);
      return {
        width: el.getBoundingClientRect().width,
        empty: layer('::before').backgroundColor,
        filledWidth: parseFloat(layer('::after').width),
        filled: layer('::after').backgroundColor,
        mask: layer('::after').maskImage,
      };
    });
    // Filled up to the first testimonial's own rating (content/testimonials.json), a fifth of the width per star.
    const [first] = testimonials;
    expect(drawn).toMatchObject({
      width: 88,
      empty: 'rgb(232, 217, 192)',
      filledWidth: (88 * first!.rating) / 5,
      filled: 'rgb(195, 154, 78)',
    });
    expect(drawn.mask).toContain('data:image/svg+xml');
    await expect(stars.first()).toHaveText(`Rated ${first!.position} out of 5`);
    // The figure beside the stars is drawn for the eye; a screen reader hears the rating once.
    const ratingLine = page.locator('#all-testimonials figure > p:first-child').first();
    await expect(ratingLine).toHaveAttribute('data-rating', first!.position);
    expect(await ratingLine.evaluate((el) => getComputedStyle(el, '::after').content)).not.toBe('none');
    expect(await chromeText(page, '#all-testimonials figure > p:first-child')).toBe(
      `Rated ${first!.position} out of 5`,
    );
  });

  test("the Spanish edition lists the quotes written in Spanish first, then the others, in the list's order", async ({
    page,
  }) => {
    await page.goto('/es/testimonials');
    const quotes = page.locator('#all-testimonials figure blockquote');
    await expect(quotes).toHaveText(spanishOrder.map((t) => `“${t.text}”`));
    await expect(page.locator('#all-testimonials figure blockquote[lang="es"]')).toHaveCount(
      spanishOrder.filter((t) => t.lang === 'es').length,
    );
    // Every quote written in Spanish comes before the first written in English.
    const langs = await quotes.evaluateAll((els) => els.map((el) => el.getAttribute('lang')));
    expect(langs.indexOf('en') < 0 || langs.lastIndexOf('es') < langs.indexOf('en')).toBe(true);
  });

  // The page itself is scanned at both widths by routes.spec.ts.
  test('has no axe violations with the booking dialog open', async ({ page }) => {
    await page.goto('/testimonials');
    await page.getByRole('link', { name: 'Book Your Consultation' }).click();
    await expect(page.getByTestId('booking-dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
