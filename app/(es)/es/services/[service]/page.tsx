import { serviceRoute } from '@/components/services/service-route';

const route = serviceRoute('es');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
