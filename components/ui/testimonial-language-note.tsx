import { testimonialLanguageNote, type Testimonial } from '@/content/testimonials';
import type { Locale } from '@/lib/format/locale';

/**
 * The note a set of testimonials carries when one of them is in the other language (on /es, clients' English is
 * shown as written): every section of testimonials renders it, so no page shows such a quote without saying why.
 */
export function TestimonialLanguageNote({
  shown,
  locale,
  className = 'text-sm text-charcoal-700',
  inline = false,
}: {
  shown: readonly Pick<Testimonial, 'lang'>[];
  locale: Locale;
  className?: string;
  /** Only the words, to end a paragraph already there (home keeps within its element budget). */
  inline?: boolean;
}) {
  if (!shown.some((item) => item.lang !== locale)) return null;
  if (inline) return <>{` ${testimonialLanguageNote[locale]}`}</>;
  return <p className={className}>{testimonialLanguageNote[locale]}</p>;
}
