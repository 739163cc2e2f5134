import { LocationClosingText } from '@/components/locations/closing-text';
import { LocationCard } from '@/components/locations/location-card';
import { ClosingCta } from '@/components/ui/closing-cta';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { locationPath, locations } from '@/content/locations';
import { locationPagesCopy } from '@/content/pages/locations';
import { pathIn, type Locale } from '@/lib/format/locale';

/** /locations in either language: every area the studio serves, as cards. */
export function LocationsPage({ locale }: { locale: Locale }) {
  const copy = locationPagesCopy[locale].index;
  return (
    <>
      <PageHero
        locale={locale}
        trail={[{ name: copy.crumb, path: pathIn(locale, locationPath()) }]}
        eyebrow={copy.eyebrow}
        title={copy.heading}
        intro={<p>{copy.intro}</p>}
      />
      <Section id="areas" eyebrow={copy.areasEyebrow} title={copy.areasTitle}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {locations.map((location) => (
            <li key={location.slug}>
              <LocationCard location={location} locale={locale} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCta
        locale={locale}
        title={copy.closingTitle}
        intro={<LocationClosingText locale={locale} text={copy.closing} />}
        book={{ label: copy.book, intro: copy.dialogIntro }}
        call
      />
    </>
  );
}
