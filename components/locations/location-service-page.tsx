import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { BookingLink } from '@/components/booking/booking-link-client';
import { ClosingCta } from '@/components/ui/closing-cta';
import { LocationClosingText } from '@/components/locations/closing-text';
import { PointCards } from '@/components/locations/point-cards';
import { DriveNote, ServedAreaCards } from '@/components/locations/served-areas';
import { TreatmentGuideSection } from '@/components/locations/treatment-guide';
import { Artwork } from '@/components/ui/artwork';
import { LineIcon, PinIcon, SolidIcon } from '@/components/ui/icon';
import { pairImage } from '@/components/locations/pair-image';
import { buttonStyles } from '@/components/ui/button-styles';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { appointmentOf, catalogCopy, serviceDetailsIn, serviceNames } from '@/content/services';
import { locationPath } from '@/content/locations';
import { locationPagesCopy } from '@/content/pages/locations';
import { site } from '@/content/site';
import { pathIn, type Locale } from '@/lib/format/locale';
import { findPair, type PairParams } from '@/site/matrix';
import { serviceSchema } from '@/site/schema';

/** One fact of the hero's row "at a glance": its icon, what it is (for screen readers), then the fact. */
function GlanceFact({
  testId,
  label,
  icon,
  children,
}: {
  testId: string;
  label: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <li
      className="inline-flex h-8 items-center gap-1.5 rounded-full bg-white px-3.5 whitespace-nowrap text-charcoal-800 shadow-sm"
      data-testid={testId}
    >
      {icon}
      <span className="sr-only">{label}</span>
      {children}
    </li>
  );
}

/** The one template of the /locations/{location}/{service} pages, in either language. */
export function LocationServicePage({ locale, ...params }: PairParams & { locale: Locale }) {
  const pair = findPair(params.location, params.service);
  const { location, service, serviceSlug } = pair;
  const words = locationPagesCopy[locale];
  const copy = pair.copy[locale];
  const area = location.name;
  const serviceName = serviceNames[locale][serviceSlug];
  const duration = catalogCopy[locale].services[serviceSlug].duration;
  const path = pathIn(locale, pair.path);
  const locationHref = pathIn(locale, locationPath(location.slug));
  const { badge, guide } = serviceDetailsIn[locale][serviceSlug].areaPage ?? {};
  const dialogTitle = words.pair.dialogTitle(serviceName);
  const dialogIntro = words.pair.dialogIntro(serviceName, duration, area);
  return (
    <>
      {/* The business (with areaServed) is in the layout's JSON-LD on every page. */}
      <JsonLd
        data={serviceSchema({
          name: words.pair.schemaName(serviceName, area),
          description: copy.summary,
          path,
          serviceType: serviceName,
          areas: [area],
          locale,
        })}
      />
      <PageHero
        locale={locale}
        trail={[
          { name: words.index.crumb, path: pathIn(locale, locationPath()) },
          { name: area, path: locationHref },
          { name: serviceName, path },
        ]}
        eyebrow={copy.subtitle}
        title={words.pair.heading(serviceName, area)}
        intro={
          <>
            <p>{copy.description}</p>
            {/* Pills stack on phones and have a fixed height, so on a half-received page none sits on a line it leaves
                once its label arrives, and no icon moves as the text beside it grows. */}
            <ul
              className="mt-6 flex flex-col items-start gap-2 text-sm font-semibold sm:flex-row sm:flex-wrap"
              aria-label={words.pair.atAGlance}
            >
              {badge ? (
                <li
                  className="inline-flex h-8 items-center gap-1.5 rounded-full bg-charcoal-900 px-3.5 whitespace-nowrap text-cream-50"
                  data-testid="service-badge"
                >
                  <SolidIcon
                    path="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z"
                    className="size-4 text-gold-300"
                  />
                  {badge}
                </li>
              ) : null}
              <GlanceFact
                testId="service-duration"
                label={words.pair.duration}
                icon={
                  <LineIcon className="size-4 text-gold-700">
                    <circle cx="12" cy="12" r="9" />
                    <path d="M12 7v5l3 2" />
                  </LineIcon>
                }
              >
                {duration}
              </GlanceFact>
              <GlanceFact
                testId="service-location"
                label={words.pair.clientsIn}
                icon={<PinIcon className="size-4 text-gold-700" />}
              >
                {area}, {site.address.region}
              </GlanceFact>
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
        <Link locale={locale} href={locationHref} className={buttonStyles.secondary}>
          {words.pair.moreFor(area)}
        </Link>
      </PageHero>

      <Section
        id="benefits"
        eyebrow={words.pair.benefitsEyebrow(area)}
        title={words.pair.benefitsTitle(serviceName, area)}
      >
        <PointCards points={copy.benefits} tone="cream" />
      </Section>

      {guide ? <TreatmentGuideSection guide={guide} locale={locale} /> : null}

      <Section
        id="served-areas"
        eyebrow={words.pair.servedEyebrow}
        title={words.pair.servedTitle(area)}
        intro={<DriveNote location={location} locale={locale} />}
      >
        <ServedAreaCards location={location} locale={locale} />
      </Section>

      <ClosingCta
        locale={locale}
        title={words.pair.closingTitle(serviceName)}
        intro={<LocationClosingText locale={locale} text={words.pair.closing(appointmentOf(service.duration), area)} />}
        book={{ label: words.pair.schedule, dialogTitle, intro: dialogIntro }}
        call
        backLink={{ href: locationHref, label: words.pair.back(area) }}
      />
    </>
  );
}
