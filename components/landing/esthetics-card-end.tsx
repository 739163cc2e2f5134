import { LearnMore } from '@/components/landing/learn-more-client';
import type { CardEndProps } from '@/components/landing/offer-menu';
import { ServiceDetails } from '@/components/landing/service-details';
import { nameInSentence } from '@/content/spanish-names';
import { ui } from '@/content/ui';

/** The end of a service's card in the esthetics menu: Learn More, its full details in a dialog. */
export function EstheticsCardEnd({ offer, copy, words, locale }: CardEndProps) {
  if (!offer.detail) return null;
  // The dialog (a client component) fills {title}; the name as a sentence says it is filled in here, on the server.
  const named = nameInSentence(locale, offer.title);
  const learnMore = Object.fromEntries(
    Object.entries(words.learnMore).map(([key, text]) => [key, text.replaceAll('{theTitle}', named)]),
  ) as typeof words.learnMore;
  return (
    <div className="mt-6">
      <LearnMore
        id={`${offer.slug}-details`}
        title={offer.title}
        bookingTitle={copy.bookingTitle}
        words={{ ...learnMore, call: ui[locale].contact.call }}
      >
        <ServiceDetails slug={offer.slug} detail={offer.detail} words={words.details} />
      </LearnMore>
    </div>
  );
}
