/**
 * The locations x services matrix: every location-service page is one pair built here from content/locations.ts.
 * Pages (generateStaticParams) and routes (lib/routes.ts) both read it, so adding a location adds its pages.
 */
import { locationPath, locations, locationsIndex, type Location, type LocationServiceCopy } from '@/content/locations';
import { services, type ServiceSlug } from '@/content/services';
import type { SiteRoute } from '@/lib/routes';

export type LocationServicePair = {
  location: Location;
  serviceSlug: ServiceSlug;
  service: (typeof services)[ServiceSlug];
  copy: LocationServiceCopy;
  path: string;
  /** The pair's own artwork name (components fall back to the location's when the manifest lacks it). */
  image: string;
};

export function locationServicePath(locationSlug: string, serviceSlug: ServiceSlug): string {
  return `${locationPath(locationSlug)}/${serviceSlug}`;
}

/** One pair per service each location lists, in location then service order. */
export function buildMatrix(from: readonly Location[] = locations): LocationServicePair[] {
  return from.flatMap((location) =>
    location.services.map((serviceSlug) => {
      const copy = location.pages[serviceSlug];
      if (!copy) throw new Error(`${location.slug} lists ${serviceSlug} but has no page copy for it`);
      return {
        location,
        serviceSlug,
        service: services[serviceSlug],
        copy,
        path: locationServicePath(location.slug, serviceSlug),
        image: `${location.image}-${serviceSlug}`,
      };
    }),
  );
}

export const matrix: readonly LocationServicePair[] = buildMatrix();

export function findLocation(slug: string): Location {
  const location = locations.find((l) => l.slug === slug);
  if (!location) throw new Error(`Unknown location "${slug}"`);
  return location;
}

export function findPair(locationSlug: string, serviceSlug: string): LocationServicePair {
  const pair = matrix.find((p) => p.location.slug === locationSlug && p.serviceSlug === serviceSlug);
  if (!pair) throw new Error(`No page for ${serviceSlug} in ${locationSlug}`);
  return pair;
}

/** The other locations, for the We Also Serve block. */
export function otherLocations(slug: string, from: readonly Location[] = locations): Location[] {
  return from.filter((l) => l.slug !== slug);
}

/** /locations, each location page and each location-service page, derived from the data. */
export function locationRoutes(from: readonly Location[] = locations): SiteRoute[] {
  return [
    { path: '/locations', title: locationsIndex.title, description: locationsIndex.description, group: 'Locations' },
    ...from.flatMap((location) => [
      { path: locationPath(location.slug), title: `Facials & Skincare for ${location.name}, TX`, description: location.description, group: 'Locations' as const },
      ...buildMatrix([location]).map((pair) => ({
        path: pair.path,
        title: `${pair.service.name} in ${location.name}, TX`,
        description: pair.copy.summary,
        group: 'Locations' as const,
      })),
    ]),
  ];
}
