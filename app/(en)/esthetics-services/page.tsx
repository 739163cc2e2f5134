import { EstheticsCardEnd } from '@/components/landing/esthetics-card-end';
import { LandingPage, landingMetadata } from '@/components/landing/landing-page';
import { estheticsPage } from '@/content/pages/esthetics';

export const metadata = landingMetadata(estheticsPage, 'en');

export default function Page() {
  return <LandingPage page={estheticsPage} locale="en" cardEnd={EstheticsCardEnd} />;
}
