import { buttonStyles } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { Artwork } from '@/components/ui/artwork';
import { locationPath, type Location } from '@/content/locations';
import { locationPagesCopy } from '@/content/pages/locations';
import { serviceNames } from '@/content/services';
import type { Locale } from '@/lib/format/locale';
import { locationServicePath } from '@/site/matrix';

/** A location: image, name, description, drive time and the treatments offered there, linking to its page. */
export function LocationCard({
  location,
  locale,
  headingLevel = 3,
}: {
  location: Location;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const words = locationPagesCopy[locale].card;
  const text = location.copy[locale];
  const href = locationPath(location.slug);
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-cream-300 bg-white shadow-sm"
      data-testid="location-card"
    >
      <Artwork
        name={location.image}
        alt={text.imageAlt}
        sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw"
        imgClassName="aspect-[3/2] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-2xl font-semibold">
          <Link locale={locale} href={href} className="underline-offset-4 hover:text-gold-700 hover:underline">
            {location.name}
          </Link>
        </Heading>
        <p className="mt-1 text-sm font-medium text-gold-700">
          {words.distance(location.distance.miles, location.distance.driveTime)}
        </p>
        <p className="mt-3 leading-relaxed text-charcoal-700">{text.description}</p>
        <h4 className="mt-5 font-sans text-xs font-semibold tracking-widest text-charcoal-700 uppercase">
          {words.treatments}
        </h4>
        <ul className="mt-2 flex flex-wrap gap-2">
          {location.services.map((slug) => (
            <li key={slug}>
              <Link
                locale={locale}
                href={locationServicePath(location.slug, slug)}
                className="inline-block rounded-full bg-cream-200 px-3 py-1 text-sm font-medium text-charcoal-800 hover:bg-gold-300"
              >
                {serviceNames[locale][slug]}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-auto pt-6">
          <Link locale={locale} href={href} className={buttonStyles.link}>
            {words.explore(location.name)}
            <span aria-hidden="true">→</span>
          </Link>
        </p>
      </div>
    </article>
  );
}
