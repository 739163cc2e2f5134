import { localizedRoute } from '@/components/pages/localized-route';
import { locationRoute } from '@/components/locations/location-page';

const route = localizedRoute('en', locationRoute);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
