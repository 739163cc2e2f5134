import { RatingClaim } from '@/components/landing/rating-claim';
import { Section } from '@/components/ui/section';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import type { LandingTestimonial } from '@/content/esthetics';

/** Three client testimonials with star rating, location and treatment, plus the attributed rating claim. */
export function LandingTestimonials({
  items,
  claim,
  title,
  intro,
}: {
  items: LandingTestimonial[];
  claim: { rating: string; reviews: string };
  title: string;
  intro: string;
}) {
  return (
    <Section id="testimonials" eyebrow="Client stories" title={title} intro={intro} deferred>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((t) => (
          <li key={t.name}>
            <TestimonialCard quote={t.text} name={t.name} detail={`${t.location} · ${t.treatment}`} rating={t.rating} ratingLabel={t.rating.toFixed(1)} />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-2 text-center">
        <RatingClaim claim={claim} centered />
        <p className="text-sm text-charcoal-700">Individual results vary.</p>
      </div>
    </Section>
  );
}
