/**
 * The 12 before-and-after images. The template ships original illustrations, which the site labels as such; once
 * real client photos (with each client's written consent) replace them in public/images/gallery, set
 * `gallerySettings.images` to 'client-photos' and the pages say so instead.
 */
import type { Locale } from '@/lib/locale';

export const gallerySettings: { images: 'illustrations' | 'client-photos' } = { images: 'illustrations' };

/** What the gallery says about its images, under the grid and in the home section. */
export const galleryNote =
  gallerySettings.images === 'client-photos'
    ? 'Every photo is shared with our client’s written consent.'
    : 'These images are illustrations of the changes our treatments aim for, not photos of our clients.';

/** The label on each image while the images are illustrations. */
export const galleryImageLabel = gallerySettings.images === 'client-photos' ? undefined : 'Illustration';

/** The lightbox's words: "Photo {n} of {total}" and its controls (a client component: plain strings). */
export type LightboxWords = { title: string; resultsVary: string; previous: string; next: string; close: string };

/** The gallery's note, image label and lightbox in each language. */
export const galleryWords: Record<Locale, { note: string; label: string | undefined; lightbox: LightboxWords }> = {
  en: {
    note: galleryNote,
    label: galleryImageLabel,
    lightbox: {
      title: 'Photo {n} of {total}',
      resultsVary: 'Individual results vary.',
      previous: 'Previous photo',
      next: 'Next photo',
      close: 'Close lightbox',
    },
  },
  es: {
    lightbox: {
      title: 'Foto {n} de {total}',
      resultsVary: 'Los resultados varían de persona a persona.',
      previous: 'Foto anterior',
      next: 'Foto siguiente',
      close: 'Cerrar la vista ampliada',
    },
    note:
      gallerySettings.images === 'client-photos'
        ? 'Cada foto se comparte con el consentimiento por escrito de nuestro cliente.'
        : 'Estas imágenes son ilustraciones de los cambios que buscan nuestros tratamientos, no fotos de nuestros clientes.',
    label: gallerySettings.images === 'client-photos' ? undefined : 'Ilustración',
  },
};

export type GalleryImage = {
  /** Artwork name (content/artwork/home.json). */
  image: string;
  alt: string;
  /** The same description in Spanish, for the Spanish pages. */
  altEs: string;
};

export const galleryImages: GalleryImage[] = [
  {
    image: 'gallery/skin-transformation',
    alt: 'Before and after skin transformation: uneven, blotchy tone evened out after a series of facials',
    altEs:
      'Antes y después de una transformación de la piel: un tono disparejo y manchado se empareja tras una serie de faciales',
  },
  {
    image: 'gallery/anti-aging-facial',
    alt: 'Before and after anti-aging facial: fine lines across the cheek visibly softened',
    altEs: 'Antes y después de un facial antiedad: las líneas finas de la mejilla se ven más suaves',
  },
  {
    image: 'gallery/lip-enhancement',
    alt: 'Before and after lip enhancement: thin lips given natural-looking shape and volume',
    altEs: 'Antes y después de un relleno de labios: labios delgados con una forma y un volumen de aspecto natural',
  },
  {
    image: 'gallery/acne-treatment',
    alt: 'Before and after acne treatment: inflamed breakouts calmed to clearer skin',
    altEs: 'Antes y después de un tratamiento para el acné: los brotes inflamados se calman y la piel se ve más limpia',
  },
  {
    image: 'gallery/botox-forehead',
    alt: 'Before and after botox: forehead lines smoothed two weeks after treatment',
    altEs: 'Antes y después de Botox: las líneas de la frente se suavizan dos semanas después del tratamiento',
  },
  {
    image: 'gallery/acne-scarring',
    alt: 'Before and after acne scarring treatment: pitted scars reduced for a smoother surface',
    altEs:
      'Antes y después de un tratamiento para cicatrices de acné: las marcas hundidas se reducen y la superficie se ve más lisa',
  },
  {
    image: 'gallery/skin-texture',
    alt: 'Before and after texture treatment: rough, uneven texture refined after microdermabrasion',
    altEs:
      'Antes y después de un tratamiento de textura: la piel áspera y dispareja se afina tras la microdermoabrasión',
  },
  {
    image: 'gallery/lip-filler',
    alt: 'Before and after lip filler: fuller, balanced upper and lower lip',
    altEs: 'Antes y después de un relleno de labios: labio superior e inferior más llenos y equilibrados',
  },
  {
    image: 'gallery/anti-aging-eyes',
    alt: 'Before and after anti-aging treatment: crow’s feet around the eyes softened',
    altEs: 'Antes y después de un tratamiento antiedad: las patas de gallo alrededor de los ojos se ven más suaves',
  },
  {
    image: 'gallery/teen-acne',
    alt: 'Before and after teen acne facials: congested pores and blemishes cleared',
    altEs: 'Antes y después de faciales para el acné juvenil: los poros congestionados y los granitos se despejan',
  },
  {
    image: 'gallery/botox-frown-lines',
    alt: 'Before and after botox: frown lines between the brows relaxed',
    altEs: 'Antes y después de Botox: las líneas del entrecejo se relajan',
  },
  {
    image: 'gallery/hydrafacial-glow',
    alt: 'Before and after HydraFacial skin transformation: dull, dehydrated skin restored to a healthy glow',
    altEs: 'Antes y después de un HydraFacial: la piel opaca y deshidratada recupera un brillo saludable',
  },
];

/** The images with their alt text in one language. */
export function galleryImagesIn(locale: Locale): { image: string; alt: string }[] {
  return galleryImages.map(({ image, alt, altEs }) => ({ image, alt: locale === 'es' ? altEs : alt }));
}
