import { LocationsPage } from '@/components/locations/locations-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/es/locations');

export default function Page() {
  return <LocationsPage locale="es" />;
}
