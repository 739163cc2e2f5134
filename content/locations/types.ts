/**
 * The shape of a service area and of its location-service pages, in English and Spanish. Each area is one file beside
 * this one; `defineLocation` keeps its `services` and `pages` in step.
 */
import type { ServiceSlug } from '@/content/services';
import type { Bilingual } from '@/lib/format/bilingual';
import type { Span } from '@/lib/format/durations';

export type Point = { title: string; description: string };

/** A neighborhood or landmark the location page and its service pages list as served. */
export type ServedArea = { name: string; description: string };

/** The words of one location-service page in one language; genuinely local, never the same text with the town name swapped. */
export type LocationServiceText = {
  /** Short line above the h1. */
  subtitle: string;
  /** Hero paragraph. */
  description: string;
  /** Service card on the location page; also the page's meta description (unique per page). */
  summary: string;
  /** Three benefits tailored to the area's climate or lifestyle. */
  benefits: readonly [Point, Point, Point];
  /** Alt text of the page's hero artwork. */
  imageAlt: string;
};

/** Copy of one location-service page, in both languages. */
export type LocationServiceCopy = Bilingual<LocationServiceText>;

/** What a visitor reads about an area, in one language (its name, slug and mileage are the same in both). */
export type LocationText = {
  /** Text of the area's card on the home page. */
  homeCard: string;
  /** Card text (index page, We Also Serve) and the location page's meta description. */
  description: string;
  /** Hero paragraph of the location page. */
  intro: string;
  imageAlt: string;
  /** The way to the studio in El Paso, in words a visitor can plan with (the miles and minutes are the area's facts). */
  distance: { route: string };
  /** Local climate and lifestyle notes: why skin here needs what it needs. */
  climate: readonly string[];
  /** Neighborhoods and landmarks served (served-area cards). */
  servedAreas: readonly [ServedArea, ServedArea, ServedArea];
  /** The location page's why-choose-us block. */
  whyChoose: readonly [Point, Point, Point];
};

type LocationBase = {
  name: string;
  /** The URL segment: /locations/<slug> and /es/locations/<slug>. */
  slug: string;
  /** Artwork name (content/artwork/locations.json). */
  image: string;
  /** How far the studio is: miles, and time by car (`minutes(25, 30)`: "25-30 minutes", "de 25 a 30 minutos"). */
  distance: { miles: number; driveTime: Span };
  /** The area's words, in both languages. */
  copy: Bilingual<LocationText>;
  /** Show the lazily loaded map section on the location page. */
  showMap?: boolean;
};

export type Location = LocationBase & {
  /** Services offered to this area, in display order. */
  services: readonly ServiceSlug[];
  /** Copy of each location-service page, keyed by service. */
  pages: Partial<Record<ServiceSlug, LocationServiceCopy>>;
};

/** Keeps a location's `services` and `pages` in step: every listed service must have its page copy. */
export function defineLocation<const S extends ServiceSlug>(
  location: LocationBase & { services: readonly S[]; pages: Record<S, LocationServiceCopy> },
): Location {
  return location;
}
