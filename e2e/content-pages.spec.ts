import { serviceAreas } from '@/content/locations';
import { consent } from '@/content/consent';
import { contactCopy } from '@/content/pages/contact';
import { sitemapCopy } from '@/content/pages/sitemap';
import { site } from '@/content/site';
import { atLeast } from '@/lib/format/prices';
import { getAllPosts } from '@/lib/posts/posts';
import { mainPages, routesIn } from '@/site/routes';
import { expectNoAxeViolations } from './axe';
import { bookingDialog, chromeName, expect, hoursLabels, test } from './fixtures';

test.describe('/about', () => {
  test('tells the owner story, credentials, the IV team under a medical director and offers booking', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Meet ${site.owner.name}`);
    const main = page.locator('main');
    await expect(main).toContainText(`${atLeast('en', site.claims.yearsExperience)} years of experience`);
    await expect(main).toContainText(site.owner.title.en.toLowerCase());
    await expect(page.getByRole('heading', { name: 'Our medical and IV team' })).toBeVisible();
    await expect(main).toContainText(site.medical.en.ivProvider);
    await expect(main).toContainText(site.medical.en.supervisor);
    for (const area of serviceAreas)
      await expect(main.getByRole('link', { name: area.name, exact: true })).toHaveAttribute(
        'href',
        `/locations/${area.slug}`,
      );
    await main.getByRole('link', { name: 'Book Your Consultation' }).click();
    await expect(bookingDialog(page).title).toBeVisible();
  });
});

test.describe('/contact', () => {
  test('offers phone, e-mail, hours, the free consultation steps and the booking dialog', async ({
    page,
    thirdPartyRequests,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact the Studio');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: `Call the studio at ${site.phone.display}` }).first()).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    );
    await expect(main.getByRole('link', { name: `Email the studio at ${site.email}` }).first()).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(page.getByRole('heading', { name: 'What happens at your free consultation' })).toBeVisible();
    await expect(page.locator('#consultation ol > li')).toHaveCount(contactCopy.en.consultation.steps.length);
    for (const days of hoursLabels()) await expect(page.locator('#location')).toContainText(days);
    await expect(page.locator('#location')).toContainText(`${site.address.locality}, ${site.address.region}`);
    await expect(main.locator('input, textarea, select')).toHaveCount(0);
    expect(thirdPartyRequests).toEqual([]);
    await page.getByRole('link', { name: 'Book Your Free Consultation' }).click();
    const dialog = bookingDialog(page);
    await expect(dialog.title).toBeVisible();
    await expectNoAxeViolations(page, '[data-testid="booking-dialog"]');
  });
});

test.describe('/sitemap', () => {
  test('lists the main pages in the order of their rank, and is a complete HTML map of every other route, grouped', async ({
    page,
  }) => {
    await page.goto('/sitemap');

    await test.step('lists the main pages in the order of their rank, each with its label and description', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sitemapCopy.en.title);
      const expected = mainPages('en');
      expect(expected.length).toBeGreaterThan(0);
      const items = page.locator('.sitemap-main > li');
      await expect(items).toHaveCount(expected.length);
      const hrefs = await items.locator('a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
      expect(hrefs).toEqual(expected.map((route) => route.path));
      await expect(items.locator('a')).toHaveText(expected.map((route) => route.label ?? route.title));
      await expect(items.locator('p')).toHaveText(expected.map((route) => route.description));
    });

    await test.step('is a complete HTML map: every other registered route is linked below, grouped', async () => {
      const hrefs = new Set(await page.locator('main a').evaluateAll((els) => els.map((e) => e.getAttribute('href'))));
      for (const route of routesIn('en')) expect(hrefs.has(route.path), route.path).toBe(true);
      const blogGroup = page.locator('.sitemap-group', { has: page.getByRole('heading', { name: 'Blog posts' }) });
      await expect(blogGroup.locator('li')).toHaveCount(getAllPosts('en').length);
      await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
    });
  });
});

test.describe('/terms-of-service', () => {
  // One load: the form on screen first, then the same page as printed (print media stays on).
  test('shows the English form first, then the Spanish one marked lang="es"; prints on US Letter without header, footer or buttons', async ({
    page,
  }) => {
    await page.goto('/terms-of-service');

    await test.step('shows the English form first, then the Spanish one marked lang="es"', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Treatment Consent Form');
      const halves = page.locator('.consent-half');
      await expect(halves).toHaveCount(2);
      await expect(halves.nth(0)).toHaveAttribute('lang', 'en');
      await expect(halves.nth(1)).toHaveAttribute('lang', 'es');
      for (const [index, copy] of [consent.en, consent.es].entries()) {
        const half = halves.nth(index);
        await expect(half.getByRole('heading', { level: 2 })).toContainText(copy.title);
        // As Chrome names the heading and the section it labels: the language after a space.
        const named = `${copy.title} (${copy.languageName})`;
        const halfSelector = `.consent-half:nth-of-type(${index + 1})`;
        expect(await chromeName(page, `${halfSelector} h2`)).toBe(named);
        expect(await chromeName(page, halfSelector)).toBe(named);
        await expect(half.getByRole('heading', { level: 3 })).toHaveText([
          copy.authorization.heading,
          copy.risks.heading,
          copy.photography.heading,
          copy.acknowledgement.heading,
        ]);
        for (const risk of [...copy.risks.items, `${copy.risks.otherLabel}:`])
          await expect(half.getByText(risk, { exact: false }).first()).toBeVisible();
        await expect(half.locator('ol > li')).toHaveCount(copy.acknowledgement.items.length);
        await expect(half.locator('.consent-closing')).toHaveText(copy.closing);
        const checkbox = half.getByRole('checkbox', { name: copy.photography.checkboxLabel });
        await expect(checkbox).toHaveCount(1);
        // Marketing use is a second, separate and optional box: unticked, and the form never requires it.
        const marketing = half.getByRole('checkbox', { name: copy.photography.marketingLabel });
        await expect(half.getByRole('checkbox')).toHaveCount(2);
        await expect(marketing).not.toBeChecked();
        await expect(marketing).not.toHaveAttribute('required');
        await checkbox.check();
        await expect(checkbox).toBeChecked();
        await expect(marketing).not.toBeChecked();
      }
      await expect(halves.nth(1)).toContainText(consent.es.photography.heading);
      await expect(page.locator('main form, main [type="submit"]')).toHaveCount(0);
    });

    await test.step('prints on US Letter without header, footer or buttons, with signature and date lines', async () => {
      await expect(page.locator('.signature-line').first()).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print this form' })).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('header.site-header')).toBeHidden();
      await expect(page.locator('footer')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print this form' })).toBeHidden();
      await expect(page.locator('.consent-half').nth(0).locator('.signature-line')).toHaveCount(4);
      await expect(page.locator('.consent-half').nth(0).getByText(consent.en.signature.signature)).toBeVisible();
      await expect(
        page.locator('.consent-half').nth(1).getByText(consent.es.signature.date, { exact: true }),
      ).toBeVisible();
      await expect(page.locator('.consent-half').nth(0)).toBeVisible();
      const pdf = await page.pdf({ preferCSSPageSize: true });
      // US Letter is 612 x 792 points.
      expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 612 792\]/);
    });
  });
});

test.describe('/accessibility', () => {
  test('states the WCAG 2.2 AA target, how to get help and the review date, and is linked from the footer', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Accessibility' }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement');
    const main = page.locator('main');
    await expect(main).toContainText('WCAG) 2.2 at level AA');
    await expect(main.getByRole('link', { name: `Call the studio at ${site.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    );
    await expect(main.getByRole('link', { name: `Email the studio at ${site.email}` })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(main.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(main).toContainText('last reviewed on');
  });
});
