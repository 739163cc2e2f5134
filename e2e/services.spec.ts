import {
  catalogCopy,
  serviceDetails,
  serviceDetailsIn,
  servicePath,
  services,
  type ServiceSlug,
  serviceSlugs,
} from '@/content/services';
import { areaNames } from '@/content/locations';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serviceMenu } from '@/content/service-menu';
import { mapEmbedUrl, site } from '@/content/site';
import { testimonialLabel, testimonialsOn } from '@/content/testimonials';
import { ui } from '@/content/ui';
import { localeOfPath } from '@/lib/format/locale';
import { absoluteUrl } from '@/site/metadata';
import { redirectStubs } from '@/site/routes';
import { expectNoAxeViolations } from './axe';
import { bookingDialog, expect, test } from './fixtures';
import type { Page } from '@playwright/test';

/** The checks a service page has beside those every service page has, run on the same load, in this order. */
type PageCheck = {
  title: string;
  short: string;
  /** Gets the page and the requests it made to other companies (the fixture's list). */
  run: (page: Page, thirdPartyRequests: string[]) => Promise<void>;
};

/** Every kind of booking button on a service page opens the same dialog (the botox page has all four). */
async function everyBookingButton(page: Page) {
  const detail = serviceDetails.botox;
  const dialog = bookingDialog(page, detail.bookingTitle);
  const buttons = [
    page.locator('main section').first().getByRole('link', { name: 'Book a Free Consultation' }),
    page.locator('#benefits').getByRole('link', { name: 'Book Now' }),
    page.locator('#safety').getByRole('link', { name: 'Book a Consultation' }),
    page.locator('#book').getByRole('link', { name: 'Schedule Online' }),
  ];
  for (const [index, button] of buttons.entries()) {
    await expect(button).toHaveAttribute('href', `${site.booking.formBaseUrl}/${site.booking.formId}`);
    await button.click();
    await expect(dialog.title).toBeVisible();
    await expect(dialog.iframe).toHaveAttribute('src', `${site.booking.formBaseUrl}/${site.booking.formId}`);
    await expect(page.getByTestId('booking-dialog')).toHaveCount(1);
    if (index === 0) {
      const box = await dialog.panel.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(896);
      expect(box!.height).toBeLessThanOrEqual(800 * 0.8 + 1);
    }
    await page.keyboard.press('Escape');
    await expect(dialog.panel).toBeHidden();
    await expect(button).toBeFocused();
  }
}

/** Who injects, the medical director, consultation first, price guidance and aftercare. */
const medicalFacts = (slug: 'botox' | 'lip-fillers'): PageCheck => ({
  title: `${servicePath(slug)} says who injects, the medical director, consultation first, price guidance and aftercare`,
  short: 'medical facts',
  run: async (page) => {
    const safety = page.locator('#safety');
    await expect(safety.getByTestId('medical-provider')).toContainText(site.medical.en.injector);
    await expect(safety.getByTestId('medical-provider')).toContainText(site.medical.en.supervisor);
    await expect(safety).toContainText('good-faith exam');
    await expect(safety).toContainText(serviceDetails[slug].medical!.priceGuidance);
    await expect(safety.getByRole('heading', { name: 'Aftercare' })).toBeVisible();
    for (const line of serviceDetails[slug].medical!.aftercare) await expect(safety).toContainText(line);
    await expect(safety).toContainText('Individual results vary');
  },
});

