import { Stars } from '@/components/ui/stars';

export type TestimonialCardProps = {
  quote: string;
  name: string;
  /** e.g. "El Paso · HydraFacial" or "Google review". */
  detail?: string;
  rating?: number;
  /** Rating label shown beside the stars, e.g. "5.0". */
  ratingLabel?: string;
  /** The stars' text for screen readers, in the page's language (English by default). */
  starsLabel?: string;
  /** The language the client wrote in, when it is not the page's. */
  lang?: 'en' | 'es';
};

/**
 * One client testimonial: stars, quote, name and where it came from. Styled by the `.testimonial-card` rules in
 * globals.css rather than utility classes: home shows 25 of these, and each utility string was written twice,
 * into the HTML and into the page's React payload. A carousel wraps the card in its slide: a figure with a caption
 * cannot also take a role such as the slide's "group".
 */
export function TestimonialCard({ quote, name, detail, rating = 5, ratingLabel, starsLabel, lang }: TestimonialCardProps) {
  return (
    <figure className="testimonial-card">
      <p>
        <Stars rating={rating} label={starsLabel} />
        {ratingLabel ? ` ${ratingLabel}` : null}
      </p>
      {/* Only the client's own words carry their language: the stars' text and the source line are the page's. */}
      <blockquote lang={lang}>{`“${quote}”`}</blockquote>
      {/* The name, then the source on a line of its own; the first line is styled as the name (globals.css). */}
      <figcaption>{detail ? `${name}\n${detail}` : name}</figcaption>
    </figure>
  );
}
