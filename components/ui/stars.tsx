import type { CSSProperties } from 'react';

/**
 * A star rating with a text equivalent for screen readers. The five stars are drawn by CSS (`.stars` in
 * globals.css) on one element, not five SVGs: home alone shows 25 ratings, which were 250 elements. The text is
 * the element's own, moved out of its box by CSS, rather than a visually hidden element inside it.
 */
/** `label` is the text for screen readers in the page's language (ui.rating); English by default. */
export function Stars({ rating = 5, className = '', label }: { rating?: number; className?: string; label?: string }) {
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    <span className={`stars ${className}`} style={{ '--stars-filled': filled } as CSSProperties}>
      {label ?? `Rated ${rating.toFixed(1)} out of 5`}
    </span>
  );
}
