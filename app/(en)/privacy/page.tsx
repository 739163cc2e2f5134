import { PrivacyPage } from '@/components/statements/privacy-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/privacy');

export default function Page() {
  return <PrivacyPage locale="en" />;
}
