import { LocationsPage } from '@/components/locations/locations-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/locations');

export default function Page() {
  return <LocationsPage locale="en" />;
}
