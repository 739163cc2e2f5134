import { HomePage } from '@/components/home/home-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/es');

export default function Page() {
  return <HomePage locale="es" />;
}
