import { AccessibilityPage } from '@/components/pages/accessibility-page';
import { routeMetadata } from '@/lib/site/metadata';

export const metadata = routeMetadata('/accessibility');

export default function Page() {
  return <AccessibilityPage locale="en" />;
}
