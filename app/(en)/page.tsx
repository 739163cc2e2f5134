import { HomePage } from '@/components/home/home-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/');

export default function Page() {
  return <HomePage locale="en" />;
}
