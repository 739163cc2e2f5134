/**
 * The locations x services matrix: every location-service page is one pair built here from content/locations/.
 * Pages (generateStaticParams, in both languages) and routes (site/routes.ts) all read it, so adding a location adds
 * its pages in English and Spanish.
 */
import { locationPath, locations, type Location, type LocationServiceCopy } from '@/content/locations';
import { locationPagesCopy } from '@/content/pages/locations';
import type { PageMeta } from '@/content/page-meta';
import { serviceNames, services, type ServiceSlug } from '@/content/services';
import type { Locale } from '@/lib/format/locale';
import type { SiteRoute } from '@/site/route-types';

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

/** The static params of the area pages, the same in both languages. */
export function locationParams(from: readonly Location[] = locations): { location: string }[] {
  return from.map((location) => ({ location: location.slug }));
}

/** A location-service page's URL segments. */
export type PairParams = { location: string; service: string };

/** The static params of the location-service pages, the same in both languages. */
export function pairParams(from: readonly Location[] = locations): PairParams[] {
  return buildMatrix(from).map((pair) => ({ location: pair.location.slug, service: pair.serviceSlug }));
}

/** Title and description of /locations, each location page and each location-service page in `locale`, keyed by English path. */
export function locationRouteCopy(locale: Locale, from: readonly Location[] = locations): Record<string, PageMeta> {
  const words = locationPagesCopy[locale];
  const names = from.map((l) => l.name);
  return Object.fromEntries([
    [locationPath(), { title: words.index.title(names), description: words.index.description(names) }],
    ...from.flatMap((location) => [
      [
        locationPath(location.slug),
        { title: words.area.title(location.name), description: location.copy[locale].description },
      ],
      ...buildMatrix([location]).map((pair) => [
        pair.path,
        {
          title: words.pair.title(serviceNames[locale][pair.serviceSlug], location.name),
          description: pair.copy[locale].summary,
        },
      ]),
    ]),
  ]);
}

/** /locations, each location page and each location-service page, derived from the data. */
export function locationRoutes(from: readonly Location[] = locations): SiteRoute[] {
  return Object.entries(locationRouteCopy('en', from)).map(([path, copy]) => ({
    path,
    ...copy,
    group: 'Locations' as const,
  }));
}
