import { localizedRoute } from '@/app/_routes/localized-route';
import { serviceRoute } from '@/app/_routes/service-route';

const route = localizedRoute('en', serviceRoute);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
