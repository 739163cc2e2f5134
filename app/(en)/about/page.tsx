import { AboutPage } from '@/components/pages/about-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/about');

export default function Page() {
  return <AboutPage locale="en" />;
}
