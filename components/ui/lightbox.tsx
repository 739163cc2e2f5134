import { LightboxGrid } from '@/components/ui/lightbox-client';
import { pictureSource } from '@/content/artwork';
import { galleryWords } from '@/content/gallery';
import type { Locale } from '@/lib/format/locale';

/**
 * A grid of images that open the shared lightbox on click (the dialog code loads on the first click).
 * `staggerMs` fades the items in one after another (none under reduced motion). Each image button is styled by
 * `.lightbox-thumb` in globals.css: home and /gallery show twelve, and utility strings would be written out twelve times.
 */
export function LightboxGallery({
  images,
  staggerMs = 0,
  className = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  locale,
}: {
  /** Each with its alt text and, for an image that is not a photo, the word shown on it ("Illustration"). */
  images: { image: string; alt: string; label?: string }[];
  staggerMs?: number;
  className?: string;
  sizes?: string;
  /** The language of the lightbox's controls. */
  locale: Locale;
}) {
  const items = images.map((img) => ({ image: pictureSource(img.image), alt: img.alt, label: img.label }));
  return (
    <LightboxGrid
      items={items}
      staggerMs={staggerMs}
      className={className}
      sizes={sizes}
      words={galleryWords[locale].lightbox}
    />
  );
}
