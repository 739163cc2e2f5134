import { PrivacyPage } from '@/components/statements/privacy-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/es/privacy');

export default function Page() {
  return <PrivacyPage locale="es" />;
}
