import type { ComponentType } from 'react';
import { LandingIcon } from '@/components/landing/landing-icon';
import { CheckIcon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import type { LandingCopy, LandingWords, Offer } from '@/content/pages/landing';
import type { Locale } from '@/lib/format/locale';

/** What ends one card of the menu: the offer, and the page's copy and shared words in its language. */
export type CardEndProps = { offer: Offer; copy: LandingCopy; words: LandingWords; locale: Locale };

/**
 * The page's menu: one card per service or drip (icon, name, description, three benefits), then what `End` adds to
 * the card (Learn More, or a drip's facts and booking button). Each kind of card end lives in its own module, so a
 * page loads only the scripts of its own kind of card.
 */
export function OfferMenu({
  copy,
  words,
  locale,
  End,
}: {
  copy: LandingCopy;
  words: LandingWords;
  locale: Locale;
  End: ComponentType<CardEndProps>;
}) {
  const { offers } = copy;
  return (
    <Section id={offers.id} heading={offers} tone={offers.tone}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {offers.items.map((offer) => (
          <li
            key={offer.slug}
            className="flex flex-col rounded-2xl border border-cream-300 bg-white p-6 shadow-sm"
            data-testid="landing-offer"
          >
            <LandingIcon name={offer.icon} />
            <h3 className="mt-4 text-2xl font-semibold">{offer.title}</h3>
            <p className="mt-2 leading-relaxed text-charcoal-700">{offer.description}</p>
            {offer.facts ? (
              <h4 className="mt-5 text-sm font-semibold tracking-widest text-charcoal-700 uppercase">
                {words.drip.benefits}
              </h4>
            ) : null}
            <ul className={`${offer.facts ? 'mt-2' : 'mt-4 flex-1'} space-y-2`}>
              {offer.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2 text-charcoal-800">
                  <CheckIcon />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
            <End offer={offer} copy={copy} words={words} locale={locale} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
