import { locationPath, locations, serviceAreas } from '@/content/locations';
import { catalogCopy, serviceDetailsIn, services } from '@/content/services';
import { site } from '@/content/site';
import { matrix, otherLocations } from '@/site/matrix';
import type { Page } from '@playwright/test';
import { bookingDialog, expect, settle, test } from './fixtures';

const EXPECTED_BADGES = {
  hydrafacial: 'Most Popular',
  'anti-aging-facial': '5-Star Rated',
  'deep-cleansing-facial': 'Top Rated',
} as const;
/** The treatment cards of an area: each service it lists, with the catalog's name and length. */
const cardsOf = (location: (typeof locations)[number]) =>
  location.services.map((slug) => [services[slug].name, catalogCopy.en.services[slug].duration, slug] as const);

test.describe('/locations index', () => {
  test('lists every area with its treatments and links to each area page', async ({ page }) => {
    await page.goto('/locations');
    await expect(page.locator('h1')).toHaveText(`Facials for the communities around ${site.address.locality}`);
    const cards = page.getByTestId('location-card');
    await expect(cards).toHaveCount(serviceAreas.length);
    for (const [index, area] of serviceAreas.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: area.name })).toBeVisible();
      await expect(card.getByRole('link', { name: area.name, exact: true })).toHaveAttribute(
        'href',
        `/locations/${area.slug}`,
      );
      for (const [name, , slug] of cardsOf(locations.find((l) => l.slug === area.slug)!)) {
        await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute(
          'href',
          `/locations/${area.slug}/${slug}`,
        );
      }
    }
    const last = serviceAreas.at(-1)!;
    await cards
      .last()
      .getByRole('link', { name: `Explore ${last.name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/locations/${last.slug}$`));
    await expect(page.getByText(`Serving ${last.name}`, { exact: true })).toBeVisible();
  });
});

/** The checks a page has beside those every page of its kind has, run on the same load, in this order. */
type PageCheck = {
  title: string;
  /** For the test's title. */
  short: string;
  /** Gets the page and the requests it made to other companies (the fixture's list). */
  run: (page: Page, thirdPartyRequests: string[]) => Promise<void>;
};

const noMap: PageCheck = {
  title: 'Eastlake shows its map only when asked for it; the others have no map',
  short: 'no map',
  run: async (page) => {
    await expect(page.locator('#map')).toHaveCount(0);
  },
};

/** By location slug. */
const locationChecks: Record<string, PageCheck[]> = {
  'horizon-city': [
    noMap,
    {
      title: 'a location page books from its hero and its closing call to action',
      short: 'books from its hero and its closing call to action',
      run: async (page) => {
        const dialog = bookingDialog(page);
        await page.locator('main > section').first().getByRole('link', { name: 'Book Your Appointment' }).click();
        await expect(dialog.title).toBeVisible();
        await expect(dialog.panel).toContainText('Horizon City');
        await page.keyboard.press('Escape');
        await expect(dialog.panel).toBeHidden();
        await page.locator('#book').getByRole('link', { name: 'Book Your Appointment' }).click();
        await expect(dialog.title).toBeVisible();
        // Closed again, as a visitor leaves it, before the next check.
        await page.keyboard.press('Escape');
        await expect(dialog.panel).toBeHidden();
      },
    },
    {
      // Last: it leaves the page.
      title: 'We Also Serve navigates between areas',
      short: 'We Also Serve navigates to Eastlake',
      run: async (page) => {
        await page.locator('#also-serve').getByRole('link', { name: 'Eastlake', exact: true }).click();
        await expect(page).toHaveURL(/\/locations\/eastlake$/);
        await expect(page.getByText('Serving Eastlake', { exact: true })).toBeVisible();
      },
    },
  ],
  eastlake: [
    {
      title: 'Eastlake shows its map only when asked for it; the others have no map',
      short: 'its map only when asked for',
      run: async (page, thirdPartyRequests) => {
        await page.locator('#map').scrollIntoViewIfNeeded();
        await expect(page.locator('#map [data-map]')).toHaveAttribute('data-map', 'facade');
        await expect(page.locator('#map iframe')).toHaveCount(0);
        expect(
          thirdPartyRequests.filter((url) => url.includes('google.com')),
          'nothing from Google before the ask',
        ).toEqual([]);

        await page.locator('#map').getByRole('button', { name: 'Show map' }).click();
        const iframe = page.locator('#map iframe');
        await expect(iframe).toHaveCount(1);
        await expect(iframe).toHaveAttribute('src', /google\.com\/maps/);
        await expect(iframe).toHaveAttribute('title', site.map.title);
      },
    },
  ],
  socorro: [noMap],
};

