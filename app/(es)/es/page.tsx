import { HomePage } from '@/components/pages/home-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/es');

export default function Page() {
  return <HomePage locale="es" />;
}
