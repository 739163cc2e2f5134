/**
 * The before-and-after images, in display order, as the owner edits them in /admin ("Gallery"): content/gallery.json,
 * read here as data (a JSON import). Each image is either one of the template's original illustrations, labeled as
 * such on every page until it is replaced, or a client's photo uploaded with her written consent, which the content
 * check publishes at the gallery's sizes (scripts/photo-pipeline.ts). The content check validates the file first
 * (editor/gallery-schema.ts); this module stays free of the checker, as the pages' client code reads its types.
 */
import data from './gallery.json' with { type: 'json' };
import type { Locale } from '@/lib/format/locale';
import type { Bilingual, Translation } from '@/lib/format/bilingual';
import { galleryPhotoName } from '@/lib/format/photo-names';

export const GALLERY_FILE = 'content/gallery.json';

/** One image as the file holds it: an illustration (an artwork name) or a photo (photos/<file>, with consent). */
export type GalleryEntry =
  | { type: 'illustration'; illustration: string; treatment: string; alt: Bilingual<string> }
  | { type: 'photo'; photo: string; treatment: string; alt: Bilingual<string>; consent: boolean };

export const galleryEntries = data.images as GalleryEntry[];

const illustrations = galleryEntries.filter((entry) => entry.type === 'illustration').length;
/** What the images are: all illustrations (the template), all photos, or both while the owner replaces them. */
const shown: 'illustrations' | 'photos' | 'both' =
  illustrations === galleryEntries.length ? 'illustrations' : illustrations === 0 ? 'photos' : 'both';

/**
 * What the pages may call the images in their descriptions (search results, link previews, /sitemap): photos only
 * once every one is a client's photo. The content check holds every page's title and description to the gallery file
 * itself (site/checks/gallery-claims.ts).
 */
export const gallerySettings: { images: 'illustrations' | 'client-photos' } = {
  images: shown === 'photos' ? 'client-photos' : 'illustrations',
};

const en = {
  /** What the gallery says about its images, under the grid and in the home section. */
  note: {
    illustrations: 'These images are illustrations of the changes our treatments aim for, not photos of our clients.',
    photos: 'Every photo is shared with our client’s written consent.',
    both: 'Every photo is shared with our client’s written consent; images marked “Illustration” show the changes our treatments aim for and are not photos of our clients.',
  }[shown],
  /** The label on each image that is an illustration. */
  label: 'Illustration',
  /** The lightbox's words: "Photo {n} of {total}" and its controls (a client component: plain strings). */
  lightbox: {
    title: 'Photo {n} of {total}',
    resultsVary: 'Individual results vary.',
    previous: 'Previous photo',
    next: 'Next photo',
    close: 'Close lightbox',
  },
};

const es: Translation<typeof en> = {
  note: {
    illustrations:
      'Estas imágenes son ilustraciones de los cambios que buscan nuestros tratamientos, no fotos de nuestros clientes.',
    photos: 'Cada foto se comparte con el consentimiento por escrito de nuestro cliente.',
    both: 'Cada foto se comparte con el consentimiento por escrito de nuestro cliente; las imágenes marcadas como “Ilustración” muestran los cambios que buscan nuestros tratamientos y no son fotos de nuestros clientes.',
  }[shown],
  label: 'Ilustración',
  lightbox: {
    title: 'Foto {n} de {total}',
    resultsVary: 'Los resultados varían de persona a persona.',
    previous: 'Foto anterior',
    next: 'Foto siguiente',
    close: 'Cerrar la vista ampliada',
  },
};

/** The gallery's note, illustration label and lightbox words in each language. */
export const galleryWords: Bilingual<typeof en> = { en, es };

export type LightboxWords = typeof en.lightbox;

/** An image as the pages show it: its published name, its alt text and, for an illustration, its label. */
export type GalleryImage = { image: string; alt: string; label?: string };

/** The published name of an entry's image: the artwork, or the gallery's copy of the uploaded photo. */
export const galleryImageName = (entry: GalleryEntry) =>
  entry.type === 'illustration' ? entry.illustration : galleryPhotoName(entry.photo);

/** The images with their alt text (and an illustration's label) in one language. */
export function galleryImagesIn(locale: Locale): GalleryImage[] {
  return galleryEntries.map((entry) => ({
    image: galleryImageName(entry),
    alt: entry.alt[locale],
    ...(entry.type === 'illustration' ? { label: galleryWords[locale].label } : {}),
  }));
}

/** The English edition's note and images. */
export const galleryNote = en.note;
export const galleryImages = galleryImagesIn('en');
