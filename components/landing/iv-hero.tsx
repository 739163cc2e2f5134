import { BookingLink } from '@/components/booking/booking-link';
import { RatingClaim } from '@/components/landing/rating-claim';
import { buttonStyles } from '@/components/ui/button-styles';
import { CallLink } from '@/components/ui/call-link';
import { PageHero } from '@/components/ui/page-hero';
import { site } from '@/content/site';

export const IV_BOOKING_TITLE = 'Book Your IV Therapy Session';

export function IvHero() {
  return (
    <PageHero
      artwork="landing/iv-hero"
      eyebrow={`IV vitamin therapy in ${site.address.locality}, ${site.address.region}`}
      title={`IV Vitamin Drip Therapy in ${site.address.locality}`}
      intro={
        <>
          <p>
            Fluids and vitamins to help you feel rehydrated and refreshed, given by {site.medical.ivProvider} under {site.medical.supervisor}.
            Sessions take 30 to 60 minutes in a calm, private space; before your first drip, {site.medical.examiner} gives you a good-faith
            exam. IV therapy supports hydration and wellness and is not a treatment for any disease.
          </p>
          <RatingClaim claim={site.claims.iv} className="mt-4 text-base" />
        </>
      }
    >
      <BookingLink dialogTitle={IV_BOOKING_TITLE} className={buttonStyles.primary}>
        Explore Our IV Menu
      </BookingLink>
      <CallLink className={buttonStyles.secondary} />
    </PageHero>
  );
}
