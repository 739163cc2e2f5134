/** The 12 before-and-after images (original artwork; a studio replaces them with consented client photos). */
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
