import { LocationServicePage } from '@/components/locations/location-service-page';
import { pathIn, type Locale } from '@/lib/format/locale';
import { findPair, pairParams, type PairParams } from '@/site/matrix';
import { routeMetadata } from '@/site/metadata';
import type { RouteSpec } from './localized-route';

/** The metadata of a location-service page in `locale`. */
function pairMetadata({ location, service }: PairParams, locale: Locale) {
  return routeMetadata(pathIn(locale, findPair(location, service).path));
}

/** /locations/[location]/[service] and its Spanish twin: one page per pair of the matrix. */
export const pairRoute: RouteSpec<PairParams> = {
  params: () => pairParams(),
  metadata: pairMetadata,
  page: (params, locale) => <LocationServicePage {...params} locale={locale} />,
};
