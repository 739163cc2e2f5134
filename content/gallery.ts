/**
 * The 12 before-and-after images. The template ships original illustrations, which the site labels as such; once
 * real client photos (with each client's written consent) replace them in public/images/gallery, set
 * `gallerySettings.images` to 'client-photos' and the pages say so instead.
 */
import type { Locale } from '@/lib/format/locale';
import type { Bilingual, Translation } from '@/lib/format/bilingual';

export const gallerySettings: { images: 'illustrations' | 'client-photos' } = { images: 'illustrations' };

const photos = gallerySettings.images === 'client-photos';

/** The images in display order: artwork names (content/artwork/home.json). */
const galleryArtwork = [
  'gallery/skin-transformation',
  'gallery/anti-aging-facial',
  'gallery/lip-enhancement',
  'gallery/acne-treatment',
  'gallery/botox-forehead',
  'gallery/acne-scarring',
  'gallery/skin-texture',
  'gallery/lip-filler',
  'gallery/anti-aging-eyes',
  'gallery/teen-acne',
  'gallery/botox-frown-lines',
  'gallery/hydrafacial-glow',
] as const;

type GalleryArtwork = (typeof galleryArtwork)[number];

const en = {
  /** What the gallery says about its images, under the grid and in the home section. */
  note: photos
    ? 'Every photo is shared with our client’s written consent.'
    : 'These images are illustrations of the changes our treatments aim for, not photos of our clients.',
  /** The label on each image while the images are illustrations. */
  label: photos ? undefined : 'Illustration',
  /** The lightbox's words: "Photo {n} of {total}" and its controls (a client component: plain strings). */
  lightbox: {
    title: 'Photo {n} of {total}',
    resultsVary: 'Individual results vary.',
    previous: 'Previous photo',
    next: 'Next photo',
    close: 'Close lightbox',
  },
  /** Each image's description, by artwork. */
  alt: {
    'gallery/skin-transformation':
      'Before and after skin transformation: uneven, blotchy tone evened out after a series of facials',
    'gallery/anti-aging-facial': 'Before and after anti-aging facial: fine lines across the cheek visibly softened',
    'gallery/lip-enhancement': 'Before and after lip enhancement: thin lips given natural-looking shape and volume',
    'gallery/acne-treatment': 'Before and after acne treatment: inflamed breakouts calmed to clearer skin',
    'gallery/botox-forehead': 'Before and after botox: forehead lines smoothed two weeks after treatment',
    'gallery/acne-scarring': 'Before and after acne scarring treatment: pitted scars reduced for a smoother surface',
    'gallery/skin-texture': 'Before and after texture treatment: rough, uneven texture refined after microdermabrasion',
    'gallery/lip-filler': 'Before and after lip filler: fuller, balanced upper and lower lip',
    'gallery/anti-aging-eyes': 'Before and after anti-aging treatment: crow’s feet around the eyes softened',
    'gallery/teen-acne': 'Before and after teen acne facials: congested pores and blemishes cleared',
    'gallery/botox-frown-lines': 'Before and after botox: frown lines between the brows relaxed',
    'gallery/hydrafacial-glow':
      'Before and after HydraFacial skin transformation: dull, dehydrated skin restored to a healthy glow',
  } satisfies Record<GalleryArtwork, string>,
};

const es: Translation<typeof en> = {
  note: photos
    ? 'Cada foto se comparte con el consentimiento por escrito de nuestro cliente.'
    : 'Estas imágenes son ilustraciones de los cambios que buscan nuestros tratamientos, no fotos de nuestros clientes.',
  label: photos ? undefined : 'Ilustración',
  lightbox: {
    title: 'Foto {n} de {total}',
    resultsVary: 'Los resultados varían de persona a persona.',
    previous: 'Foto anterior',
    next: 'Foto siguiente',
    close: 'Cerrar la vista ampliada',
  },
  alt: {
    'gallery/skin-transformation':
      'Antes y después de una transformación de la piel: un tono disparejo y manchado se empareja tras una serie de faciales',
    'gallery/anti-aging-facial':
      'Antes y después de un facial antiedad: las líneas finas de la mejilla se ven más suaves',
    'gallery/lip-enhancement':
      'Antes y después de un relleno de labios: labios delgados que ganan forma y volumen de aspecto natural',
    'gallery/acne-treatment':
      'Antes y después de un tratamiento para el acné: los brotes inflamados se calman y la piel se ve más limpia',
    'gallery/botox-forehead':
      'Antes y después del Botox: las líneas de la frente se suavizan dos semanas después del tratamiento',
    'gallery/acne-scarring':
      'Antes y después de un tratamiento para cicatrices de acné: las marcas hundidas se reducen y la superficie se ve más lisa',
    'gallery/skin-texture':
      'Antes y después de un tratamiento de textura: la piel áspera y dispareja se afina tras la microdermoabrasión',
    'gallery/lip-filler':
      'Antes y después de un relleno de labios: labios superior e inferior más llenos y equilibrados',
    'gallery/anti-aging-eyes':
      'Antes y después de un tratamiento antiedad: las patas de gallo alrededor de los ojos se ven más suaves',
    'gallery/teen-acne':
      'Antes y después de faciales para el acné juvenil: los poros congestionados y los granitos se despejan',
    'gallery/botox-frown-lines': 'Antes y después del Botox: las líneas del entrecejo se relajan',
    'gallery/hydrafacial-glow':
      'Antes y después de un HydraFacial: la piel opaca y deshidratada recupera un brillo saludable',
  },
};

/** The gallery's note, image label, lightbox and image descriptions in each language. */
export const galleryWords: Bilingual<typeof en> = { en, es };

export type LightboxWords = typeof en.lightbox;

export type GalleryImage = { image: string; alt: string };

/** The images with their alt text in one language. */
export function galleryImagesIn(locale: Locale): GalleryImage[] {
  return galleryArtwork.map((image) => ({ image, alt: galleryWords[locale].alt[image] }));
}

/** The English edition's note, label and images. */
export const galleryNote = en.note;
export const galleryImageLabel = en.label;
export const galleryImages = galleryImagesIn('en');
