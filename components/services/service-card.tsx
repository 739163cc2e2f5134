import { Link } from '@/components/ui/link';
import { BookingLink } from '@/components/booking/booking-link';
import { buttonStyles } from '@/components/ui/button-styles';
import { TreatmentCard } from '@/components/services/treatment-card';
import { catalogCopy } from '@/content/catalog-copy';
import { servicesCopy } from '@/content/pages/services';
import { servicePath, services, type ServiceSlug } from '@/content/services';
import { pathIn, type Locale } from '@/lib/locale';

/** A catalog service as a card: artwork, duration, summary, a link to its page and an optional Book Now. */
export function ServiceCard({
  slug,
  headingLevel = 3,
  book = false,
  locale = 'en',
}: {
  slug: ServiceSlug;
  headingLevel?: 2 | 3;
  book?: boolean;
  locale?: Locale;
}) {
  const service = catalogCopy[locale].services[slug];
  const words = servicesCopy[locale].menuPage;
  return (
    <TreatmentCard
      artwork={{ name: services[slug].artwork, aspect: 'aspect-[3/2]' }}
      duration={service.duration}
      durationLabel={words.duration}
      name={service.name}
      headingLevel={headingLevel}
      description={service.summary}
    >
      <Link href={pathIn(locale, servicePath(slug))} className={buttonStyles.link}>
        {words.learnMore}
        <span className="sr-only">{words.learnMoreAbout(service.name)}</span>
        <span aria-hidden="true">→</span>
      </Link>
      {book ? (
        <BookingLink className={buttonStyles.link} intro={words.bookingIntro(service.name, service.duration)}>
          {words.bookNow}
          <span className="sr-only">{words.bookNowFor(service.name)}</span>
        </BookingLink>
      ) : null}
    </TreatmentCard>
  );
}
