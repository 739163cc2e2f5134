import { LocationServicePage, pairMetadata } from '@/components/locations/location-service-page';
import { pairParams, type PairParams } from '@/lib/matrix';

export const dynamicParams = false;

export function generateStaticParams() {
  return pairParams();
}

type Props = { params: Promise<PairParams> };

export async function generateMetadata({ params }: Props) {
  return pairMetadata(await params, 'en');
}

export default async function Page({ params }: Props) {
  return <LocationServicePage {...await params} locale="en" />;
}
