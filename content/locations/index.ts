/**
 * The areas the studio serves beyond central El Paso, and the copy of each location-service page, in English and
 * Spanish.
 *
 * This is the only list of areas: the nav, the footer, the home cards, /locations, /sitemap, sitemap.xml and the
 * studio's structured data all read it, in both languages. Adding a location is one file beside this one (copy an
 * area's file) and one entry in `locations`: its name, slug and mileage, and its words in `copy.en` and `copy.es`
 * (type-checked: every English string needs its Spanish one); adding a service to a location is one slug in its
 * `services` plus that page's copy in `pages`, again `en` and `es` (type-checked: every listed slug needs copy, in
 * both languages). site/matrix.ts turns this into the location x service pages and their routes.
 */
import { eastlake } from './eastlake';
import { horizonCity } from './horizon-city';
import { socorro } from './socorro';
import type { Location } from './types';

export { defineLocation } from './types';
export type { Location, LocationServiceCopy, LocationServiceText, LocationText, Point, ServedArea } from './types';

/** Every area, in display order. */
export const locations: readonly Location[] = [horizonCity, eastlake, socorro];

export type ServiceArea = { name: string; slug: string };

/** The areas served beyond the studio's city, in display order. */
export const serviceAreas: readonly ServiceArea[] = locations.map(({ name, slug }) => ({ name, slug }));

/** The area names, for sentences such as "also serving Horizon City, Eastlake, Socorro". */
export const areaNames: readonly string[] = serviceAreas.map((a) => a.name);

/** The one way to build an area's URL; with no slug, the page that lists every area. */
export function locationPath(slug?: string): string {
  return slug ? `/locations/${slug}` : '/locations';
}
