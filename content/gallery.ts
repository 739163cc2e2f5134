/**
 * The 12 before-and-after images. The template ships original illustrations, which the site labels as such; once
 * real client photos (with each client's written consent) replace them in public/images/gallery, set
 * `gallerySettings.images` to 'client-photos' and the pages say so instead.
 */
export const gallerySettings: { images: 'illustrations' | 'client-photos' } = { images: 'illustrations' };

/** What the gallery says about its images, under the grid and in the home section. */
export const galleryNote =
  gallerySettings.images === 'client-photos'
    ? 'Every photo is shared with our client’s written consent.'
    : 'These images are illustrations of the changes our treatments aim for, not photos of our clients.';

/** The label on each image while the images are illustrations. */
export const galleryImageLabel = gallerySettings.images === 'client-photos' ? undefined : 'Illustration';

export type GalleryImage = {
  /** Artwork name (content/artwork/home.json). */
  image: string;
  alt: string;
};

export const galleryImages: GalleryImage[] = [
  { image: 'gallery/skin-transformation', alt: 'Before and after skin transformation: uneven, blotchy tone evened out after a series of facials' },
  { image: 'gallery/anti-aging-facial', alt: 'Before and after anti-aging facial: fine lines across the cheek visibly softened' },
  { image: 'gallery/lip-enhancement', alt: 'Before and after lip enhancement: thin lips given natural-looking shape and volume' },
  { image: 'gallery/acne-treatment', alt: 'Before and after acne treatment: inflamed breakouts calmed to clearer skin' },
  { image: 'gallery/botox-forehead', alt: 'Before and after botox: forehead lines smoothed two weeks after treatment' },
  { image: 'gallery/acne-scarring', alt: 'Before and after acne scarring treatment: pitted scars reduced for a smoother surface' },
  { image: 'gallery/skin-texture', alt: 'Before and after texture treatment: rough, uneven texture refined after microdermabrasion' },
  { image: 'gallery/lip-filler', alt: 'Before and after lip filler: fuller, balanced upper and lower lip' },
  { image: 'gallery/anti-aging-eyes', alt: 'Before and after anti-aging treatment: crow’s feet around the eyes softened' },
  { image: 'gallery/teen-acne', alt: 'Before and after teen acne facials: congested pores and blemishes cleared' },
  { image: 'gallery/botox-frown-lines', alt: 'Before and after botox: frown lines between the brows relaxed' },
  { image: 'gallery/hydrafacial-glow', alt: 'Before and after HydraFacial skin transformation: dull, dehydrated skin restored to a healthy glow' },
];
