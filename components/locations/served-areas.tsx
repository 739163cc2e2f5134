import { CardGrid } from '@/components/services/card-grid';
import type { Location } from '@/content/locations';
import { locationPagesCopy } from '@/content/pages/locations';
import type { Locale } from '@/lib/format/locale';

/** The neighborhoods and landmarks a location covers, as cards. */
export function ServedAreaCards({ location, locale }: { location: Location; locale: Locale }) {
  const cards = location.copy[locale].servedAreas.map(({ name, description }) => ({ title: name, description }));
  return <CardGrid cards={cards} icon="pin" columns="md:grid-cols-3" />;
}

/** "About 20 miles (25-30 minutes) from the studio in El Paso, west on I-10 ..." */
export function DriveNote({
  location,
  locale,
  className = '',
}: {
  location: Location;
  locale: Locale;
  className?: string;
}) {
  const words = locationPagesCopy[locale].drive;
  const { route } = location.copy[locale].distance;
  return (
    <p className={className}>
      <span className="font-semibold text-charcoal-900">
        {words.distance(location.distance.miles, location.distance.driveTime)}
      </span>{' '}
      {words.rest(location.name, route)}
    </p>
  );
}