const pageChecks: Partial<Record<ServiceSlug, PageCheck[]>> = {
  hydrafacial: [
    {
      title: 'the FAQ accordion keeps one item open, collapses again, and moves with Arrow, Home and End keys',
      short: 'the FAQ accordion',
      run: async (page) => {
        const slug = 'hydrafacial';
        const items = page.locator('#faq details');
        const triggers = page.locator('#faq details > summary');
        const count = serviceDetails[slug].faqs.length;
        const open = () => items.evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open));

        await triggers.nth(0).click();
        expect(await open()).toEqual(Array.from({ length: count }, (_, i) => i === 0));
        await expect(items.nth(0).getByText(serviceDetails[slug].faqs[0]!.answer)).toBeVisible();
        await triggers.nth(2).click();
        expect(await open()).toEqual(Array.from({ length: count }, (_, i) => i === 2));
        await expect(items.nth(0).getByText(serviceDetails[slug].faqs[0]!.answer)).toBeHidden();
        await triggers.nth(2).click();
        expect(await open()).toEqual(Array.from({ length: count }, () => false));

        await triggers.nth(0).focus();
        await page.keyboard.press('ArrowDown');
        await expect(triggers.nth(1)).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(triggers.nth(2)).toBeFocused();
        await page.keyboard.press('ArrowUp');
        await expect(triggers.nth(1)).toBeFocused();
        await page.keyboard.press('End');
        await expect(triggers.nth(count - 1)).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(triggers.nth(0)).toBeFocused();
        await page.keyboard.press('ArrowUp');
        await expect(triggers.nth(count - 1)).toBeFocused();
        await page.keyboard.press('Home');
        await expect(triggers.nth(0)).toBeFocused();
        await page.keyboard.press('Enter');
        expect((await open())[0]).toBe(true);
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Space');
        expect(await open()).toEqual(Array.from({ length: count }, (_, i) => i === 1));
      },
    },
  ],
  botox: [
    medicalFacts('botox'),
    {
      title: '/services/lip-fillers shows static 5.0 testimonials: only the lip fillers page carries them',
      short: 'no testimonials',
      run: async (page) => {
        await expect(page.getByTestId('service-testimonial')).toHaveCount(0);
      },
    },
    {
      title: 'every kind of booking button opens the same dialog',
      short: 'every booking button',
      run: everyBookingButton,
    },
  ],
  'lip-fillers': [
    {
      title: '/services/lip-fillers shows static 5.0 testimonials with first name, initial and city',
      short: 'testimonials',
      run: async (page) => {
        const cards = page.getByTestId('service-testimonial');
        const testimonials = testimonialsOn('/services/lip-fillers', 'en');
        await expect(cards).toHaveCount(testimonials.length);
        for (const [i, t] of testimonials.entries()) {
          const card = cards.nth(i);
          await expect(card).toContainText(t.position);
          await expect(card).toContainText(`Rated ${t.position} out of 5`);
          await expect(card.locator('blockquote')).toContainText(t.text);
          await expect(card.locator('figcaption')).toContainText(t.name);
          await expect(card.locator('figcaption')).toContainText(t.location!);
          await expect(card.locator('figcaption')).toContainText(testimonialLabel(t, 'en'));
          expect(t.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
        }
        await expect(page.locator('#testimonials').getByText('Individual results vary.')).toBeVisible();
      },
    },
    medicalFacts('lip-fillers'),
    {
      // Last: the dialog stays open.
      title: 'a service page with the booking dialog open has no axe violations',
      short: 'axe with the booking dialog open',
      run: async (page) => {
        await page.getByRole('link', { name: 'Book a Free Consultation' }).click();
        await expect(bookingDialog(page, serviceDetails['lip-fillers'].bookingTitle).title).toBeVisible();
        await expectNoAxeViolations(page);
      },
    },
  ],
  'anti-aging-facial': [
    {
      title: 'educational videos are facades until clicked, and say so when a thumbnail fails',
      short: 'video facades',
      // The fake thumbnail host is routed before the load (see `thumbnails`).
      run: async (page, thirdPartyRequests) => {
        const detail = serviceDetails['anti-aging-facial'];
        const [working, failing] = detail.videos.map((key) => site.videos[key]);
        const videos = page.locator('#videos');
        await expect(videos.locator('iframe')).toHaveCount(0);
        expect(thirdPartyRequests.filter((u) => u.includes('youtube'))).toEqual([]);
        await videos.scrollIntoViewIfNeeded();
        // The failed one says so where it stands (not spoken out of the blue: no live region) and still offers the
        // video two ways, each described by its title.
        await expect(videos.getByText(ui.en.video.unavailable)).toHaveCount(1);
        await expect(videos.getByRole('status')).toHaveCount(0);
        // It takes the picture's box at the picture's size: nothing around it moves.
        const failedBox = await videos.getByText(ui.en.video.unavailable).locator('..').boundingBox();
        const workingBox = await videos.getByRole('button', { name: `Play video: ${working!.title}` }).boundingBox();
        expect(failedBox && { width: failedBox.width, height: failedBox.height }).toEqual(
          workingBox && { width: workingBox.width, height: workingBox.height },
        );
        const watch = videos.getByRole('link', { name: `${ui.en.video.watch}${ui.en.video.newTab}`, exact: true });
        await expect(watch).toHaveAttribute('href', `https://www.youtube.com/watch?v=${failing!.id}`);
        await expect(watch).toHaveAttribute('target', '_blank');
        await expect(watch).toHaveAccessibleDescription(failing!.title);
        const playHere = videos.getByRole('button', { name: ui.en.video.playHere, exact: true });
        await expect(playHere).toHaveAccessibleDescription(failing!.title);
        await videos.getByRole('button', { name: `Play video: ${working!.title}` }).click();
        await expect(videos.locator('iframe')).toHaveAttribute(
          'src',
          `https://www.youtube-nocookie.com/embed/${working!.id}?autoplay=1&rel=0`,
        );
        await expect(videos.locator('iframe')).toHaveAttribute('title', working!.title);
        // The player may load where its picture did not: "Try to play it here" puts it in place, with focus.
        await playHere.click();
        const player = videos.locator(`iframe[src*="/embed/${failing!.id}?"]`);
        await expect(player).toHaveAttribute('title', failing!.title);
        await expect(player).toBeFocused();
      },
    },
  ],
  'deep-cleansing-facial': [
    {
      title: 'the map is a facade: scrolling to it loads nothing, "Show map" loads it',
      short: 'the map facade',
      run: async (page, thirdPartyRequests) => {
        const map = page.locator('#map [data-map]');
        await map.scrollIntoViewIfNeeded();
        await expect(map).toContainText(`${site.address.locality}, ${site.address.region}`);
        await expect(page.locator('#map iframe')).toHaveCount(0);
        expect(
          thirdPartyRequests.filter((url) => url.includes('google.com')),
          'nothing from Google before the ask',
        ).toEqual([]);
        await map.getByRole('button', { name: 'Show map' }).click();
        await expect(page.locator('#map iframe')).toHaveAttribute('src', mapEmbedUrl);
        await expect(page.locator('#map iframe')).toHaveAttribute('title', site.map.title);
      },
    },
  ],
};

