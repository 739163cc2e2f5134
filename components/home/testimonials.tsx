import { TestimonialsCarousel } from '@/components/home/testimonials-carousel-client';
import { buttonStyles } from '@/components/ui/button-styles';
import { Section } from '@/components/ui/section';
import { site } from '@/content/site';
import { testimonialLabel, testimonials } from '@/content/testimonials';
import { Link } from '@/components/ui/link';

/** Testimonials: every review in the HTML, shown as a carousel of 1, 2 or 3 cards. */
export function Testimonials() {
  return (
    <Section
      id="testimonials"
      eyebrow="Client love"
      title="What our clients say"
      intro={`${site.claims.esthetics.rating} stars from ${site.claims.esthetics.reviews} reviews on ${site.reviews.platform} for esthetics. Individual results vary.`}
      deferred
      tone="cream"
    >
      <TestimonialsCarousel
        slides={testimonials.map((item) => ({ quote: item.text, name: item.name, rating: item.rating, ratingLabel: item.position, lang: item.lang }))}
        detail={testimonialLabel}
        label="Client testimonials"
      />
      <p className="mt-8 text-center">
        <Link href="/testimonials" className={`${buttonStyles.link} link-arrow`}>
          Read all testimonials
        </Link>
      </p>
    </Section>
  );
}
