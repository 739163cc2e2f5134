import { localizedRoute } from '@/components/pages/localized-route';
import { pairRoute } from '@/components/locations/location-service-page';

const route = localizedRoute('en', pairRoute);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
