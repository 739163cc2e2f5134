import type { ComponentType } from 'react';
import { BookingLink } from '@/components/booking/booking-link-client';
import { FeatureBand } from '@/components/landing/feature-cards';
import { IvNurseCare } from '@/components/landing/iv-nurse-care';
import { LandingFaq } from '@/components/landing/landing-faq';
import { LandingTestimonials } from '@/components/landing/landing-testimonials';
import { MeetEsthetician } from '@/components/landing/meet-esthetician';
import { OfferMenu, type CardEndProps } from '@/components/landing/offer-menu';
import { RatingClaim } from '@/components/landing/rating-claim';
import { buttonStyles } from '@/components/ui/button-styles';
import { CallLink } from '@/components/ui/call-link';
import { ClosingCta } from '@/components/ui/closing-cta';
import { JsonLd } from '@/components/ui/json-ld';
import { LocationHours } from '@/components/ui/location-hours';
import { PageHero } from '@/components/ui/page-hero';
import { landingWords, type LandingPageData } from '@/content/pages/landing';
import { pathIn, type Locale } from '@/lib/format/locale';
import { routeMetadata } from '@/site/metadata';
import { findRoute } from '@/site/routes';
import { serviceCatalog } from '@/site/schema';

/** The page's title, description, alternates and its own link-preview image. */
export function landingMetadata(page: LandingPageData, locale: Locale) {
  return routeMetadata(pathIn(locale, page.path), { image: page.ogImage, imageAlt: page.copy[locale].imageAlt });
}

/**
 * A landing page (esthetics, IV therapy), in either language: hero with the rating claim, the bands of icon cards,
 * the menu of services or drips, why-choose, who takes care of you, testimonials, FAQ, location and hours, the
 * closing call to action, and the Service JSON-LD with the menu as its catalog. The page passes how its menu's
 * cards end (EstheticsCardEnd or DripCardEnd) so that it loads only that kind of card's scripts.
 */
export function LandingPage({
  page,
  locale,
  cardEnd,
}: {
  page: LandingPageData;
  locale: Locale;
  cardEnd: ComponentType<CardEndProps>;
}) {
  const copy = page.copy[locale];
  const words = landingWords[locale];
  const path = pathIn(locale, page.path);
  return (
    <>
      <PageHero
        artwork={page.heroArtwork}
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        locale={locale}
        intro={
          <>
            <p>{copy.hero.intro}</p>
            <RatingClaim claim={page.claim} words={words.rating} locale={locale} className="mt-4 text-base" />
          </>
        }
      >
        <BookingLink dialogTitle={copy.bookingTitle} className={buttonStyles.primary}>
          {copy.hero.book}
        </BookingLink>
        <CallLink locale={locale} className={buttonStyles.secondary} />
      </PageHero>
      {copy.features.map((band) => (
        <FeatureBand key={band.id} band={band} stepLabel={words.featureStep} />
      ))}
      <OfferMenu copy={copy} words={words} locale={locale} End={cardEnd} />
      <FeatureBand band={copy.whyChoose} stepLabel={words.featureStep} />
      {copy.care.kind === 'esthetician' ? (
        <MeetEsthetician copy={copy.care} locale={locale} />
      ) : (
        <IvNurseCare copy={copy.care} />
      )}
      <LandingTestimonials
        page={page}
        title={copy.testimonials.title}
        intro={copy.testimonials.intro}
        words={words}
        locale={locale}
      />
      <LandingFaq
        items={copy.faq.items}
        name={page.faqName}
        eyebrow={words.faqEyebrow}
        title={copy.faq.title}
        intro={copy.faq.intro}
        locale={locale}
      />
      <LocationHours locale={locale} />
      <ClosingCta
        title={copy.closing.title}
        intro={copy.closing.intro}
        eyebrow={words.closingEyebrow}
        book={{ label: copy.closing.book, dialogTitle: copy.bookingTitle }}
        call="now"
        locale={locale}
      />
      <JsonLd
        data={serviceCatalog({
          name: copy.catalog.name,
          description: copy.catalog.description ?? findRoute(path).description,
          path,
          serviceType: copy.catalog.serviceType,
          catalogName: copy.catalog.catalogName,
          itemType: page.catalogItemType,
          locale,
          items: copy.offers.items.map((offer) => ({
            name: offer.title,
            description: offer.description,
            facts: offer.facts
              ? [
                  `${words.drip.benefits}: ${offer.benefits.join(', ')}.`,
                  `${words.drip.ingredients}: ${offer.facts.ingredients}.`,
                  `${words.drip.duration}: ${offer.facts.duration}.`,
                ]
              : undefined,
          })),
        })}
      />
    </>
  );
}
