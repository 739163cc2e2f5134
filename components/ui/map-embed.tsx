import { areaNames } from '@/content/locations';
import { MapFacade } from '@/components/ui/map-facade-client';
import { mapEmbedUrl, mapLinkUrl, site } from '@/content/site';
import { ui } from '@/content/ui';
import type { Locale } from '@/lib/locale';

/**
 * The El Paso map as a click-to-load facade: the box shows where the studio is and a "Show map" button, and the
 * Google map loads only when the visitor asks for it (the privacy page promises so). "Open in Google Maps" is a plain
 * link, the way to the map before the scripts run or if they never do.
 */
export function MapEmbed({ className = '', locale = 'en' }: { className?: string; locale?: Locale }) {
  const words = ui[locale].map;
  return (
    <figure className={className}>
      <MapFacade
        src={mapEmbedUrl}
        title={words.title}
        showLabel={words.show}
        className="aspect-[4/3] w-full overflow-hidden rounded-2xl bg-cream-200 shadow-inner"
        place={
          <p className="text-charcoal-700">
            <span className="block font-semibold text-charcoal-900">{site.name}</span>
            {site.address.locality}, {site.address.region}
            <span className="mt-2 block text-sm">{words.note}</span>
          </p>
        }
      />
      <figcaption className="mt-2 text-sm text-charcoal-700">
        {words.serving(areaNames.join(', '))}{' '}
        <a href={mapLinkUrl} target="_blank" rel="noopener" className="font-semibold text-gold-700 underline underline-offset-2">
          {words.open}
        </a>
      </figcaption>
    </figure>
  );
}
