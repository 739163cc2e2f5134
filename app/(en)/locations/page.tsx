import { LocationClosingText } from '@/components/locations/closing-text';
import { ClosingCta } from '@/components/ui/closing-cta';
import { LocationCard } from '@/components/locations/location-card';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { locations, locationsIndex } from '@/content/locations';
import { routeMetadata } from '@/lib/metadata';

export const metadata = routeMetadata('/locations');

export default function LocationsIndexPage() {
  return (
    <>
      <PageHero
        trail={[{ name: 'Locations', path: '/locations' }]}
        eyebrow={locationsIndex.eyebrow}
        title={locationsIndex.heading}
        intro={<p>{locationsIndex.intro}</p>}
      />
      <Section id="areas" eyebrow="Areas we serve" title="Choose your community">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {locations.map((location) => (
            <li key={location.slug}>
              <LocationCard location={location} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCta
        title="Plan your visit"
        intro={<LocationClosingText text={locationsIndex.closing} />}
        book={{ label: 'Book Your Appointment', intro: locationsIndex.dialogIntro }}
        call
        deferred
      />
    </>
  );
}
