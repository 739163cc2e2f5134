import { RatingClaim } from '@/components/landing/rating-claim';
import { Section } from '@/components/ui/section';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import type { LandingPageData, LandingWords } from '@/content/pages/landing';
import { ui } from '@/content/ui';
import { fill, type Locale } from '@/lib/locale';

/** A testimonial's treatment as the page's menu names it in the page's language; an unknown slug fails the build. */
function treatmentName(page: LandingPageData, locale: Locale, slug: string): string {
  const offer = page.copy[locale].offers.items.find((item) => item.slug === slug);
  if (!offer) throw new Error(`${page.path}: a testimonial names treatment "${slug}", which is not on the page's menu`);
  return offer.title;
}

/**
 * Three client testimonials (as written, in English) with star rating, location and treatment, plus the attributed
 * rating claim. The treatment is named as the page's menu names it in the page's language.
 */

export function LandingTestimonials({
  page,
  title,
  intro,
  words,
  locale,
}: {
  page: LandingPageData;
  title: string;
  intro: string;
  words: LandingWords;
  locale: Locale;
}) {
  return (
    <Section id="testimonials" eyebrow={words.testimonialsEyebrow} title={title} intro={intro} deferred>
      <ul className="grid gap-6 md:grid-cols-3">
        {page.testimonials.map((t) => (
          <li key={t.name}>
            <TestimonialCard
              quote={t.text}
              name={t.name}
              detail={`${t.location} · ${treatmentName(page, locale, t.treatment)}`}
              rating={t.rating}
              ratingLabel={t.rating.toFixed(1)}
              starsLabel={fill(ui[locale].rating, { rating: t.rating.toFixed(1) })}
              lang="en"
            />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-2 text-center">
        <RatingClaim claim={page.claim} words={words.rating} locale={locale} centered />
        <p className="text-sm text-charcoal-700">{words.resultsVary}</p>
      </div>
    </Section>
  );
}
