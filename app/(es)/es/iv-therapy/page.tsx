import { DripCardEnd } from '@/components/landing/drip-card-end';
import { LandingPage, landingMetadata } from '@/components/landing/landing-page';
import { ivTherapyPage } from '@/content/pages/iv-therapy';

export const metadata = landingMetadata(ivTherapyPage, 'es');

export default function Page() {
  return <LandingPage page={ivTherapyPage} locale="es" cardEnd={DripCardEnd} />;
}
