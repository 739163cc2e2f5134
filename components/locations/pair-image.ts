import { artwork } from '@/content/artwork';
import type { LocationServicePair } from '@/site/matrix';

/** A location-service page's own artwork when the manifest has it, else its location's. */
export function pairImage(pair: LocationServicePair): string {
  return artwork.has(pair.image) ? pair.image : pair.location.image;
}
