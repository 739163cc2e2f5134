import { ClosingCta } from '@/components/ui/closing-cta';
import { buttonStyles } from '@/components/ui/button-styles';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Stars } from '@/components/ui/stars';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import { TestimonialLanguageNote } from '@/components/ui/testimonial-language-note';
import { testimonialsPageCopy } from '@/content/pages/testimonials';
import { site } from '@/content/site';
import { isSample, testimonialLabel, testimonialsOn } from '@/content/testimonials';
import { ui } from '@/content/ui';
import { fill, type Locale } from '@/lib/format/locale';

/** /testimonials: the review-platform ratings and every testimonial, each in the language its client wrote it in. */
export function TestimonialsPage({ locale }: { locale: Locale }) {
  const copy = testimonialsPageCopy[locale];
  const testimonials = testimonialsOn('/testimonials', locale);
  const rating = (value: string) => fill(ui[locale].rating, { rating: value });
  const claims = [
    { label: copy.claims.esthetics, ...site.claims.esthetics },
    { label: copy.claims.iv, ...site.claims.iv },
  ];
  return (
    <>
      <PageHero locale={locale} eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <Section labelledBy="ratings-heading" tone="cream">
        <h2 id="ratings-heading" className="text-center text-3xl font-semibold sm:text-4xl">
          {copy.ratingsTitle}
        </h2>
        <ul className="mx-auto mt-8 grid max-w-3xl gap-6 sm:grid-cols-2">
          {claims.map((claim) => (
            <li key={claim.label} className="rounded-2xl bg-white p-6 text-center shadow-sm" data-testid="rating-claim">
              <p className="font-display text-5xl font-semibold text-charcoal-900">{claim.rating}</p>
              <Stars rating={Number(claim.rating)} className="mt-2" label={rating(Number(claim.rating).toFixed(1))} />
              <p className="mt-2 font-semibold text-charcoal-900">{claim.label}</p>
              <p className="text-charcoal-700">{copy.fromReviews(claim.reviews)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <a href={site.reviews.url} target="_blank" rel="noopener" className={buttonStyles.secondary}>
            {copy.leaveReview}
            <span className="sr-only">{copy.newTab}</span>
          </a>
        </p>
      </Section>
      <Section
        title={copy.listTitle}
        eyebrow={copy.listEyebrow(testimonials.filter(isSample).length, testimonials.length)}
        id="all-testimonials"
      >
        <TestimonialLanguageNote
          shown={testimonials}
          locale={locale}
          className="-mt-4 mb-8 text-center text-charcoal-700"
        />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name}>
              <TestimonialCard
                quote={item.text}
                name={item.name}
                detail={testimonialLabel(item, locale)}
                rating={item.rating}
                ratingLabel={item.position}
                starsLabel={rating(item.position)}
                lang={item.lang}
              />
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCta
        title={copy.closing.title}
        intro={copy.closing.intro}
        book={{ label: copy.closing.book }}
        locale={locale}
      />
    </>
  );
}
