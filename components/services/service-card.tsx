import { Link } from '@/components/ui/link';
import { BookingLink } from '@/components/booking/booking-link';
import { buttonStyles } from '@/components/ui/button-styles';
import { TreatmentCard } from '@/components/services/treatment-card';
import { servicePath, services, type ServiceSlug } from '@/content/services';

/** A catalog service as a card: artwork, duration, summary, a link to its page and an optional Book Now. */
export function ServiceCard({ slug, headingLevel = 3, book = false }: { slug: ServiceSlug; headingLevel?: 2 | 3; book?: boolean }) {
  const service = services[slug];
  return (
    <TreatmentCard
      artwork={{ name: service.artwork, aspect: 'aspect-[3/2]' }}
      duration={service.duration}
      name={service.name}
      headingLevel={headingLevel}
      description={service.summary}
    >
      <Link href={servicePath(slug)} className={buttonStyles.link}>
        Learn more<span className="sr-only"> about {service.name}</span>
        <span aria-hidden="true">→</span>
      </Link>
      {book ? (
        <BookingLink className={buttonStyles.link} intro={`Booking: ${service.name} (${service.duration})`}>
          Book Now<span className="sr-only"> for {service.name}</span>
        </BookingLink>
      ) : null}
    </TreatmentCard>
  );
}