/**
 * A fake thumbnail host for the educational videos: the first video has a thumbnail, the second one fails. Its
 * requests still count as requests to another company (the list the page's other checks read).
 */
async function thumbnails(page: Page, requests: string[]) {
  const thumbnail = readFileSync(path.join(process.cwd(), 'public', 'images', 'hero', 'home-1600.webp'));
  const [working] = serviceDetails['anti-aging-facial'].videos.map((key) => site.videos[key]);
  await page.route('https://i.ytimg.com/**', (route) => {
    requests.push(route.request().url());
    return route.request().url().includes(working!.id)
      ? route.fulfill({ status: 200, contentType: 'image/webp', body: thumbnail })
      : route.fulfill({ status: 404, body: '' });
  });
}

test.describe('service detail pages', () => {
  for (const slug of serviceSlugs) {
    const service = services[slug];
    const detail = serviceDetails[slug];
    const checks = pageChecks[slug] ?? [];

    test(`${servicePath(slug)}: breadcrumb, hero duration, sections, related cards and structured data${checks.map((c) => `; ${c.short}`).join('')}`, async ({
      page,
      thirdPartyRequests,
    }) => {
      // The page's own checks (dialogs, axe, video and map facades) add to the load's work.
      if (checks.length > 1) test.slow();
      if (slug === 'anti-aging-facial') await thumbnails(page, thirdPartyRequests);
      await page.goto(servicePath(slug));

      await test.step(`${servicePath(slug)}: breadcrumb, hero duration, sections, related cards and structured data`, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.headline);

        const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
        await expect(crumbs.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
        await expect(crumbs.locator('[aria-current="page"]')).toHaveText(service.name);
        await expect(crumbs.getByRole('listitem')).toHaveCount(3);

        await expect(page.getByTestId('service-duration')).toHaveText(catalogCopy.en.services[slug].duration);
        for (const card of detail.benefits)
          await expect(page.locator('#benefits').getByRole('heading', { name: card.title, exact: true })).toBeVisible();
        for (const [i, step] of detail.process.entries()) {
          await expect(
            page.locator('#process').getByRole('heading', { name: `Step ${i + 1}: ${step.title}`, exact: true }),
          ).toBeAttached();
        }
        for (const area of detail.areas.cards)
          await expect(page.locator('#areas').getByRole('heading', { name: area.title, exact: true })).toBeAttached();

        const related = page.locator('#related');
        for (const other of detail.related) {
          await expect(related.getByRole('link', { name: `Learn more about ${services[other].name}` })).toHaveAttribute(
            'href',
            servicePath(other),
          );
        }
        await expect(related.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');

        // Several booking controls on the page, all real links to the form.
        expect(await page.locator('main a[aria-haspopup="dialog"]').count()).toBeGreaterThanOrEqual(3);

        // The El Paso map ends the page.
        const lastSection = page.locator('main > section').last();
        await expect(lastSection).toHaveAttribute('id', 'map');

        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        const data = blocks.flatMap((b) => JSON.parse(b) as object | object[]) as Record<string, unknown>[];
        const byType = (t: string) => data.find((d) => d['@type'] === t) as Record<string, unknown> | undefined;
        const schema = byType('Service')!;
        expect(schema.name).toBe(service.name);
        expect(schema.mainEntityOfPage).toMatchObject({ '@id': absoluteUrl(servicePath(slug)), inLanguage: 'en' });
        expect((schema.provider as { name: string }).name).toBe(site.name);
        expect((schema.areaServed as { name: string }[]).map((a) => a.name)).toEqual([
          site.address.locality,
          ...areaNames,
        ]);
        const faq = byType('FAQPage')!;
        expect((faq.mainEntity as { name: string }[]).map((q) => q.name)).toEqual(detail.faqs.map((f) => f.question));
        const breadcrumb = byType('BreadcrumbList')!;
        expect((breadcrumb.itemListElement as { item: string }[]).map((i) => i.item)).toEqual([
          absoluteUrl('/'),
          absoluteUrl('/services'),
          absoluteUrl(servicePath(slug)),
        ]);
        expect(thirdPartyRequests).toEqual([]);
      });

      for (const check of checks) await test.step(check.title, () => check.run(page, thirdPartyRequests));
    });
  }

  test('FAQ answers, testimonials and medical facts are in the static HTML (JavaScript off)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const slug of serviceSlugs) {
      await page.goto(servicePath(slug));
      const items = page.locator('#faq details');
      await expect(items).toHaveCount(serviceDetails[slug].faqs.length);
      for (const [i, faq] of serviceDetails[slug].faqs.entries()) {
        await expect(items.nth(i).locator('summary')).toHaveText(faq.question);
        await expect(items.nth(i)).toContainText(faq.answer);
      }
    }
    await context.close();
  });
});

