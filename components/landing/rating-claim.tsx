import { Stars } from '@/components/ui/stars';
import type { LandingWords } from '@/content/pages/landing';
import { site } from '@/content/site';
import { ui } from '@/content/ui';
import { fill, type Locale } from '@/lib/format/locale';
import { atLeast } from '@/lib/format/prices';

/**
 * "<rating> stars from <count> reviews" (a claim from content/site.ts), attributed to the review platform with a link
 * to the reviews. The stars keep one place however long the sentence turns out: the sentence wraps inside its own
 * box beside them (or below them, centered), so a half-received page never shows it on the stars' line and then
 * moves it to the next.
 */
export function RatingClaim({
  claim,
  words,
  locale,
  centered = false,
  className = '',
}: {
  claim: { rating: string; reviews: number };
  words: LandingWords['rating'];
  locale: Locale;
  centered?: boolean;
  className?: string;
}) {
  return (
    <p
      className={`flex gap-x-2 gap-y-1 text-charcoal-800 ${centered ? 'flex-col items-center text-center' : 'items-start'} ${className}`}
      data-testid="rating-claim"
    >
      <span aria-hidden="true" className="flex h-[1lh] shrink-0 items-center">
        <Stars rating={Number(claim.rating)} label={fill(ui[locale].rating, { rating: claim.rating })} />
      </span>
      <span className="min-w-0 flex-1">
        <strong className="font-semibold text-charcoal-900">{fill(words.stars, { rating: claim.rating })}</strong>{' '}
        {fill(words.from, { reviews: atLeast(locale, claim.reviews) })}{' '}
        <a
          href={site.reviews.url}
          target="_blank"
          rel="noopener"
          className="font-semibold text-gold-700 underline underline-offset-2 hover:text-gold-800"
        >
          {site.reviews.platform}
          <span className="sr-only"> {words.newTab}</span>
        </a>
      </span>
    </p>
  );
}
