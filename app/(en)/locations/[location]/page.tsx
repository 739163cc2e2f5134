import { LocationPage } from '@/components/locations/location-page';
import { locationPath, locations } from '@/content/locations';
import { findLocation } from '@/lib/matrix';
import { routeMetadata } from '@/lib/metadata';

type Params = { location: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return locations.map((location) => ({ location: location.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { location } = await params;
  return routeMetadata(locationPath(findLocation(location).slug));
}

export default async function Page({ params }: { params: Promise<Params> }) {
  const { location } = await params;
  return <LocationPage location={findLocation(location)} />;
}
