import { areaNames } from '@/content/locations';
import { LazyIframe } from '@/components/ui/lazy-iframe-client';
import { mapEmbedUrl, site } from '@/content/site';
import { ui } from '@/content/ui';
import type { Locale } from '@/lib/locale';

/** The El Paso map: loads only when scrolled near; a plain link works without JavaScript. */
export function MapEmbed({ className = '', locale = 'en' }: { className?: string; locale?: Locale }) {
  const words = ui[locale].map;
  const mapsLink = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.map.query)}`;
  return (
    <figure className={className}>
      <LazyIframe src={mapEmbedUrl} title={words.title} className="aspect-[4/3] w-full overflow-hidden rounded-2xl bg-cream-200 shadow-inner" />
      <figcaption className="mt-2 text-sm text-charcoal-700">
        {words.serving(areaNames.join(', '))}{' '}
        <a href={mapsLink} target="_blank" rel="noopener" className="font-semibold text-gold-700 underline underline-offset-2">
          {words.open}
        </a>
      </figcaption>
    </figure>
  );
}
