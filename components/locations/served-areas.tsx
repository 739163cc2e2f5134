import { PinIcon } from '@/components/ui/icon';
import type { Location } from '@/content/locations';
import { locationPagesCopy } from '@/content/pages/locations';
import type { Locale } from '@/lib/locale';

/** The neighborhoods and landmarks a location covers, as three cards. */
export function ServedAreaCards({ location, locale }: { location: Location; locale: Locale }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {location.copy[locale].servedAreas.map((area) => (
        <li key={area.name} className="rounded-2xl border border-cream-300 bg-white p-6 shadow-sm">
          <PinIcon className="size-7 text-gold-700" strokeWidth={1.8} />
          <h3 className="mt-3 text-lg font-semibold">{area.name}</h3>
          <p className="mt-2 leading-relaxed text-charcoal-700">{area.description}</p>
        </li>
      ))}
    </ul>
  );
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
  const { driveTime, route } = location.copy[locale].distance;
  return (
    <p className={className}>
      <span className="font-semibold text-charcoal-900">{words.distance(location.distance.miles, driveTime)}</span>{' '}
      {words.rest(location.name, route)}
    </p>
  );
}
