/**
 * Uploaded photos: where they live and what the build publishes from them. A post's `featuredImage` is either the
 * name of generated artwork ("blog/sun-safety") or an uploaded photo ("photos/facial-room.jpg", a file in
 * content/photos/). The build turns a photo into the same files as artwork of the name "photos/facial-room":
 * AVIF and WebP at PHOTO_WIDTHS, cropped to 1200x630, and a 1200x630 JPEG for link previews.
 */
import { slugify } from './slug';

export const PHOTO_DIR = 'content/photos';
export const PHOTO_WIDTHS = [480, 800, 1200];
export const PHOTO_SIZE = { width: 1200, height: 630 };
export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'];

/** True for a featuredImage that names an uploaded photo: photos/<file>.jpg|jpeg|png|webp, no sub-folders. */
export function isPhotoPath(value: string): boolean {
  return /^photos\/[^/\\]+\.(jpe?g|png|webp)$/i.test(value) && !value.includes('..');
}

/** "photos/Facial Room.JPG" -> "photos/facial-room": the published name, URL-safe. */
export function photoName(value: string): string {
  return `photos/${slugify(value.slice('photos/'.length).replace(/\.[^.]+$/, '')) || 'photo'}`;
}

/**
 * A before-and-after photo of the gallery (content/gallery.json) is uploaded like a post's photo, into content/photos/,
 * and published at the gallery's own shape: the size and widths of the illustrations it replaces (1200x800, at 600
 * and 1200 px), under "gallery-photos/<name>", with no link preview.
 */
export const GALLERY_PHOTO_WIDTHS = [600, 1200];
export const GALLERY_PHOTO_SIZE = { width: 1200, height: 800 };
export const GALLERY_PHOTO_PREFIX = 'gallery-photos/';

/** "photos/Before After 1.jpg" -> "gallery-photos/before-after-1": the gallery's published name of an uploaded photo. */
export function galleryPhotoName(value: string): string {
  return `${GALLERY_PHOTO_PREFIX}${photoName(value).slice('photos/'.length)}`;
}

/** The shape a published photo name is made at: a post's card (with its link preview) or the gallery's. */
export function photoShape(name: string): { width: number; height: number; widths: number[]; preview: boolean } {
  return name.startsWith(GALLERY_PHOTO_PREFIX)
    ? { ...GALLERY_PHOTO_SIZE, widths: GALLERY_PHOTO_WIDTHS, preview: false }
    : { ...PHOTO_SIZE, widths: PHOTO_WIDTHS, preview: true };
}

/** The artwork-like entry of a published photo name ("photos/facial-room"), or undefined for any other name. */
export function photoArtwork(
  name: string,
): { name: string; kind: 'photo'; width: number; height: number; widths: number[] } | undefined {
  if (!name.startsWith('photos/') && !name.startsWith(GALLERY_PHOTO_PREFIX)) return undefined;
  const { width, height, widths } = photoShape(name);
  return { name, kind: 'photo', width, height, widths };
}

/** Repository-relative files the build writes for a photo name. */
export function photoOutputs(name: string): { file: string; width: number; format: 'avif' | 'webp' | 'jpeg' }[] {
  const shape = photoShape(name);
  return [
    ...shape.widths.flatMap((width) => [
      { file: `public/images/${name}-${width}.avif`, width, format: 'avif' as const },
      { file: `public/images/${name}-${width}.webp`, width, format: 'webp' as const },
    ]),
    ...(shape.preview ? [{ file: `public/og/${name}.jpg`, width: shape.width, format: 'jpeg' as const }] : []),
  ];
}
