import { Link } from '@/components/ui/link';
import { Artwork } from '@/components/ui/artwork';
import { buttonStyles } from '@/components/ui/button-styles';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { locationPath, locations } from '@/content/locations';
import { catalogCopy } from '@/content/services';
import { homeCopy } from '@/content/pages/home';
import type { Locale } from '@/lib/format/locale';

/**
 * The cards' grid, so no card sits alone on a row: rows of three when the areas fill them, else rows of two (four on
 * a wide screen), with the picture sizes that go with it.
 */
function grid(count: number) {
  if (count % 3 === 0) return { columns: 'md:grid-cols-3', sizes: '(min-width: 768px) 30vw, 90vw' };
  if (count % 4 === 0)
    return {
      columns: 'md:grid-cols-2 xl:grid-cols-4',
      sizes: '(min-width: 1280px) 22vw, (min-width: 768px) 45vw, 90vw',
    };
  return { columns: 'md:grid-cols-2', sizes: '(min-width: 768px) 45vw, 90vw' };
}

/** Locations: the nearby areas the studio serves (cards styled by `.location-card` in globals.css). */
export function Locations({ locale }: { locale: Locale }) {
  const copy = homeCopy[locale].locations;
  const names = catalogCopy[locale].services;
  const { columns, sizes } = grid(locations.length);
  return (
    <Section id="locations" heading={copy} tone="cream">
      <ul className={`grid gap-6 ${columns}`}>
        {locations.map((location) => (
          <Reveal as="li" key={location.slug}>
            <article className="location-card">
              <Artwork name={`home/location-${location.slug}`} alt="" sizes={sizes} />
              <div>
                <h3>{location.name}</h3>
                <p>{location.copy[locale].homeCard}</p>
                <h4>{copy.available}</h4>
                <ul>
                  {location.services.map((slug) => (
                    <li key={slug}>{names[slug].name}</li>
                  ))}
                </ul>
                <Link locale={locale} href={locationPath(location.slug)} className={`${buttonStyles.link} link-arrow`}>
                  {copy.link(location.name)}
                </Link>
              </div>
            </article>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
