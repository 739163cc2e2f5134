import { FeatureCards } from '@/components/landing/feature-cards';
import { Section } from '@/components/ui/section';
import { ivBenefits, ivSteps } from '@/content/iv-drips';

/** Four benefit cards of IV therapy. */
export function IvBenefits() {
  return (
    <Section
      id="benefits"
      eyebrow="Why IV therapy"
      title="Hydration and Nutrients Where Your Body Needs Them"
      intro="In a climate this dry, it is easy to run low on fluids without noticing. An IV drip delivers fluids directly, and may help you feel rehydrated and refreshed."
      tone="cream"
    >
      <FeatureCards items={ivBenefits} columns={4} />
    </Section>
  );
}

/** How IV Therapy Works, in three steps. */
export function IvHowItWorks() {
  return (
    <Section id="how-it-works" eyebrow="The science, simply" title="How IV Therapy Works" deferred>
      <FeatureCards items={ivSteps} numbered tone="cream" />
    </Section>
  );
}
