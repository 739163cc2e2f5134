import { localizedRoute } from '@/app/_routes/localized-route';
import { pairRoute } from '@/app/_routes/pair-route';

const route = localizedRoute('es', pairRoute);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