test.describe('/services', () => {
  // One load of the catalog for its own checks and as the page each link variant is opened from.
  test('lists every service by category, books from a card and the hero, and every link variant lands on its page', async ({
    page,
    thirdPartyRequests,
    browser,
  }) => {
    void thirdPartyRequests;
    await page.goto('/services');

    await test.step('lists every service by category with duration, description, detail links and booking', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Services');
      for (const category of serviceMenu) {
        const section = page.locator(`section#${category.id}`);
        await expect(section.getByRole('heading', { level: 2, name: category.title })).toBeAttached();
        await expect(
          page.getByRole('navigation', { name: 'Service categories' }).getByRole('link', { name: category.title }),
        ).toHaveAttribute('href', `#${category.id}`);
        const cards = section.getByTestId('menu-item');
        await expect(cards).toHaveCount(category.items.length);
        for (const [i, item] of category.items.entries()) {
          await expect(cards.nth(i).getByRole('heading', { name: item.name, exact: true })).toBeAttached();
          await expect(cards.nth(i)).toContainText(item.duration);
          await expect(cards.nth(i)).toContainText(item.description);
          await expect(cards.nth(i).getByRole('link', { name: `Book Now for ${item.name}` })).toHaveAttribute(
            'aria-haspopup',
            'dialog',
          );
        }
      }
      for (const slug of serviceSlugs) {
        await expect(page.getByRole('link', { name: `Learn more about ${services[slug].name}` })).toHaveAttribute(
          'href',
          servicePath(slug),
        );
      }
      for (const name of [
        'Dermaplaning',
        'Chemical Peels',
        'Microdermabrasion',
        'Acne Treatments',
        'Plasma Skin Tightening',
        'IV Vitamin Drip Therapy',
      ]) {
        await expect(page.getByRole('heading', { name, exact: true })).toBeAttached();
      }
    });

    await test.step('a card’s Book Now and the hero button open the booking dialog', async () => {
      const dialog = bookingDialog(page);
      const card = page.getByRole('link', { name: 'Book Now for HydraFacial' });
      await card.click();
      await expect(dialog.title).toBeVisible();
      await expect(dialog.panel).toContainText(
        `Booking: HydraFacial (${catalogCopy.en.services.hydrafacial.duration})`,
      );
      await page.keyboard.press('Escape');
      await expect(dialog.panel).toBeHidden();
      await page.getByRole('link', { name: 'Book Your Appointment' }).click();
      await expect(dialog.title).toBeVisible();
    });

    // Each variant is opened from the page before it (the catalog for the first), one history entry later.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    for (const stub of redirectStubs) {
      await test.step(`${stub.from} lands on ${stub.to}, with and without JavaScript`, async () => {
        const entries = await page.evaluate(() => history.length);
        await page.goto(stub.from);
        await expect(page).toHaveURL(new RegExp(`${stub.to}$`));
        // The meta refresh replaces the variant in history: Back leads to the page before it, not to the variant.
        expect(await page.evaluate(() => history.length)).toBe(entries + 1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          serviceDetailsIn[localeOfPath(stub.to)][stub.to.split('/').pop() as ServiceSlug].headline,
        );

        await noJs.goto(stub.from);
        await expect(noJs).toHaveURL(new RegExp(`${stub.to}$`));
      });
    }
    await context.close();
  });
});