/** By the path of the location-service page; `first` runs before the checks every such page has. */
const pairChecks: Record<string, { first?: PageCheck; before?: PageCheck }> = {
  '/locations/socorro/hydrafacial': {
    first: {
      title:
        'the hero and the closing call to action open the same booking dialog: nothing reached another company first',
      short: 'nothing reached another company first',
      run: async (page, thirdPartyRequests) => {
        await settle(page);
        expect(thirdPartyRequests).toEqual([]);
      },
    },
    // Before the breadcrumb's back-link, which leaves the page.
    before: {
      title: 'the hero and the closing call to action open the same booking dialog',
      short: 'the hero and the closing call to action open the same booking dialog',
      run: async (page) => {
        const dialog = bookingDialog(page, 'Book Your HydraFacial');

        const hero = page.locator('main > section').first();
        const heroButton = hero.getByRole('link', { name: 'Book Your HydraFacial' });
        await expect(heroButton).toHaveAttribute('href', `${site.booking.formBaseUrl}/${site.booking.formId}`);
        await heroButton.click();
        await expect(dialog.title).toBeVisible();
        await expect(dialog.panel).toContainText('Socorro');
        await expect(dialog.iframe).toHaveAttribute('src', `${site.booking.formBaseUrl}/${site.booking.formId}`);
        await page.keyboard.press('Escape');
        await expect(dialog.panel).toBeHidden();
        await expect(heroButton).toBeFocused();

        const finalButton = page.locator('#book').getByRole('link', { name: 'Schedule Online' });
        await finalButton.scrollIntoViewIfNeeded();
        await expect(finalButton).toHaveAttribute('href', `${site.booking.formBaseUrl}/${site.booking.formId}`);
        await finalButton.click();
        await expect(dialog.title).toBeVisible();
        await expect(page.getByTestId('booking-dialog')).toHaveCount(1);
        await expect(dialog.panel).toContainText('Socorro');
        await page.keyboard.press('Escape');
        await expect(dialog.panel).toBeHidden();
        await expect(finalButton).toBeFocused();
      },
    },
  },
};

// A renamed page must not drop its checks unnoticed.
for (const slug of Object.keys(locationChecks))
  if (!locations.some((l) => l.slug === slug)) throw new Error(`locationChecks: no location "${slug}"`);
for (const pagePath of Object.keys(pairChecks))
  if (!matrix.some((p) => p.path === pagePath)) throw new Error(`pairChecks: no page "${pagePath}"`);

