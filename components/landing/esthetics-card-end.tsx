import { LearnMore } from '@/components/landing/learn-more-client';
import type { CardEndProps } from '@/components/landing/offer-menu';
import { ServiceDetails } from '@/components/landing/service-details';
import { ui } from '@/content/ui';

/** The end of a service's card in the esthetics menu: Learn More, its full details in a dialog. */
export function EstheticsCardEnd({ offer, copy, words, locale }: CardEndProps) {
  if (!offer.detail) return null;
  return (
    <div className="mt-6">
      <LearnMore
        id={`${offer.slug}-details`}
        title={offer.title}
        bookingTitle={copy.bookingTitle}
        words={{ ...words.learnMore, call: ui[locale].contact.call }}
      >
        <ServiceDetails slug={offer.slug} detail={offer.detail} words={words.details} />
      </LearnMore>
    </div>
  );
}
