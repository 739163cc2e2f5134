import type { PictureSource } from '@/lib/format/artwork-src';

/**
 * One image of a lightbox grid: its artwork (name, widths, size) and its alt text; `label` is a word shown on it, such
 * as "Illustration" on an image that is not a photo. Its own module, so the grid and the dialog it loads on demand
 * both read it without importing each other.
 */
export type LightboxItem = { image: PictureSource; alt: string; label?: string };
