import { BookingLink } from '@/components/booking/booking-link';
import { ServiceMenu } from '@/components/services/service-menu';
import { buttonStyles } from '@/components/ui/button-styles';
import { CallLink } from '@/components/ui/call-link';
import { PageHero } from '@/components/ui/page-hero';
import { site } from '@/content/site';
import { routeMetadata } from '@/lib/metadata';

export const metadata = routeMetadata('/services', { image: '/og/services-og.jpg', imageAlt: `${site.name} services in ${site.address.locality}` });

export default function ServicesPage() {
  return (
    <>
      <PageHero
        trail={[{ name: 'Services', path: '/services' }]}
        eyebrow={`${site.address.locality} facials, skincare & aesthetics`}
        title="Our Services"
        intro={
          <p>
            Facials and advanced skincare by {site.owner.name}, a {site.owner.title.toLowerCase()} with {site.claims.yearsExperience} years of
            experience, and medical treatments by {site.medical.ivProvider} under {site.medical.supervisor}.{' '}
            {site.claims.consultation}; {site.claims.financing.toLowerCase()}.
          </p>
        }
      >
        <BookingLink className={buttonStyles.primary}>Book Your Appointment</BookingLink>
        <CallLink className={buttonStyles.secondary} />
      </PageHero>
      <ServiceMenu />
    </>
  );
}
