import { BookingLink } from '@/components/booking/booking-link';
import { ESTHETICS_BOOKING_TITLE } from '@/components/landing/esthetics-services';
import { RatingClaim } from '@/components/landing/rating-claim';
import { buttonStyles } from '@/components/ui/button-styles';
import { CallLink } from '@/components/ui/call-link';
import { PageHero } from '@/components/ui/page-hero';
import { site } from '@/content/site';

export function EstheticsHero() {
  return (
    <PageHero
      artwork="landing/esthetics-hero"
      eyebrow={`Esthetics in ${site.address.locality}, ${site.address.region}`}
      title={`Clear, Radiant Skin That Thrives in the ${site.address.locality} Sun`}
      intro={
        <>
          <p>
            Professional facials, HydraFacials, peels and acne care from {site.owner.name}, a {site.owner.title.toLowerCase()} with{' '}
            {site.claims.yearsExperience} years of experience. Every treatment starts with a complimentary consultation and a plan made for
            your skin and our dry desert climate.
          </p>
          <RatingClaim claim={site.claims.esthetics} className="mt-4 text-base" />
        </>
      }
    >
      <BookingLink dialogTitle={ESTHETICS_BOOKING_TITLE} className={buttonStyles.primary}>
        Book Your Consultation
      </BookingLink>
      <CallLink className={buttonStyles.secondary} />
    </PageHero>
  );
}
