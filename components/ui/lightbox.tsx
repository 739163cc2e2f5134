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
 * `staggerMs` fades the items in one after another (none under reduced motion).
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
              className="group relative block w-full overflow-hidden rounded-2xl bg-cream-200 shadow-sm ring-gold-500 transition hover:shadow-lg focus-visible:ring-4"
            >
              <Artwork name={img.image} alt={img.alt} sizes={sizes} imgClassName="aspect-[3/2] h-auto w-full object-cover transition duration-500 group-hover:scale-105" />
              {label ? (
                <span className="absolute top-3 left-3 rounded-full bg-charcoal-900/85 px-3 py-1 text-xs font-semibold tracking-wide text-cream-50">
                  {label}
                </span>
              ) : null}
            </button>
          </Reveal>
        ))}
      </ul>
    </LightboxGroup>
  );
}
