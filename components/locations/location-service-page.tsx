import { Link } from '@/components/ui/link';
import { BookingLink } from '@/components/booking/booking-link';
import { ClosingCta } from '@/components/ui/closing-cta';
import { LocationClosingText } from '@/components/locations/closing-text';
import { PointCards } from '@/components/locations/point-cards';
import { DriveNote, ServedAreaCards } from '@/components/locations/served-areas';
import { TreatmentGuideSection } from '@/components/locations/treatment-guide';
import { Artwork } from '@/components/ui/artwork';
import { pairImage } from '@/components/locations/pair-image';
import { buttonStyles } from '@/components/ui/button-styles';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { locationPath, serviceBadges, treatmentGuides } from '@/content/locations';
import { site } from '@/content/site';
import { durationAdjective } from '@/lib/durations';
import type { LocationServicePair } from '@/lib/matrix';
import { serviceSchema } from '@/lib/schema';

/** The one template of the nine /locations/{location}/{service} pages. */
export function LocationServicePage({ pair }: { pair: LocationServicePair }) {
  const { location, service, serviceSlug, copy } = pair;
  const locationHref = locationPath(location.slug);
  const badge = serviceBadges[serviceSlug];
  const guide = treatmentGuides[serviceSlug];
  const dialogTitle = `Book Your ${service.name}`;
  const dialogIntro = `${service.name}, ${service.duration}, for clients from ${location.name}. We share the studio address in ${site.address.locality} when we confirm.`;
  return (
    <>
      {/* The business (with areaServed) is in the layout's JSON-LD on every page. */}
      <JsonLd
        data={serviceSchema({ name: `${service.name} in ${location.name}`, description: copy.summary, path: pair.path, serviceType: service.name, areas: [location.name] })}
      />
      <PageHero
        trail={[{ name: 'Locations', path: locationPath() }, { name: location.name, path: locationHref }, { name: service.name, path: pair.path }]}
        eyebrow={copy.subtitle}
        title={`${service.name} in ${location.name}`}
        intro={
          <>
            <p>{copy.description}</p>
            {/* Pills stack on phones and have a fixed height, so on a half-received page none sits on a line it leaves
                once its label arrives, and no icon moves as the text beside it grows. */}
            <ul className="mt-6 flex flex-col items-start gap-2 text-sm font-semibold sm:flex-row sm:flex-wrap" aria-label="At a glance">
              {badge ? (
                <li className="inline-flex h-8 items-center gap-1.5 rounded-full bg-charcoal-900 px-3.5 whitespace-nowrap text-cream-50" data-testid="service-badge">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-gold-300" fill="currentColor">
                    <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
                  </svg>
                  {badge}
                </li>
              ) : null}
              <li className="inline-flex h-8 items-center gap-1.5 rounded-full bg-white px-3.5 whitespace-nowrap text-charcoal-800 shadow-sm" data-testid="service-duration">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 text-gold-700" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <circle cx="12" cy="12" r="9" />
                  <path d="M12 7v5l3 2" />
                </svg>
                <span className="sr-only">Duration: </span>
                {service.duration}
              </li>
              <li className="inline-flex h-8 items-center gap-1.5 rounded-full bg-white px-3.5 whitespace-nowrap text-charcoal-800 shadow-sm" data-testid="service-location">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 text-gold-700" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
                  <circle cx="12" cy="9.5" r="2.5" />
                </svg>
                <span className="sr-only">For clients in </span>
                {location.name}, {site.address.region}
              </li>
            </ul>
          </>
        }
        aside={
          <Artwork
            name={pairImage(pair)}
            alt={copy.imageAlt}
            priority
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="block overflow-hidden rounded-3xl shadow-xl"
            imgClassName="aspect-[3/2] h-auto w-full object-cover"
          />
        }
      >
        <BookingLink className={buttonStyles.primary} dialogTitle={dialogTitle} intro={dialogIntro}>
          {dialogTitle}
        </BookingLink>
        <Link href={locationHref} className={buttonStyles.secondary}>
          More for {location.name}
        </Link>
      </PageHero>

      <Section id="benefits" eyebrow={`Made for ${location.name}`} title={`Why ${location.name} clients choose the ${service.name}`}>
        <PointCards points={copy.benefits} tone="cream" />
      </Section>

      {guide ? <TreatmentGuideSection guide={guide} /> : null}

      <Section id="served-areas" eyebrow="Areas served" title={`Serving ${location.name} and its neighbors`} intro={<DriveNote location={location} />} deferred>
        <ServedAreaCards location={location} />
      </Section>

      <ClosingCta
        title={`Ready for your ${service.name}?`}
        intro={
          <LocationClosingText
            text={`A ${durationAdjective(service.duration)} appointment planned around ${location.name}'s climate, with a routine to keep your results going at home.`}
          />
        }
        book={{ label: 'Schedule Online', dialogTitle, intro: dialogIntro }}
        call
        backLink={{ href: locationHref, label: `All treatments for ${location.name}` }}
        deferred
      />
    </>
  );
}
