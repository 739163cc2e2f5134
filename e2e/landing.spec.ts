import type { Page } from '@playwright/test';
import { estheticsPage } from '@/content/pages/esthetics';
import { ivTherapyPage } from '@/content/pages/iv-therapy';
import { landingWords } from '@/content/pages/landing';
import { site } from '@/content/site';
import { atLeast } from '@/lib/format/prices';
import { withArticle } from '@/content/spanish-names';
import { testimonialLabel, testimonialsOn } from '@/content/testimonials';
import { fill } from '@/lib/format/locale';
import { expectNoAxeViolations } from './axe';
import { bookingDialog, expect, hoursLabels, reachableBeside, test } from './fixtures';

const ESTHETICS_TITLE = 'Book Your Esthetics Consultation';
const IV_TITLE = 'Book Your IV Therapy Session';
const estheticsServices = estheticsPage.copy.en.offers.items.map((service) => ({
  ...service,
  detail: service.detail!,
}));
const estheticsFaqs = estheticsPage.copy.en.faq.items;
const ivDrips = ivTherapyPage.copy.en.offers.items;
const ivFaqs = ivTherapyPage.copy.en.faq.items;

const learnMoreDialog = (page: Page) => page.getByTestId('learn-more-dialog');
/** A Learn More trigger once hydrated: a button that opens a dialog (without scripts, a link to the details). */
const learnMoreTrigger = (page: Page, title: string) =>
  page.getByRole('button', { name: `Learn More about ${title}`, exact: true });

