import { HomePage } from '@/components/pages/home-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/');

export default function Page() {
  return <HomePage locale="en" />;
}