test.describe('location pages', () => {
  for (const location of locations) {
    const checks = locationChecks[location.slug] ?? [];
    test(`${location.name}: Serving line, its treatments, View All Services and We Also Serve${checks.map((c) => `; ${c.short}`).join('')}`, async ({
      page,
      thirdPartyRequests,
    }) => {
      await page.goto(locationPath(location.slug));

      await test.step(`${location.name}: Serving line, its treatments, View All Services and We Also Serve`, async () => {
        await expect(page.getByText(`Serving ${location.name}`, { exact: true })).toBeVisible();
        await expect(page.locator('h1')).toContainText(location.name);

        const cards = page.getByTestId('location-service-card');
        await expect(cards).toHaveCount(location.services.length);
        for (const [index, [name, duration, slug]] of cardsOf(location).entries()) {
          const card = cards.nth(index);
          await expect(card.getByRole('heading', { name })).toBeVisible();
          await expect(card.getByText(duration, { exact: true })).toBeVisible();
          await expect(card.getByRole('link', { name: /^Learn More/ })).toHaveAttribute(
            'href',
            `/locations/${location.slug}/${slug}`,
          );
        }
        await expect(page.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');

        const whyChoose = page.locator('#why-choose-us');
        await expect(whyChoose.getByRole('listitem')).toHaveCount(location.copy.en.whyChoose.length);

        const alsoServe = page.locator('#also-serve');
        await expect(alsoServe.getByRole('heading', { name: 'We Also Serve', level: 2 })).toBeVisible();
        const others = otherLocations(location.slug);
        expect(others).toHaveLength(locations.length - 1);
        await expect(alsoServe.getByTestId('location-card')).toHaveCount(others.length);
        for (const other of others) {
          await expect(alsoServe.getByRole('link', { name: other.name, exact: true })).toHaveAttribute(
            'href',
            `/locations/${other.slug}`,
          );
        }
        await expect(alsoServe.getByRole('link', { name: location.name, exact: true })).toHaveCount(0);
      });

      for (const check of checks) await test.step(check.title, () => check.run(page, thirdPartyRequests));
    });
  }
});

test.describe('location-service pages', () => {
  for (const pair of matrix) {
    const { location, service, serviceSlug } = pair;
    const { first, before } = pairChecks[pair.path] ?? {};
    test(`${pair.path}: hero details, badge, benefits, served areas and breadcrumb back-link${before ? `; ${before.short}` : ''}`, async ({
      page,
      thirdPartyRequests,
    }) => {
      await page.goto(pair.path);
      if (first) await test.step(first.title, () => first.run(page, thirdPartyRequests));

      await test.step(`${pair.path}: hero details, badge, benefits and served areas`, async () => {
        const hero = page.locator('main > section').first();
        await expect(hero.locator('h1')).toHaveText(`${service.name} in ${location.name}`);
        await expect(hero.getByText(pair.copy.en.subtitle)).toBeVisible();
        await expect(hero.getByText(pair.copy.en.description)).toBeVisible();
        await expect(hero.getByTestId('service-badge')).toHaveText(
          EXPECTED_BADGES[serviceSlug as keyof typeof EXPECTED_BADGES],
        );
        expect(serviceDetailsIn.en[serviceSlug].areaPage?.badge).toBe(
          EXPECTED_BADGES[serviceSlug as keyof typeof EXPECTED_BADGES],
        );
        await expect(hero.getByTestId('service-duration')).toHaveText(
          `Duration: ${catalogCopy.en.services[serviceSlug].duration}`,
        );
        await expect(hero.getByTestId('service-location')).toContainText(`${location.name}, ${site.address.region}`);
        await expect(hero.getByRole('img', { name: pair.copy.en.imageAlt })).toBeVisible();

        await expect(page.locator('#benefits li')).toHaveCount(pair.copy.en.benefits.length);
        for (const benefit of pair.copy.en.benefits)
          await expect(page.locator('#benefits').getByRole('heading', { name: benefit.title })).toBeVisible();
        const served = page.locator('#served-areas');
        await expect(served.getByRole('listitem')).toHaveCount(location.copy.en.servedAreas.length);
        for (const area of location.copy.en.servedAreas)
          await expect(served.getByRole('heading', { name: area.name })).toBeVisible();

        const guide = page.locator('#what-to-expect');
        if (serviceSlug === 'deep-cleansing-facial') {
          await expect(guide).toHaveCount(0);
        } else {
          for (const heading of ['What the treatment involves', 'How to prepare', 'Aftercare']) {
            await expect(guide.getByRole('heading', { name: heading })).toBeVisible();
          }
        }

        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
        const types = jsonLd
          .flatMap((text) => [JSON.parse(text)].flat())
          .map((item: { '@type': unknown }) => JSON.stringify(item['@type']));
        expect(types).toEqual(expect.arrayContaining(['["DaySpa","MedicalClinic"]', '"Service"', '"BreadcrumbList"']));
        expect(jsonLd.join('')).toContain(`"areaServed":[{"@type":"City","name":"${location.name}"}]`);
      });

      if (before) await test.step(before.title, () => before.run(page, thirdPartyRequests));

      await test.step(`${pair.path}: breadcrumb back-link`, async () => {
        const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(service.name);
        const back = breadcrumb.getByRole('link', { name: location.name, exact: true });
        await expect(back).toHaveAttribute('href', locationPath(location.slug));
        await back.click();
        await expect(page).toHaveURL(new RegExp(`${locationPath(location.slug)}$`));
        await expect(page.getByText(`Serving ${location.name}`, { exact: true })).toBeVisible();
      });
    });
  }
});
