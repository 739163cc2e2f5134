import { SitemapPage } from '@/components/layout/sitemap-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/es/sitemap');

export default function Page() {
  return <SitemapPage locale="es" />;
}
