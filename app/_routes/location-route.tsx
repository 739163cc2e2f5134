import { LocationPage } from '@/components/locations/location-page';
import { locationPath } from '@/content/locations';
import { pathIn, type Locale } from '@/lib/format/locale';
import { findLocation, locationParams } from '@/site/matrix';
import { routeMetadata } from '@/site/metadata';
import type { RouteSpec } from './localized-route';

/** The metadata of an area's page in `locale`. */
function locationMetadata(slug: string, locale: Locale) {
  return routeMetadata(pathIn(locale, locationPath(findLocation(slug).slug)));
}

/** /locations/[location] and /es/locations/[location]: one page per area. */
export const locationRoute: RouteSpec<{ location: string }> = {
  params: () => locationParams(),
  metadata: ({ location }, locale) => locationMetadata(location, locale),
  page: ({ location }, locale) => <LocationPage location={findLocation(location)} locale={locale} />,
};
