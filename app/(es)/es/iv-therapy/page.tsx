import { DripMenu } from '@/components/landing/drip-menu';
import { LandingPage, landingMetadata } from '@/components/pages/landing-page';
import { ivTherapyPage } from '@/content/pages/iv-therapy';

export const metadata = landingMetadata(ivTherapyPage, 'es');

export default function Page() {
  return <LandingPage page={ivTherapyPage} locale="es" menu={DripMenu} />;
}
