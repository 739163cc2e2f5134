/**
 * Where a generated image lives, as a pure function with no manifest behind it, so client components can build
 * an image's URLs from its name and widths instead of receiving every URL in their props.
 */
export type ImageFormat = 'avif' | 'webp';

/** What a <picture> needs to show an artwork: its name, its widths (ascending) and its intrinsic size. */
export type PictureSource = { name: string; widths: number[]; width: number; height: number };

/** Public URL of an image at one width, e.g. /images/hero/home-1024.webp */
export function artworkSrc(name: string, width: number, format: ImageFormat): string {
  return `/images/${name}-${width}.${format}`;
}

/** The `srcset` of an image in one format, e.g. "/images/a-400.webp 400w, /images/a-800.webp 800w". */
export function artworkSrcSet(name: string, widths: readonly number[], format: ImageFormat): string {
  return widths.map((w) => `${artworkSrc(name, w, format)} ${w}w`).join(', ');
}
