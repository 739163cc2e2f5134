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

/** One client testimonial: stars, quote, name and where it came from. */
export function TestimonialCard({ quote, name, detail, rating = 5, ratingLabel, lang }: TestimonialCardProps) {
  return (
    <figure lang={lang} className="flex h-full flex-col rounded-2xl border border-cream-300 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-2">
        <Stars rating={rating} />
        {ratingLabel ? <span className="text-sm font-semibold text-charcoal-800">{ratingLabel}</span> : null}
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-charcoal-800">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-cream-200 pt-4">
        <span className="block font-semibold text-charcoal-900">{name}</span>
        {detail ? <span className="block text-sm text-charcoal-700">{detail}</span> : null}
      </figcaption>
    </figure>
  );
}
