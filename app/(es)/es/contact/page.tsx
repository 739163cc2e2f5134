import { ContactPage } from '@/components/studio/contact-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/es/contact');

export default function Page() {
  return <ContactPage locale="es" />;
}
