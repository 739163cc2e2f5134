import { Stars } from '@/components/ui/stars';
import { site } from '@/content/site';

/** "<rating> stars from <count> reviews" (a claim from content/site.ts), attributed to the review platform with a link to the reviews. */
export function RatingClaim({ claim, className = '' }: { claim: { rating: string; reviews: string }; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-charcoal-800 ${className}`} data-testid="rating-claim">
      <span aria-hidden="true">
        <Stars rating={Number(claim.rating)} />
      </span>
      <span>
        <strong className="font-semibold text-charcoal-900">{claim.rating} stars</strong> from {claim.reviews} reviews on{' '}
        <a href={site.reviews.url} target="_blank" rel="noopener" className="font-semibold text-gold-700 underline underline-offset-2 hover:text-gold-800">
          {site.reviews.platform}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </span>
    </p>
  );
}
