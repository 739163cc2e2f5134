import { TestimonialsCarousel } from '@/components/home/testimonials-carousel-client';
import { buttonStyles } from '@/components/ui/button-styles';
import { Section } from '@/components/ui/section';
import { homeCopy } from '@/content/pages/home';
import { TestimonialLanguageNote } from '@/components/ui/testimonial-language-note';
import { testimonialLabel, testimonialsOn } from '@/content/testimonials';
import { ui } from '@/content/ui';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/format/locale';

/** Testimonials: every review in the HTML (each in the language it was written in), shown as a carousel of 1, 2 or 3 cards. */
export function Testimonials({ locale }: { locale: Locale }) {
  const copy = homeCopy[locale].testimonials;
  const testimonials = testimonialsOn('home', locale);
  return (
    <Section
      id="testimonials"
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={
        <>
          {copy.intro}
          <TestimonialLanguageNote shown={testimonials} locale={locale} inline />
        </>
      }
      tone="cream"
    >
      <TestimonialsCarousel
        slides={testimonials.map((item) => ({
          quote: item.text,
          name: item.name,
          rating: item.rating,
          ratingLabel: item.position,
          lang: item.lang,
          detail: testimonialLabel(item, locale),
        }))}
        rating={ui[locale].rating}
        words={copy.carousel}
      />
      <p className="mt-8 text-center">
        <Link locale={locale} href="/testimonials" className={`${buttonStyles.link} link-arrow`}>
          {copy.readAll}
        </Link>
      </p>
    </Section>
  );
}
