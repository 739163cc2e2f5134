import { AccessibilityPage } from '@/components/statements/accessibility-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/accessibility');

export default function Page() {
  return <AccessibilityPage locale="en" />;
}
