import { AboutPage } from '@/components/studio/about-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/es/about');

export default function Page() {
  return <AboutPage locale="es" />;
}
