/** A star rating with a text equivalent for screen readers. */
export function Stars({ rating = 5, className = '' }: { rating?: number; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-0.5 text-gold-500 ${className}`}>
      <span className="sr-only">Rated {rating.toFixed(1)} out of 5</span>
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} aria-hidden="true" viewBox="0 0 20 20" className={`size-4 ${i < Math.round(rating) ? 'fill-current' : 'fill-cream-300'}`}>
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
        </svg>
      ))}
    </span>
  );
}
