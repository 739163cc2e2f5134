import { Stars } from '@/components/ui/stars';

export type TestimonialCardProps = {
  quote: string;
  name: string;
  /** e.g. "El Paso · HydraFacial" or "Google review". */
  detail?: string;
  rating?: number;
  /** Rating label shown beside the stars, e.g. "5.0" (for the eye only: the stars' text says it to a screen reader). */
  ratingLabel?: string;
  /** The stars' text for screen readers, in the page's language (English by default). */
  starsLabel?: string;
  /** The language the client wrote in, when it is not the page's. */
  lang?: 'en' | 'es';
  /** Set when the card is a carousel's slide: its class, and what a screen reader calls it ("slide", "3 of 25"). */
  slide?: { className: string; roleDescription: string; label: string };
};

/**
 * One client testimonial: stars, quote, name and where it came from. Styled by the `.testimonial-card` rules in
 * globals.css rather than utility classes: home shows 25 of these, and each utility string was written twice,
 * into the HTML and into the page's React payload. On its own it is a figure whose caption names the client. As a
 * carousel's slide the card itself is the slide, a group (the APG carousel) holding the same quote and caption line:
 * a figure with a caption cannot take that role, and a wrapper per slide would add 25 elements to home.
 */
export function TestimonialCard({
  quote,
  name,
  detail,
  rating = 5,
  ratingLabel,
  starsLabel,
  lang,
  slide,
}: TestimonialCardProps) {
  const content = (
    <>
      {/* The figure beside the stars is drawn by CSS with an empty alternative text (globals.css): a screen reader
          hears the rating once, in the stars' text, and the card gains no element (home shows 25). */}
      <p data-rating={ratingLabel}>
        <Stars rating={rating} label={starsLabel} />
      </p>
      {/* Only the client's own words carry their language: the stars' text and the source line are the page's. */}
      <blockquote lang={lang}>{`“${quote}”`}</blockquote>
    </>
  );
  // The name, then the source on a line of its own; the first line is styled as the name (globals.css).
  const caption = detail ? `${name}\n${detail}` : name;
  if (slide) {
    return (
      <div
        className={`testimonial-card ${slide.className}`}
        role="group"
        aria-roledescription={slide.roleDescription}
        aria-label={slide.label}
      >
        {content}
        <p>{caption}</p>
      </div>
    );
  }
  return (
    <figure className="testimonial-card">
      {content}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
