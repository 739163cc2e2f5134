import { Stars } from '@/components/ui/stars';

export type TestimonialCardProps = {
  quote: string;
  name: string;
  /** e.g. "El Paso · HydraFacial" or "Google review". */
  detail?: string;
  rating?: number;
  /** Rating label shown beside the stars, e.g. "5.0". */
  ratingLabel?: string;
  lang?: 'en' | 'es';
};

/**
 * One client testimonial: stars, quote, name and where it came from. Styled by the `.testimonial-card` rules in
 * globals.css rather than utility classes: home shows 25 of these, and each utility string was written twice,
 * into the HTML and into the page's React payload.
 */
export function TestimonialCard({ quote, name, detail, rating = 5, ratingLabel, lang }: TestimonialCardProps) {
  return (
    <figure lang={lang} className="testimonial-card">
      <p>
        <Stars rating={rating} />
        {ratingLabel ? ` ${ratingLabel}` : null}
      </p>
      <blockquote>{`“${quote}”`}</blockquote>
      <figcaption>
        <b>{name}</b>
        {detail}
      </figcaption>
    </figure>
  );
}
