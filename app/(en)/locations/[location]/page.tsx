import { localizedRoute } from '@/app/_routes/localized-route';
import { locationRoute } from '@/app/_routes/location-route';

const route = localizedRoute('en', locationRoute);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
