/** Every generated image of the site (see scripts/generate-images.mjs). Each area keeps its own manifest. */
import landing from './artwork/landing.json' with { type: 'json' };
import locationsArt from './artwork/locations.json' with { type: 'json' };
import services from './artwork/services.json' with { type: 'json' };
import blog from './artwork/blog.json' with { type: 'json' };
import shared from './artwork/shared.json' with { type: 'json' };
import home from './artwork/home.json' with { type: 'json' };
import { photoArtwork } from '@/lib/format/photo-names';
import { artworkSrc, type PictureSource } from '@/lib/format/artwork-src';

export type ArtworkKind = 'hero' | 'card' | 'portrait' | 'location' | 'before-after' | 'og' | 'photo';

export type ArtworkEntry = {
  name: string;
  kind: string;
  width: number;
  height: number;
  widths?: number[];
  hue?: number;
  seed?: number;
  concern?: string;
};

const manifests: ArtworkEntry[][] = [shared, landing, services, blog, locationsArt, home];

export const artwork: ReadonlyMap<string, ArtworkEntry> = new Map(manifests.flat().map((entry) => [entry.name, entry]));

export function getArtwork(name: string): ArtworkEntry {
  // Uploaded photos ("photos/<name>", made by scripts/photos.mjs) need no manifest line.
  const entry = artwork.get(name) ?? photoArtwork(name);
  if (!entry) throw new Error(`Unknown artwork "${name}": add it to a manifest in content/artwork/`);
  return entry;
}

export { artworkSrc };

/** The artwork as a PictureSource, from its manifest line. */
export function pictureSource(name: string): PictureSource {
  const entry = getArtwork(name);
  return {
    name,
    widths: [...(entry.widths ?? [entry.width])].sort((a, b) => a - b),
    width: entry.width,
    height: entry.height,
  };
}

/** The largest WebP of an image: for JSON-LD, Open Graph fallbacks and feeds. */
export function artworkUrl(name: string): string {
  const entry = getArtwork(name);
  const widths = entry.widths ?? [entry.width];
  return artworkSrc(name, Math.max(...widths), 'webp');
}
