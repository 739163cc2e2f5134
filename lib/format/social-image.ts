/**
 * Link-preview images (Open Graph and Twitter cards). WhatsApp, iMessage and Facebook do not all read WebP or
 * AVIF, so every preview is a 1200x630 JPEG or PNG.
 */

/**
 * The 1200x630 JPEG of an image, e.g. /og/blog/teen-acne-guide.jpg for the artwork "blog/teen-acne-guide".
 * scripts/generate-images.mjs writes one for every image drawn at the social-card size; a real photo replaces it
 * by using the same name.
 */
export function socialImagePath(name: string): string {
  return `/og/${name}.jpg`;
}

/** MIME type of a preview image; anything but JPEG or PNG stops the build instead of sharing a blank preview. */
export function socialImageType(url: string): 'image/jpeg' | 'image/png' {
  const extension = /\.([a-z0-9]+)$/i.exec(url)?.[1]?.toLowerCase();
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  if (extension === 'png') return 'image/png';
  throw new Error(`Social image "${url}" must be a 1200x630 JPEG or PNG`);
}
