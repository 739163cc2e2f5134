import { LocationPage, locationMetadata } from '@/components/locations/location-page';
import { findLocation, locationParams } from '@/lib/matrix';

export const dynamicParams = false;

export function generateStaticParams() {
  return locationParams();
}

type Props = { params: Promise<{ location: string }> };

export async function generateMetadata({ params }: Props) {
  return locationMetadata((await params).location, 'es');
}

export default async function Page({ params }: Props) {
  return <LocationPage location={findLocation((await params).location)} locale="es" />;
}
