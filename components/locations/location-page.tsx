import { Link } from '@/components/ui/link';
import { BookingLink } from '@/components/booking/booking-link-client';
import { ClosingCta } from '@/components/ui/closing-cta';
import { LocationClosingText } from '@/components/locations/closing-text';
import { LocationCard } from '@/components/locations/location-card';
import { PointCards } from '@/components/locations/point-cards';
import { DriveNote, ServedAreaCards } from '@/components/locations/served-areas';
import { Artwork } from '@/components/ui/artwork';
import { PerformedBy, performerOf } from '@/components/services/performed-by';
import { pairImage } from '@/components/locations/pair-image';
import { buttonStyles } from '@/components/ui/button-styles';
import { MapEmbed } from '@/components/ui/map-embed';
import { PageHero } from '@/components/ui/page-hero';
import { BulletList } from '@/components/ui/bullet-list';
import { Section } from '@/components/ui/section';
import { catalogCopy, serviceNames } from '@/content/services';
import { locationPath, type Location } from '@/content/locations';
import { locationPagesCopy } from '@/content/pages/locations';
import { pathIn, type Locale } from '@/lib/format/locale';
import { buildMatrix, otherLocations } from '@/site/matrix';
import { ViewAllServices } from '@/components/ui/view-all-services';

/** /locations/{location} in either language: hero, the treatments offered there, the area, why us, (map), We Also Serve, booking. */
export function LocationPage({ location, locale }: { location: Location; locale: Locale }) {
  const words = locationPagesCopy[locale];
  const copy = words.area;
  const text = location.copy[locale];
  const name = location.name;
  const path = pathIn(locale, locationPath(location.slug));
  const pairs = buildMatrix([location]);
  const others = otherLocations(location.slug);
  const dialogIntro = copy.dialogIntro(name);
  return (
    <>
      <PageHero
        locale={locale}
        trail={[
          { name: words.index.crumb, path: pathIn(locale, locationPath()) },
          { name, path },
        ]}
        eyebrow={copy.eyebrow(name)}
        title={copy.heading(name)}
        intro={
          <>
            <p>{text.intro}</p>
            <DriveNote location={location} locale={locale} className="mt-4 text-base" />
          </>
        }
        aside={
          <Artwork
            name={location.image}
            alt={text.imageAlt}
            priority
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="block overflow-hidden rounded-3xl shadow-xl"
            imgClassName="aspect-[3/2] h-auto w-full object-cover"
          />
        }
      >
        <BookingLink className={buttonStyles.primary} intro={dialogIntro}>
          {copy.book}
        </BookingLink>
        <Link locale={locale} href="#services" className={buttonStyles.secondary}>
          {copy.seeTreatments}
        </Link>
      </PageHero>

      <Section
        id="services"
        eyebrow={copy.treatmentsEyebrow(name)}
        title={copy.treatmentsTitle}
        intro={copy.treatmentsIntro(name)}
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {pairs.map((pair) => {
            const serviceName = serviceNames[locale][pair.serviceSlug];
            return (
              <li
                key={pair.path}
                className="flex flex-col overflow-hidden rounded-2xl border border-cream-300 bg-white shadow-sm"
                data-testid="location-service-card"
              >
                <Artwork
                  name={pairImage(pair)}
                  alt=""
                  sizes="(min-width: 768px) 30vw, 100vw"
                  imgClassName="aspect-[3/2] h-auto w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <div className="flex items-baseline justify-between gap-3">
                    <h3 className="text-xl font-semibold">{serviceName}</h3>
                    <span className="shrink-0 rounded-full bg-cream-200 px-3 py-1 text-sm font-semibold text-charcoal-800">
                      {catalogCopy[locale].services[pair.serviceSlug].duration}
                    </span>
                  </div>
                  <p className="mt-3 flex-1 leading-relaxed text-charcoal-700">{pair.copy[locale].summary}</p>
                  <PerformedBy performer={performerOf(pair.serviceSlug)} locale={locale} />
                  <p className="mt-5">
                    <Link locale={locale} href={pair.path} className={buttonStyles.link}>
                      {copy.learnMore}
                      <span className="sr-only">{copy.learnMoreAbout(serviceName, name)}</span>
                      <span aria-hidden="true">→</span>
                    </Link>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        <ViewAllServices locale={locale} />
      </Section>

      <Section id="area" eyebrow={copy.lifeEyebrow(name)} title={copy.lifeTitle(name)} tone="cream">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)]">
          <BulletList items={text.climate} className="space-y-4 text-lg text-charcoal-700" />
          <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
            <h3 className="text-xl font-semibold">{copy.gettingThere}</h3>
            <DriveNote location={location} locale={locale} className="mt-3 leading-relaxed text-charcoal-700" />
            <p className="mt-3 leading-relaxed text-charcoal-700">{copy.address}</p>
          </div>
        </div>
        <h3 className="mt-14 mb-6 text-center text-2xl font-semibold">{copy.neighborhoods}</h3>
        <ServedAreaCards location={location} locale={locale} />
      </Section>

      <Section id="why-choose-us" eyebrow={copy.whyEyebrow} title={copy.whyTitle(name)}>
        <PointCards points={text.whyChoose} tone="cream" />
      </Section>

      {location.showMap ? (
        <Section id="map" eyebrow={copy.mapEyebrow} title={copy.mapTitle(name)} tone="cream">
          <div className="mx-auto max-w-4xl">
            <DriveNote location={location} locale={locale} className="mb-6 text-center text-lg text-charcoal-700" />
            <MapEmbed locale={locale} />
          </div>
        </Section>
      ) : null}

      <Section id="also-serve" eyebrow={copy.nearbyEyebrow} title={copy.nearbyTitle}>
        <ul className="grid gap-6 md:grid-cols-2">
          {others.map((other) => (
            <li key={other.slug}>
              <LocationCard location={other} locale={locale} />
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta
        locale={locale}
        title={copy.closingTitle(name)}
        intro={<LocationClosingText locale={locale} text={copy.closing(name, location.distance.driveTime)} />}
        book={{ label: copy.book, intro: dialogIntro }}
        call
      />
    </>
  );
}
