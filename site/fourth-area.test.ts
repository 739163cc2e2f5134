/**
 * Adding a service area is one file in content/locations/ (plus its artwork). This test adds an area, named
 * "Sample Area" so that it can never be one the owner adds, as that one object, and checks that everything an area
 * needs follows from it, in both languages.
 */
import type { Location } from '@/content/locations';

jest.mock('@/content/locations', () => {
  const actual = jest.requireActual<typeof import('@/content/locations')>('@/content/locations');
  const first = actual.locations[0]!;
  const sample: Location = actual.defineLocation({
    ...first,
    name: 'Sample Area',
    slug: 'sample-area',
    services: ['hydrafacial', 'deep-cleansing-facial'],
    pages: { hydrafacial: first.pages.hydrafacial!, 'deep-cleansing-facial': first.pages['deep-cleansing-facial']! },
  });
  return { ...actual, locations: [...actual.locations, sample] };
});

/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the mock above, as the build would */
const { generateStaticParams: areaPages } =
  require('@/app/(en)/locations/[location]/page') as typeof import('@/app/(en)/locations/[location]/page');
const { generateStaticParams: pairPages } =
  require('@/app/(en)/locations/[location]/[service]/page') as typeof import('@/app/(en)/locations/[location]/[service]/page');
const { generateStaticParams: spanishAreaPages } =
  require('@/app/(es)/es/locations/[location]/page') as typeof import('@/app/(es)/es/locations/[location]/page');
const { generateStaticParams: spanishPairPages } =
  require('@/app/(es)/es/locations/[location]/[service]/page') as typeof import('@/app/(es)/es/locations/[location]/[service]/page');
const { navFor } = require('@/site/nav') as typeof import('@/site/nav');
const { main: siteNav, footer: footerNav } = navFor('en');
const { allRoutes, findRoute, sitemapEntries } = require('@/site/routes') as typeof import('@/site/routes');
/* eslint-enable @typescript-eslint/no-require-imports */

describe('a new service area, added as one object', () => {
  it('gets its area page and one page per listed service, in English and Spanish', () => {
    for (const [areas, pairs] of [
      [areaPages, pairPages],
      [spanishAreaPages, spanishPairPages],
    ] as const) {
      expect(areas()).toContainEqual({ location: 'sample-area' });
      expect(pairs().filter((p) => p.location === 'sample-area')).toEqual([
        { location: 'sample-area', service: 'hydrafacial' },
        { location: 'sample-area', service: 'deep-cleansing-facial' },
      ]);
    }
  });

  it('appears in the header nav and the footer of both languages', () => {
    const group = siteNav.find((item) => 'children' in item && item.label === 'Locations');
    expect(group && 'children' in group ? group.children : []).toContainEqual({
      label: 'Sample Area',
      href: '/locations/sample-area',
    });
    expect(footerNav.areas).toContainEqual({ label: 'Sample Area', href: '/locations/sample-area' });
    const spanish = navFor('es');
    const spanishGroup = spanish.main.find((item) => 'children' in item && item.label === 'Ubicaciones');
    expect(spanishGroup && 'children' in spanishGroup ? spanishGroup.children : []).toContainEqual({
      label: 'Sample Area',
      href: '/es/locations/sample-area',
    });
    expect(spanish.footer.areas).toContainEqual({ label: 'Sample Area', href: '/es/locations/sample-area' });
  });

  it('is listed on /sitemap under Locations and in sitemap.xml, with its Spanish pages as alternates', () => {
    const routes = allRoutes().filter((r) => r.path.startsWith('/locations/sample-area'));
    expect(routes.map((r) => [r.path, r.group, r.alternate])).toEqual([
      ['/locations/sample-area', 'Locations', '/es/locations/sample-area'],
      ['/locations/sample-area/hydrafacial', 'Locations', '/es/locations/sample-area/hydrafacial'],
      ['/locations/sample-area/deep-cleansing-facial', 'Locations', '/es/locations/sample-area/deep-cleansing-facial'],
    ]);
    const sitemap = sitemapEntries().map((e) => e.path);
    for (const route of routes) {
      expect(sitemap).toContain(route.path);
      expect(sitemap).toContain(route.alternate);
    }
  });

  it('has Spanish titles and descriptions from its Spanish copy', () => {
    expect(findRoute('/es/locations/sample-area').title).toBe('Faciales y cuidado de la piel en Sample Area, TX');
    expect(findRoute('/es/locations/sample-area/hydrafacial').title).toBe('HydraFacial en Sample Area, TX');
    expect(findRoute('/es/locations/sample-area/deep-cleansing-facial').description).toMatch(
      /^Un facial de limpieza profunda/,
    );
    // The index title lists every area, the new one last ("..., Socorro y Sample Area").
    const index = findRoute('/es/locations').title;
    expect(index).toMatch(/^Zonas que atendemos: .* y Sample Area$/);
    for (const name of jest.requireActual<typeof import('@/content/locations')>('@/content/locations').areaNames)
      expect(index).toContain(name);
  });
});
