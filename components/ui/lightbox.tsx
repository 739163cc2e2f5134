import { Artwork } from '@/components/ui/artwork';
import { LightboxGroup, type LightboxImage } from '@/components/ui/lightbox-client';
import { Reveal } from '@/components/ui/reveal';
import { artworkSrc, getArtwork } from '@/content/artwork';

/** What the lightbox needs to show one artwork large. */
export function lightboxImage(name: string, alt: string): LightboxImage {
  const entry = getArtwork(name);
  const widths = [...(entry.widths ?? [entry.width])].sort((a, b) => a - b);
  const largest = widths[widths.length - 1] ?? entry.width;
  return {
    alt,
    width: entry.width,
    height: entry.height,
    src: artworkSrc(name, largest, 'webp'),
    srcSetAvif: widths.map((w) => `${artworkSrc(name, w, 'avif')} ${w}w`).join(', '),
    srcSetWebp: widths.map((w) => `${artworkSrc(name, w, 'webp')} ${w}w`).join(', '),
  };
}

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
  label,
}: {
  images: { image: string; alt: string }[];
  staggerMs?: number;
  className?: string;
  sizes?: string;
  /** A word shown on every image, such as "Illustration". */
  label?: string;
}) {
  return (
    <LightboxGroup items={images.map((img) => lightboxImage(img.image, img.alt))}>
      <ul className={className} data-testid="lightbox-grid">
        {images.map((img, index) => (
          <Reveal as="li" key={img.image} delayMs={index * staggerMs}>
            <button
              type="button"
              data-lightbox-index={index}
              aria-haspopup="dialog"
              className="lightbox-thumb"
            >
              <Artwork name={img.image} alt={img.alt} sizes={sizes} />
              {label ? <span>{label}</span> : null}
            </button>
          </Reveal>
        ))}
      </ul>
    </LightboxGroup>
  );
}
