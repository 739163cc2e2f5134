import { artworkSrc, getArtwork } from '@/content/artwork';

/**
 * One of the site's images (AVIF with WebP fallback) at every generated width, always with width and height
 * so it never shifts the layout. Lazy by default; `priority` marks the LCP image.
 */
export function Artwork({
  name,
  alt,
  sizes = '100vw',
  priority = false,
  className,
  imgClassName,
}: {
  name: string;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  const entry = getArtwork(name);
  const widths = [...(entry.widths ?? [entry.width])].sort((a, b) => a - b);
  const largest = widths[widths.length - 1] ?? entry.width;
  const srcSet = (format: 'avif' | 'webp') => widths.map((w) => `${artworkSrc(name, w, format)} ${w}w`).join(', ');
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <img
        src={artworkSrc(name, largest, 'webp')}
        srcSet={srcSet('webp')}
        sizes={sizes}
        alt={alt}
        width={entry.width}
        height={entry.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        className={imgClassName}
      />
    </picture>
  );
}
