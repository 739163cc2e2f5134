import { SitemapPage } from '@/components/pages/sitemap-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/es/sitemap');

export default function Page() {
  return <SitemapPage locale="es" />;
}
