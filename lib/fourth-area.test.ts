/**
 * Adding a service area is one object in content/locations.ts (plus its artwork). This test adds a fourth area,
 * Anthony, as that one object, and checks that everything an area needs follows from it, in both languages.
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
const { generateStaticParams: areaPages } =
  require('@/app/(en)/locations/[location]/page') as typeof import('@/app/(en)/locations/[location]/page');
const { generateStaticParams: pairPages } =
  require('@/app/(en)/locations/[location]/[service]/page') as typeof import('@/app/(en)/locations/[location]/[service]/page');
const { generateStaticParams: spanishAreaPages } =
  require('@/app/(es)/es/locations/[location]/page') as typeof import('@/app/(es)/es/locations/[location]/page');
const { generateStaticParams: spanishPairPages } =
  require('@/app/(es)/es/locations/[location]/[service]/page') as typeof import('@/app/(es)/es/locations/[location]/[service]/page');
const { footerNav, navFor, siteNav } = require('@/lib/nav') as typeof import('@/lib/nav');
const { allRoutes, findRoute, sitemapEntries } = require('@/lib/routes') as typeof import('@/lib/routes');
/* eslint-enable @typescript-eslint/no-require-imports */

describe('a fourth service area, added as one object', () => {
  it('gets its area page and one page per listed service, in English and Spanish', () => {
    for (const [areas, pairs] of [
      [areaPages, pairPages],
      [spanishAreaPages, spanishPairPages],
    ] as const) {
      expect(areas()).toContainEqual({ location: 'anthony' });
      expect(pairs().filter((p) => p.location === 'anthony')).toEqual([
        { location: 'anthony', service: 'hydrafacial' },
        { location: 'anthony', service: 'deep-cleansing-facial' },
      ]);
    }
  });

  it('appears in the header nav and the footer of both languages', () => {
    const group = siteNav.find((item) => 'children' in item && item.label === 'Locations');
    expect(group && 'children' in group ? group.children : []).toContainEqual({
      label: 'Anthony',
      href: '/locations/anthony',
    });
    expect(footerNav.areas).toContainEqual({ label: 'Anthony', href: '/locations/anthony' });
    const spanish = navFor('es');
    const spanishGroup = spanish.main.find((item) => 'children' in item && item.label === 'Ubicaciones');
    expect(spanishGroup && 'children' in spanishGroup ? spanishGroup.children : []).toContainEqual({
      label: 'Anthony',
      href: '/es/locations/anthony',
    });
    expect(spanish.footer.areas).toContainEqual({ label: 'Anthony', href: '/es/locations/anthony' });
  });

  it('is listed on /sitemap under Locations and in sitemap.xml, with its Spanish pages as alternates', () => {
    const routes = allRoutes().filter((r) => r.path.startsWith('/locations/anthony'));
    expect(routes.map((r) => [r.path, r.group, r.alternate])).toEqual([
      ['/locations/anthony', 'Locations', '/es/locations/anthony'],
      ['/locations/anthony/hydrafacial', 'Locations', '/es/locations/anthony/hydrafacial'],
      ['/locations/anthony/deep-cleansing-facial', 'Locations', '/es/locations/anthony/deep-cleansing-facial'],
    ]);
    const sitemap = sitemapEntries().map((e) => e.path);
    for (const route of routes) {
      expect(sitemap).toContain(route.path);
      expect(sitemap).toContain(route.alternate);
    }
  });

  it('has Spanish titles and descriptions from its Spanish copy', () => {
    expect(findRoute('/es/locations/anthony').title).toBe('Faciales y cuidado de la piel en Anthony, TX');
    expect(findRoute('/es/locations/anthony/hydrafacial').title).toBe('HydraFacial en Anthony, TX');
    expect(findRoute('/es/locations/anthony/deep-cleansing-facial').description).toMatch(
      /^Un facial de limpieza profunda/,
    );
    // The index title lists every area, the new one last ("..., Socorro y Anthony").
    const index = findRoute('/es/locations').title;
    expect(index).toMatch(/^Zonas que atendemos: .* y Anthony$/);
    for (const name of jest.requireActual<typeof import('@/content/locations')>('@/content/locations').areaNames)
      expect(index).toContain(name);
  });
});
