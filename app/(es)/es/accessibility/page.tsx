import { AccessibilityPage } from '@/components/pages/accessibility-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/es/accessibility');

export default function Page() {
  return <AccessibilityPage locale="es" />;
}
