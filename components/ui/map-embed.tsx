import { MapFacade } from '@/components/ui/map-facade-client';
import { mapEmbedUrl, mapLinkUrl, site } from '@/content/site';
import { ui } from '@/content/ui';
import type { Locale } from '@/lib/format/locale';

/**
 * The El Paso map as a click-to-load facade: its box shows where the studio is, a "Show map" button and the "Open in
 * Google Maps" link; the Google map loads only when the visitor asks for it (the privacy page promises so). The link
 * is the way to the map before the scripts run, or if they never do.
 */
export function MapEmbed({ locale }: { locale: Locale }) {
  const words = ui[locale].map;
  return (
    <MapFacade
      src={mapEmbedUrl}
      title={words.title}
      showLabel={words.show}
      className="aspect-[4/3] w-full overflow-hidden rounded-2xl bg-cream-200 shadow-inner"
      place={`${site.name}\n${site.address.locality}, ${site.address.region}\n${words.note}`}
      link={
        <a
          href={mapLinkUrl}
          target="_blank"
          rel="noopener"
          className="font-semibold text-gold-700 underline underline-offset-2"
        >
          {words.open}
          <span className="sr-only">{words.newTab}</span>
        </a>
      }
    />
  );
}
