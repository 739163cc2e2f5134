import { Hero } from '@/components/home/hero';
import { routeMetadata } from '@/lib/metadata';

export const metadata = routeMetadata('/');

export default function HomePage() {
  return <Hero />;
}
