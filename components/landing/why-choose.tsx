import { FeatureCards } from '@/components/landing/feature-cards';
import { Section } from '@/components/ui/section';
import type { FeatureCard } from '@/content/esthetics';

/** The four "Why Choose" cards of a landing page. */
export function WhyChoose({ title, intro, items }: { title: string; intro?: string; items: FeatureCard[] }) {
  return (
    <Section id="why-choose" eyebrow="Why clients choose us" title={title} intro={intro} deferred tone="cream">
      <FeatureCards items={items} columns={4} />
    </Section>
  );
}
