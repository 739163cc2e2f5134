import { ClosingCta } from '@/components/ui/closing-cta';
import { buttonStyles } from '@/components/ui/button-styles';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Stars } from '@/components/ui/stars';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import { site } from '@/content/site';
import { testimonialLabel, testimonials, testimonialSettings } from '@/content/testimonials';
import { routeMetadata } from '@/lib/metadata';

export const metadata = routeMetadata('/testimonials');

const claims = [
  { label: 'Esthetics', ...site.claims.esthetics },
  { label: 'IV therapy', ...site.claims.iv },
];

export default function TestimonialsPage() {
  return (
    <>
      <PageHero
        eyebrow="Client love"
        title="Client Testimonials"
        intro={`${site.claims.esthetics.rating} stars from ${site.claims.esthetics.reviews} reviews on ${site.reviews.platform} for esthetics, from clients across El Paso, Horizon City, Eastlake and Socorro. Here is what clients say about ${site.owner.firstName} and the team. Individual results vary.`}
      />
      <Section labelledBy="ratings-heading" tone="cream">
        <h2 id="ratings-heading" className="text-center text-3xl font-semibold sm:text-4xl">
          Our ratings on {site.reviews.platform}
        </h2>
        <ul className="mx-auto mt-8 grid max-w-3xl gap-6 sm:grid-cols-2">
          {claims.map((claim) => (
            <li key={claim.label} className="rounded-2xl bg-white p-6 text-center shadow-sm" data-testid="rating-claim">
              <p className="font-display text-5xl font-semibold text-charcoal-900">{claim.rating}</p>
              <Stars rating={Number(claim.rating)} className="mt-2" />
              <p className="mt-2 font-semibold text-charcoal-900">{claim.label}</p>
              <p className="text-charcoal-700">
                from {claim.reviews} reviews on {site.reviews.platform}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <a href={site.reviews.url} target="_blank" rel="noopener" className={buttonStyles.secondary}>
            Leave a review on {site.reviews.platform}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </Section>
      <Section title="What our clients say" eyebrow={testimonialSettings.source === 'platform-reviews' ? `${testimonials.length} five-star reviews` : 'Sample testimonials'} id="all-testimonials">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name}>
              <TestimonialCard quote={item.text} name={item.name} detail={testimonialLabel} rating={item.rating} ratingLabel={item.position} lang={item.lang} />
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCta
        title="Your glow is next"
        intro="Book a complimentary consultation and see why clients keep coming back."
        book={{ label: 'Book Your Consultation' }}
      />
    </>
  );
}
