import { ServicesPage } from '@/components/services/services-page';
import { servicesCopy } from '@/content/pages/services';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/es/services', {
  image: '/og/services-og.jpg',
  imageAlt: servicesCopy.es.menuPage.imageAlt,
});

export default function Page() {
  return <ServicesPage locale="es" />;
}
