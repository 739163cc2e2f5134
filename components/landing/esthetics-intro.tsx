import { FeatureCards } from '@/components/landing/feature-cards';
import { Section } from '@/components/ui/section';
import { estheticsOutcomes } from '@/content/esthetics';

/** The pain-point intro and the three outcomes a visitor is after. */
export function EstheticsIntro() {
  return (
    <Section
      id="results"
      eyebrow="Your skin, understood"
      title="Tired of Skin That Feels Dry, Dull or Breakout-Prone?"
      intro="Low humidity, wind and close to 300 days of sunshine a year are hard on skin. Store-bought products promise a lot and rarely fit your skin. Professional treatments, chosen for you, change what you see in the mirror."
      tone="cream"
    >
      <FeatureCards items={estheticsOutcomes} />
    </Section>
  );
}