/** FAQ accordion checks shared by both pages: single open, collapsible, Arrow/Home/End between triggers. */
async function checkFaq(page: Page, questions: string[]) {
  const faq = page.locator('#faq');
  const items = faq.locator('details');
  await expect(items).toHaveCount(questions.length);
  await expect(faq.locator('summary')).toHaveText(questions);
  const summary = (i: number) => faq.locator('summary').nth(i);

  await summary(0).click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await expect(items.nth(0).locator('div').last()).toBeVisible();
  await summary(1).click();
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await expect(faq.locator('details[open]')).toHaveCount(1);
  await summary(1).click();
  await expect(faq.locator('details[open]')).toHaveCount(0);

  await summary(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(summary(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(summary(questions.length - 1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(summary(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(summary(questions.length - 1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(summary(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(items.nth(0)).toHaveAttribute('open', '');
}

/** The FAQPage JSON-LD of the page, as a crawler reads it. */
async function faqJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'FAQPage');
}

test.describe('/esthetics-services', () => {
  // One load for every check that runs on the page as it loads (the visitor opens and closes each dialog in turn):
  // the hero first, while nothing has been opened yet, and the focus trap with axe last, its dialog left open.
  test('hero, cards, location and call to action, FAQ, every Learn More dialog, and the focus trap with axe', async ({
    page,
    thirdPartyRequests,
  }) => {
    // Six dialogs opened three times each and an axe scan: several times a single check's work.
    test.slow();
    await page.goto('/esthetics-services');

    await test.step('hero books an esthetics consultation, calls the studio and attributes the rating', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const call = page
        .locator('#main-content section')
        .first()
        .getByRole('link', { name: `Call ${site.phone.display}`, exact: true });
      await expect(call).toHaveAttribute('href', `tel:${site.phone.tel}`);
      await expect(call).toHaveText(`Call ${site.phone.display}`);
      const claim = page.getByTestId('rating-claim').first();
      await expect(claim).toContainText(
        `${site.claims.esthetics.rating} stars from ${atLeast('en', site.claims.esthetics.reviews)} reviews on ${site.reviews.platform}`,
      );
      await expect(claim.getByRole('link')).toHaveAttribute('href', site.reviews.url);
      expect(thirdPartyRequests).toEqual([]);

      const book = page.getByRole('link', { name: 'Book Your Consultation' });
      await book.click();
      await expect(bookingDialog(page, ESTHETICS_TITLE).title).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(bookingDialog(page).panel).toBeHidden();
      await expect(book).toBeFocused();
    });

    await test.step('shows the outcome cards, six services with three benefits each, and the why-choose cards', async () => {
      for (const outcome of ['Radiant Complexion', 'Clearer Skin Confidence', 'Youthful Glow']) {
        await expect(page.locator('#results').getByRole('heading', { name: outcome, level: 3 })).toBeVisible();
      }
      const cards = page.getByTestId('landing-offer');
      await expect(cards).toHaveCount(estheticsServices.length);
      for (const [i, service] of estheticsServices.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole('heading', { level: 3 }).first()).toHaveText(service.title);
        await expect(card.getByText(service.description)).toBeVisible();
        for (const benefit of service.benefits) await expect(card.getByText(benefit, { exact: true })).toBeVisible();
      }
      for (const why of ['20+ Years of Experience', 'Personalized Approach', 'Medical-Grade Products', 'Gentle Care']) {
        await expect(page.locator('#why-choose').getByRole('heading', { name: why })).toBeVisible();
      }
      await expect(
        page.locator('#esthetician').getByRole('heading', { name: new RegExp(site.owner.name) }),
      ).toBeVisible();
      const testimonials = page.locator('#testimonials figure');
      await expect(testimonials).toHaveCount(testimonialsOn('/esthetics-services', 'en').length);
      for (const [i, figure] of (await testimonials.all()).entries()) {
        const shown = testimonialsOn('/esthetics-services', 'en')[i]!;
        await expect(figure.getByText(`Rated ${shown.position} out of 5`)).toHaveCount(1);
        await expect(figure.locator('figcaption')).toContainText(/, TX · \S/);
        await expect(figure.locator('figcaption')).toContainText(testimonialLabel(shown, 'en'));
      }
    });

    await test.step('location, hours and the closing call to action', async () => {
      for (const days of hoursLabels()) await expect(page.locator('#location')).toContainText(days);
      const cta = page.locator('#book');
      await cta.getByRole('link', { name: 'Schedule Online' }).click();
      await expect(bookingDialog(page, ESTHETICS_TITLE).title).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(cta.getByRole('link', { name: /^Call Us Now/ })).toHaveAttribute('href', `tel:${site.phone.tel}`);
      // Closed before the next step, as a visitor leaves it.
      await expect(bookingDialog(page).panel).toBeHidden();
    });

    await test.step('FAQ: every question, one open at a time, collapsible, keyboard moves, and FAQPage JSON-LD', async () => {
      await checkFaq(
        page,
        estheticsFaqs.map((f) => f.question),
      );
      const ld = await faqJsonLd(page);
      expect(ld.mainEntity.map((q: { name: string }) => q.name)).toEqual(estheticsFaqs.map((f) => f.question));
    });

    for (const service of estheticsServices) {
      await test.step(`Learn More: ${service.title} opens its dialog, books from inside and gives focus back`, async () => {
        const trigger = learnMoreTrigger(page, service.title);
        await expect(trigger).toHaveAttribute('href', `#${service.slug}-details`);
        await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
        await trigger.click();

        const dialog = learnMoreDialog(page);
        await expect(dialog.getByRole('heading', { level: 2, name: service.title })).toBeVisible();
        await expect(page.getByRole('dialog', { name: service.title })).toHaveCount(1);
        await expect(dialog.getByText(service.detail.intro)).toBeVisible();
        await expect(dialog.getByRole('heading', { name: service.detail.whatItIsTitle })).toBeVisible();
        await expect(dialog.getByText(service.detail.whatItIs)).toBeVisible();
        await expect(dialog.getByRole('heading', { name: 'How Does It Work' })).toHaveCount(
          service.slug === 'acne-treatments' ? 1 : 0,
        );
        const benefits = dialog.locator('ul li strong');
        await expect(benefits).toHaveText(service.detail.benefits.map((b) => `${b.slice(0, b.indexOf(':'))}:`));
        await expect(dialog.locator('summary')).toHaveText(service.detail.faqs.map((f) => f.question));
        // Its accordion works inside the dialog: one open at a time.
        await dialog.locator('summary').nth(0).click();
        await dialog.locator('summary').nth(2).click();
        await expect(dialog.locator('details[open]')).toHaveCount(1);
        await expect(dialog.getByText(service.detail.faqs[2].answer)).toBeVisible();
        await expect(dialog.getByRole('link', { name: `Call ${site.phone.display}`, exact: true })).toHaveAttribute(
          'href',
          `tel:${site.phone.tel}`,
        );

        // Escape closes it and focus returns to this service's Learn More.
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();

        // The close button does the same.
        await trigger.click();
        await dialog.getByRole('button', { name: `Close ${service.title} details` }).click();
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();

        // Book Consultation hands over to the booking dialog, titled for esthetics and naming the service.
        await trigger.click();
        await dialog.getByRole('link', { name: `Book Consultation for ${service.title}` }).click();
        const booking = bookingDialog(page, ESTHETICS_TITLE);
        await expect(booking.title).toBeVisible();
        await expect(booking.panel).toContainText(service.title);
        await expect(dialog).toBeHidden();
        await booking.panel.getByRole('button', { name: 'Close booking dialog' }).click();
        await expect(booking.panel).toBeHidden();
        await expect(trigger).toBeFocused();
      });
    }

    await test.step('a Learn More dialog opens with Space, as a button does, keeps focus inside and passes axe while open', async () => {
      await learnMoreTrigger(page, 'Acne Treatments').focus();
      await page.keyboard.press(' ');
      const dialog = learnMoreDialog(page);
      await expect(dialog.getByRole('heading', { name: 'How Does It Work' })).toBeVisible();
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      // The page behind (header and footer too) is shut out for a screen reader.
      await expect
        .poll(() => reachableBeside(page, '[data-testid="learn-more-dialog"]'), {
          message: 'reachable beside the dialog',
        })
        .toEqual([]);
      await expectNoAxeViolations(page);
    });
  });

  test('every dialog’s content is in the static HTML, and Learn More works without JavaScript', async ({
    browser,
    request,
    baseURL,
  }) => {
    const html = await (await request.get('/esthetics-services')).text();
    const decoded = html
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    for (const service of estheticsServices) {
      expect(decoded).toContain(service.detail.whatItIs);
      for (const faq of service.detail.faqs) expect(decoded).toContain(faq.question);
    }
    expect(decoded).toContain('How Does It Work');

    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/esthetics-services');
    const details = page.locator('#hydrafacial-details');
    await expect(details).toBeHidden();
    // Without scripts it is what it does: a link to the details, announcing no dialog.
    const link = page.getByRole('link', { name: 'Learn More about HydraFacial' });
    await expect(link).not.toHaveAttribute('aria-haspopup');
    await link.click();
    await expect(details).toBeVisible();
    await expect(details.getByRole('heading', { name: 'What Is a HydraFacial?' })).toBeVisible();
    await expect(page.locator('#dermaplaning-details')).toBeHidden();
    await context.close();
  });

  test('a link to a service’s details opens its dialog, and closing it leaves the page as it was', async ({ page }) => {
    await page.goto('/esthetics-services#chemical-peels-details');
    const dialog = learnMoreDialog(page);
    await expect(dialog.getByRole('heading', { level: 2, name: 'Chemical Peels' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('#chemical-peels-details')).toBeHidden();
  });
});

test.describe('/iv-therapy', () => {
  // One load: the static checks first, the dialogs next (each closed again), the closing call to action last.
  test('hero, benefit cards, drip menu, "Schedule this Drip", FAQ and structured data, and the closing call to action', async ({
    page,
  }) => {
    await page.goto('/iv-therapy');

    await test.step('benefit cards, three steps, why-choose and the licensed RN block', async () => {
      for (const title of ['100% Absorption', 'Rapid Results', 'Medical Grade', 'Sterile Environment']) {
        await expect(page.locator('#benefits').getByRole('heading', { name: title })).toBeVisible();
      }
      await expect(page.locator('#how-it-works li h3')).toHaveText([
        'Direct Absorption',
        'Cellular Nourishment',
        'Safe & Sterile',
      ]);
      await expect(page.locator('#why-choose li h3')).toHaveCount(ivTherapyPage.copy.en.whyChoose.items.length);
      const safety = page.locator('#safety');
      await expect(safety).toContainText(site.medical.en.ivProvider);
      await expect(safety).toContainText(site.medical.en.supervisor);
      await expect(
        safety.getByRole('heading', { name: /good-faith exam by the medical team before your first drip/i }),
      ).toBeVisible();
      await expect(safety).toContainText(site.medical.en.examiner);
      await expect(page.getByText(/not a treatment for any disease/).first()).toBeVisible();
      await expect(safety.getByRole('heading', { name: 'Who should not have IV therapy' })).toBeVisible();
      await expect(safety.locator('ul li').first()).toBeVisible();
      await expect(page.locator('#testimonials figure')).toHaveCount(testimonialsOn('/iv-therapy', 'en').length);
    });

    await test.step('the drip menu lists every drip with its duration, ingredients and key benefits', async () => {
      const drips = page.getByTestId('landing-offer');
      await expect(drips).toHaveCount(ivDrips.length);
      await expect(drips.locator('h3')).toHaveText(ivDrips.map((drip) => drip.title));
      const facts = ivDrips.map((drip) => drip.facts!);
      await expect(page.getByTestId('drip-duration')).toHaveText(facts.map((f) => f.duration));
      await expect(page.getByTestId('drip-ingredients')).toHaveText(facts.map((f) => f.ingredients));
      for (const [i, drip] of ivDrips.entries()) {
        await expect(drips.nth(i).locator('ul li')).toHaveText(drip.benefits);
        await expect(drips.nth(i).getByText(drip.description)).toBeVisible();
      }
    });

    await test.step('hero opens the IV booking dialog, calls the studio and attributes the 5.0 rating', async () => {
      const call = page
        .locator('#main-content section')
        .first()
        .getByRole('link', { name: `Call ${site.phone.display}`, exact: true });
      await expect(call).toHaveAttribute('href', `tel:${site.phone.tel}`);
      const claim = page.getByTestId('rating-claim').first();
      await expect(claim).toContainText(
        `${site.claims.iv.rating} stars from ${atLeast('en', site.claims.iv.reviews)} reviews on ${site.reviews.platform}`,
      );
      await expect(claim.getByRole('link')).toHaveAttribute('href', site.reviews.url);
      const menu = page.getByRole('link', { name: 'Explore Our IV Menu' });
      await menu.click();
      await expect(bookingDialog(page, IV_TITLE).title).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeFocused();
      await expect(bookingDialog(page).panel).toBeHidden();
    });

    await test.step('"Schedule this Drip" opens the IV booking dialog naming the drip, and gives focus back', async () => {
      for (const title of ['Immunity Boost', 'Custom Blends']) {
        const button = page.getByRole('link', { name: `Schedule this Drip: ${title}` });
        await button.click();
        const booking = bookingDialog(page, IV_TITLE);
        await expect(booking.title).toBeVisible();
        await expect(booking.panel).toContainText(`Selected drip: ${title}`);
        await page.keyboard.press('Escape');
        await expect(booking.panel).toBeHidden();
        await expect(button).toBeFocused();
      }
    });

    await test.step('FAQ: every question, one open at a time, keyboard moves, and structured data for the drips', async () => {
      await checkFaq(
        page,
        ivFaqs.map((f) => f.question),
      );
      const ld = await faqJsonLd(page);
      expect(ld.mainEntity.map((q: { name: string }) => q.name)).toEqual(ivFaqs.map((f) => f.question));
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) =>
        JSON.parse(b),
      );
      const service = blocks.find((d) => d['@type'] === 'Service');
      const therapies = service.hasOfferCatalog.itemListElement.map(
        (o: { itemOffered: { '@type': string; name: string; description: string } }) => o.itemOffered,
      );
      expect(therapies.map((t: { name: string }) => t.name)).toEqual(ivDrips.map((d) => d.title));
      expect(therapies.every((t: { '@type': string }) => t['@type'] === 'MedicalTherapy')).toBe(true);
      expect(therapies[0].description).toContain('Duration: 30-45 min');
    });

    await test.step('closing call to action and location', async () => {
      await expect(page.locator('#location')).toContainText('Sunday');
      await page.locator('#book').getByRole('link', { name: 'Schedule Online' }).click();
      await expect(bookingDialog(page, IV_TITLE).title).toBeVisible();
    });
  });
});

test.describe('the Spanish landing pages', () => {
  const es = estheticsPage.copy.es;
  const hydrafacial = es.offers.items.find((s) => s.slug === 'hydrafacial')!;

  test('/es/esthetics-services: a Learn More dialog and the booking it hands over to speak Spanish', async ({
    page,
  }) => {
    await page.goto('/es/esthetics-services');
    const trigger = page.getByRole('button', {
      name: `Más información sobre ${withArticle(hydrafacial.title)}`,
      exact: true,
    });
    await trigger.click();
    const dialog = learnMoreDialog(page);
    await expect(dialog.getByRole('heading', { level: 2, name: hydrafacial.title })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: hydrafacial.detail!.whatItIsTitle })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: fill(landingWords.es.learnMore.close, { title: hydrafacial.title }) }),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: `Llamar al ${site.phone.display}`, exact: true })).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    );
    await dialog
      .getByRole('link', { name: fill(landingWords.es.learnMore.bookAria, { title: hydrafacial.title }) })
      .click();
    const booking = bookingDialog(page, es.bookingTitle);
    await expect(booking.title).toBeVisible();
    await expect(booking.panel).toContainText(`Nos pregunta por ${withArticle(hydrafacial.title)}`);
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });

  test('/es/iv-therapy: "Agendar este suero" names the drip in Spanish, and the FAQ and drip menu are structured data in Spanish', async ({
    page,
  }) => {
    const iv = ivTherapyPage.copy.es;
    const drip = iv.offers.items[1]!;
    await page.goto('/es/iv-therapy');
    await page.getByRole('link', { name: fill(landingWords.es.drip.scheduleAria, { title: drip.title }) }).click();
    const booking = bookingDialog(page, iv.bookingTitle);
    await expect(booking.title).toBeVisible();
    await expect(booking.panel).toContainText(
      fill(landingWords.es.drip.scheduleIntro, { title: drip.title }).split('.')[0]!,
    );
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) =>
      JSON.parse(b),
    );
    const faq = blocks.find((d) => d['@type'] === 'FAQPage');
    expect(faq.inLanguage).toBe('es');
    expect(faq.mainEntity[0].name).toBe(iv.faq.items[0]!.question);
    const service = blocks.find((d) => d['@type'] === 'Service');
    expect(service.mainEntityOfPage.inLanguage).toBe('es');
    expect(service.hasOfferCatalog.itemListElement[0].itemOffered.description).toContain(
      `Duración: ${iv.offers.items[0]!.facts!.duration}`,
    );
  });
});
