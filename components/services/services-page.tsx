import { BookingLink } from '@/components/booking/booking-link-client';
import { AllServicesMenu } from '@/components/services/all-services-menu';
import { buttonStyles } from '@/components/ui/button-styles';
import { CallLink } from '@/components/ui/call-link';
import { PageHero } from '@/components/ui/page-hero';
import { servicesCopy } from '@/content/pages/services';
import { pathIn, type Locale } from '@/lib/format/locale';

/** /services: the hero, then every treatment grouped by category (the service menu), in either language. */
export function ServicesPage({ locale }: { locale: Locale }) {
  const copy = servicesCopy[locale].menuPage;
  return (
    <>
      <PageHero
        locale={locale}
        trail={[{ name: copy.crumb, path: pathIn(locale, '/services') }]}
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={<p>{copy.intro}</p>}
      >
        <BookingLink className={buttonStyles.primary}>{copy.book}</BookingLink>
        <CallLink locale={locale} className={buttonStyles.secondary} />
      </PageHero>
      <AllServicesMenu locale={locale} />
    </>
  );
}
