import { LearnMore } from '@/components/landing/learn-more-client';
import { OfferMenu, type MenuProps } from '@/components/landing/offer-menu';
import { ServiceDetails } from '@/components/landing/service-details';
import { ui } from '@/content/ui';

/** The esthetics menu: each service ends with Learn More, its full details in a dialog. */
export function EstheticsMenu({ copy, words, locale }: MenuProps) {
  return (
    <OfferMenu
      copy={copy}
      words={words}
      end={(offer) =>
        offer.detail ? (
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
        ) : null
      }
    />
  );
}
