import { Link } from '@/components/ui/link';
import { BookingLink } from '@/components/booking/booking-link';
import { ClosingCta } from '@/components/ui/closing-cta';
import { LocationClosingText } from '@/components/locations/closing-text';
import { LocationCard } from '@/components/locations/location-card';
import { PointCards } from '@/components/locations/point-cards';
import { DriveNote, ServedAreaCards } from '@/components/locations/served-areas';
import { Artwork } from '@/components/ui/artwork';
import { pairImage } from '@/components/locations/pair-image';
import { buttonStyles } from '@/components/ui/button-styles';
import { MapEmbed } from '@/components/ui/map-embed';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { locationPath, type Location } from '@/content/locations';
import { site } from '@/content/site';
import { buildMatrix, otherLocations } from '@/lib/matrix';
import { ViewAllServices } from '@/components/ui/view-all-services';

/** /locations/{location}: hero, the treatments offered there, the area, why us, (map), We Also Serve, booking. */
export function LocationPage({ location }: { location: Location }) {
  const path = locationPath(location.slug);
  const pairs = buildMatrix([location]);
  const others = otherLocations(location.slug);
  const dialogIntro = `Tell us you are coming from ${location.name}; we will share the studio address and parking tips when we confirm.`;
  return (
    <>
      <PageHero
        trail={[{ name: 'Locations', path: locationPath() }, { name: location.name, path }]}
        eyebrow={`Serving ${location.name}`}
        title={`Facials & skincare for ${location.name}`}
        intro={
          <>
            <p>{location.intro}</p>
            <DriveNote location={location} className="mt-4 text-base" />
          </>
        }
        aside={
          <Artwork
            name={location.image}
            alt={location.imageAlt}
            priority
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="block overflow-hidden rounded-3xl shadow-xl"
            imgClassName="aspect-[3/2] h-auto w-full object-cover"
          />
        }
      >
        <BookingLink className={buttonStyles.primary} intro={dialogIntro}>
          Book Your Appointment
        </BookingLink>
        <Link href="#services" className={buttonStyles.secondary}>
          See Treatments
        </Link>
      </PageHero>

      <Section id="services" eyebrow={`Treatments for ${location.name}`} title="Facials chosen for this area" intro={`Each treatment page explains how it answers ${location.name}'s weather and routines.`}>
        <ul className="grid gap-6 md:grid-cols-3">
          {pairs.map((pair) => (
            <li key={pair.path} className="flex flex-col overflow-hidden rounded-2xl border border-cream-300 bg-white shadow-sm" data-testid="location-service-card">
              <Artwork name={pairImage(pair)} alt="" sizes="(min-width: 768px) 30vw, 100vw" imgClassName="aspect-[3/2] h-auto w-full object-cover" />
              <div className="flex flex-1 flex-col p-6">
                <div className="flex items-baseline justify-between gap-3">
                  <h3 className="text-xl font-semibold">{pair.service.name}</h3>
                  <span className="shrink-0 rounded-full bg-cream-200 px-3 py-1 text-sm font-semibold text-charcoal-800">{pair.service.duration}</span>
                </div>
                <p className="mt-3 flex-1 leading-relaxed text-charcoal-700">{pair.copy.summary}</p>
                <p className="mt-5">
                  <Link href={pair.path} className={buttonStyles.link}>
                    Learn More<span className="sr-only"> about {pair.service.name} in {location.name}</span>
                    <span aria-hidden="true">→</span>
                  </Link>
                </p>
              </div>
            </li>
          ))}
        </ul>
        <ViewAllServices />
      </Section>

      <Section id="area" eyebrow={`Life in ${location.name}`} title={`What ${location.name} asks of your skin`} tone="cream" deferred>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)]">
          <ul className="space-y-4">
            {location.climate.map((note) => (
              <li key={note} className="flex gap-3 text-lg leading-relaxed text-charcoal-700">
                <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-gold-600" />
                <span>{note}</span>
              </li>
            ))}
          </ul>
          <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
            <h3 className="text-xl font-semibold">Getting to the studio</h3>
            <DriveNote location={location} className="mt-3 leading-relaxed text-charcoal-700" />
            <p className="mt-3 leading-relaxed text-charcoal-700">
              The studio is in {site.address.locality}; we share the exact address and parking tips when you book.
            </p>
          </div>
        </div>
        <h3 className="mt-14 mb-6 text-center text-2xl font-semibold">Neighborhoods we serve</h3>
        <ServedAreaCards location={location} />
      </Section>

      <Section id="why-choose-us" eyebrow="Why choose us" title={`Why ${location.name} clients make the drive`} deferred>
        <PointCards points={location.whyChoose} tone="cream" />
      </Section>

      {location.showMap ? (
        <Section id="map" eyebrow="Find us" title={`From ${location.name} to the studio`} tone="cream">
          <div className="mx-auto max-w-4xl">
            <DriveNote location={location} className="mb-6 text-center text-lg text-charcoal-700" />
            <MapEmbed />
          </div>
        </Section>
      ) : null}

      <Section id="also-serve" eyebrow="Nearby" title="We Also Serve" deferred>
        <ul className="grid gap-6 md:grid-cols-2">
          {others.map((other) => (
            <li key={other.slug}>
              <LocationCard location={other} />
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta
        title={`Book your facial from ${location.name}`}
        intro={
          <LocationClosingText
            text={`About ${location.distance.driveTime} from ${location.name} by car, then an unhurried appointment and a plan made for your climate.`}
          />
        }
        book={{ label: 'Book Your Appointment', intro: dialogIntro }}
        call
        deferred
      />
    </>
  );
}
