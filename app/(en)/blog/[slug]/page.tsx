import { localizedRoute } from '@/components/pages/localized-route';
import { blogPostRoute } from '@/components/pages/blog-post-page';

const route = localizedRoute('en', blogPostRoute);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
