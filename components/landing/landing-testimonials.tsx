import { RatingClaim } from '@/components/landing/rating-claim';
import { Section } from '@/components/ui/section';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import { TestimonialLanguageNote } from '@/components/ui/testimonial-language-note';
import type { LandingPageData, LandingWords } from '@/content/pages/landing';
import { testimonialLabel, testimonialsOn, type TestimonialPlace } from '@/content/testimonials';
import { ui } from '@/content/ui';
import { fill, type Locale } from '@/lib/format/locale';

/** A testimonial's treatment as the page's menu names it in the page's language; an unknown slug fails the build. */
function treatmentName(page: LandingPageData, locale: Locale, slug: string): string {
  const offer = page.copy[locale].offers.items.find((item) => item.slug === slug);
  if (!offer) throw new Error(`${page.path}: a testimonial names treatment "${slug}", which is not on the page's menu`);
  return offer.title;
}

/**
 * The page's client testimonials (content/testimonials.json, each in the language its client wrote it in) with star
 * rating, location, treatment and where the words came from (a sample, until they are platform reviews), plus the
 * attributed rating claim. The treatment is named as the page's menu names it in the page's language.
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
  const shown = testimonialsOn(page.path as TestimonialPlace, locale);
  return (
    <Section id="testimonials" eyebrow={words.testimonialsEyebrow} title={title} intro={intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {shown.map((t) => (
          <li key={t.name}>
            <TestimonialCard
              quote={t.text}
              name={t.name}
              detail={[t.location, t.treatment && treatmentName(page, locale, t.treatment), testimonialLabel(t, locale)]
                .filter(Boolean)
                .join(' · ')}
              rating={t.rating}
              ratingLabel={t.position}
              starsLabel={fill(ui[locale].rating, { rating: t.position })}
              lang={t.lang}
            />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-2 text-center">
        <TestimonialLanguageNote shown={shown} locale={locale} />
        <RatingClaim claim={page.claim} words={words.rating} locale={locale} centered />
        <p className="text-sm text-charcoal-700">{words.resultsVary}</p>
      </div>
    </Section>
  );
}
