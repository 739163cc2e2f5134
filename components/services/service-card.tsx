import { Link } from '@/components/ui/link';
import { BookingLink } from '@/components/booking/booking-link';
import { Artwork } from '@/components/ui/artwork';
import { buttonStyles } from '@/components/ui/button-styles';
import { servicePath, services, type ServiceSlug } from '@/content/services';

/** A catalog service as a card: artwork, duration, summary, a link to its page and an optional Book Now. */
export function ServiceCard({ slug, headingLevel = 3, book = false }: { slug: ServiceSlug; headingLevel?: 2 | 3; book?: boolean }) {
  const service = services[slug];
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-cream-300 bg-white shadow-sm">
      <Artwork name={service.artwork} alt="" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" imgClassName="aspect-[3/2] w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-gold-700">
          <span className="sr-only">Duration: </span>
          {service.duration}
        </p>
        <Heading className="mt-1 text-xl font-semibold">{service.name}</Heading>
        <p className="mt-2 flex-1 leading-relaxed text-charcoal-700">{service.summary}</p>
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <Link href={servicePath(slug)} className={buttonStyles.link}>
            Learn more<span className="sr-only"> about {service.name}</span>
            <span aria-hidden="true">→</span>
          </Link>
          {book ? (
            <BookingLink className={buttonStyles.link} intro={`Booking: ${service.name} (${service.duration})`}>
              Book Now<span className="sr-only"> for {service.name}</span>
            </BookingLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}
