import { BookingLink } from '@/components/booking/booking-link-client';
import type { CardEndProps } from '@/components/landing/offer-menu';
import { buttonStyles } from '@/components/ui/button-styles';
import { fill } from '@/lib/format/locale';

/** The end of a drip's card in the IV drip menu: its duration and ingredients, and a button that books that drip. */
export function DripCardEnd({ offer, copy, words }: CardEndProps) {
  if (!offer.facts) return null;
  const { drip } = words;
  return (
    <>
      <dl className="mt-5 flex-1 space-y-2 border-t border-cream-200 pt-4 text-sm">
        {[
          { term: drip.duration, value: offer.facts.duration, testId: 'drip-duration' },
          { term: drip.ingredients, value: offer.facts.ingredients, testId: 'drip-ingredients' },
        ].map(({ term, value, testId }) => (
          <div key={testId} className="flex gap-2">
            <dt className="font-semibold text-charcoal-900">{term}:</dt>
            <dd className="text-charcoal-700" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <BookingLink
        dialogTitle={copy.bookingTitle}
        intro={fill(drip.scheduleIntro, { title: offer.title })}
        ariaLabel={fill(drip.scheduleAria, { title: offer.title })}
        className={`${buttonStyles.primary} mt-6`}
      >
        {drip.schedule}
      </BookingLink>
    </>
  );
}
