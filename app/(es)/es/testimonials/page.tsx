import { TestimonialsPage } from '@/components/studio/testimonials-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/es/testimonials');

export default function Page() {
  return <TestimonialsPage locale="es" />;
}
