import { artworkSrc, artworkSrcSet, type PictureSource } from '@/lib/format/artwork-src';

/**
 * One of the site's images (AVIF with WebP fallback) at every generated width, always with width and height
 * so it never shifts the layout. Lazy by default; `priority` marks the LCP image. Server and client components
 * both render it: a client one receives the small PictureSource instead of every URL.
 */
export function Picture({
  image,
  alt,
  sizes = '100vw',
  priority = false,
  className,
  imgClassName,
}: {
  image: PictureSource;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  const { name, widths, width, height } = image;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={artworkSrcSet(name, widths, 'avif')} sizes={sizes} />
      <img
        src={artworkSrc(name, widths[widths.length - 1] ?? width, 'webp')}
        srcSet={artworkSrcSet(name, widths, 'webp')}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        // Only the attributes it has: a prop set to undefined still costs its name in the page's flight data.
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        {...(imgClassName ? { className: imgClassName } : {})}
      />
    </picture>
  );
}
