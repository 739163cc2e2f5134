import { localizedRoute } from '@/components/pages/localized-route';
import { serviceRoute } from '@/components/services/service-route';

const route = localizedRoute('en', serviceRoute);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
