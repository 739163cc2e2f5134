import { localizedRoute } from '@/app/_routes/localized-route';
import { blogPostRoute } from '@/app/_routes/blog-post-route';

const route = localizedRoute('en', blogPostRoute);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
