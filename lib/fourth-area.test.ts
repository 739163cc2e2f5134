/**
 * Adding a service area is one object in content/locations.ts (plus its artwork). This test adds a fourth area,
 * Anthony, as that one object, and checks that everything an area needs follows from it.
 */
import type { Location } from '@/content/locations';

jest.mock('@/content/locations', () => {
  const actual = jest.requireActual<typeof import('@/content/locations')>('@/content/locations');
  const first = actual.locations[0]!;
  const anthony: Location = actual.defineLocation({
    ...first,
    name: 'Anthony',
    slug: 'anthony',
    services: ['hydrafacial', 'deep-cleansing-facial'],
    pages: { hydrafacial: first.pages.hydrafacial!, 'deep-cleansing-facial': first.pages['deep-cleansing-facial']! },
  });
  return { ...actual, locations: [...actual.locations, anthony] };
});

/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the mock above, as the build would */
const { generateStaticParams: areaPages } = require('@/app/(en)/locations/[location]/page') as typeof import('@/app/(en)/locations/[location]/page');
const { generateStaticParams: pairPages } = require('@/app/(en)/locations/[location]/[service]/page') as typeof import('@/app/(en)/locations/[location]/[service]/page');
const { footerNav, siteNav } = require('@/lib/nav') as typeof import('@/lib/nav');
const { allRoutes, sitemapEntries } = require('@/lib/routes') as typeof import('@/lib/routes');
/* eslint-enable @typescript-eslint/no-require-imports */

describe('a fourth service area, added as one object', () => {
  it('gets its area page and one page per listed service', () => {
    expect(areaPages()).toContainEqual({ location: 'anthony' });
    expect(pairPages().filter((p) => p.location === 'anthony')).toEqual([
      { location: 'anthony', service: 'hydrafacial' },
      { location: 'anthony', service: 'deep-cleansing-facial' },
    ]);
  });

  it('appears in the header nav and the footer', () => {
    const group = siteNav.find((item) => 'children' in item && item.label === 'Locations');
    expect(group && 'children' in group ? group.children : []).toContainEqual({ label: 'Anthony', href: '/locations/anthony' });
    expect(footerNav.areas).toContainEqual({ label: 'Anthony', href: '/locations/anthony' });
  });

  it('is listed on /sitemap under Locations and in sitemap.xml', () => {
    const routes = allRoutes().filter((r) => r.path.startsWith('/locations/anthony'));
    expect(routes.map((r) => [r.path, r.group])).toEqual([
      ['/locations/anthony', 'Locations'],
      ['/locations/anthony/hydrafacial', 'Locations'],
      ['/locations/anthony/deep-cleansing-facial', 'Locations'],
    ]);
    const sitemap = sitemapEntries().map((e) => e.path);
    for (const route of routes) expect(sitemap).toContain(route.path);
  });
});
