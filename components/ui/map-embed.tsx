import { areaNames } from '@/content/locations';
import { LazyIframe } from '@/components/ui/lazy-iframe-client';
import { mapEmbedUrl, site } from '@/content/site';

/** The El Paso map: loads only when scrolled near; a plain link works without JavaScript. */
export function MapEmbed({ className = '' }: { className?: string }) {
  const mapsLink = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.map.query)}`;
  return (
    <figure className={className}>
      <LazyIframe src={mapEmbedUrl} title={site.map.title} className="aspect-[4/3] w-full overflow-hidden rounded-2xl bg-cream-200 shadow-inner" />
      <figcaption className="mt-2 text-sm text-charcoal-700">
        Serving {site.address.locality}, {areaNames.join(', ')}.{' '}
        <a href={mapsLink} target="_blank" rel="noopener" className="font-semibold text-gold-700 underline underline-offset-2">
          Open in Google Maps
        </a>
      </figcaption>
    </figure>
  );
}
