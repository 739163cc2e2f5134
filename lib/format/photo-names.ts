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

/** The artwork-like entry of a published photo name ("photos/facial-room"), or undefined for any other name. */
export function photoArtwork(
  name: string,
): { name: string; kind: 'photo'; width: number; height: number; widths: number[] } | undefined {
  if (!name.startsWith('photos/')) return undefined;
  return { name, kind: 'photo', width: PHOTO_SIZE.width, height: PHOTO_SIZE.height, widths: PHOTO_WIDTHS };
}

/** Repository-relative files the build writes for a photo name. */
export function photoOutputs(name: string): { file: string; width: number; format: 'avif' | 'webp' | 'jpeg' }[] {
  return [
    ...PHOTO_WIDTHS.flatMap((width) => [
      { file: `public/images/${name}-${width}.avif`, width, format: 'avif' as const },
      { file: `public/images/${name}-${width}.webp`, width, format: 'webp' as const },
    ]),
    { file: `public/og/${name}.jpg`, width: PHOTO_SIZE.width, format: 'jpeg' as const },
  ];
}
