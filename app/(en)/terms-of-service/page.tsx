import { TermsPage } from '@/components/consent/terms-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/terms-of-service');

export default function Page() {
  return <TermsPage locale="en" />;
}
