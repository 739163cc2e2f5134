import { LocationServicePage } from '@/components/locations/location-service-page';
import { findPair, matrix } from '@/lib/matrix';
import { routeMetadata } from '@/lib/metadata';

type Params = { location: string; service: string };

export const dynamicParams = false;

/** All nine pages from the locations x services matrix. */
export function generateStaticParams(): Params[] {
  return matrix.map((pair) => ({ location: pair.location.slug, service: pair.serviceSlug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { location, service } = await params;
  return routeMetadata(findPair(location, service).path);
}

export default async function Page({ params }: { params: Promise<Params> }) {
  const { location, service } = await params;
  return <LocationServicePage pair={findPair(location, service)} />;
}
