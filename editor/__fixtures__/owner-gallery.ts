import { STUDIO_TREATMENT } from '@/content/testimonials';
import { ILLUSTRATIONS } from '@/editor/gallery-schema';
import { treatmentLabels } from '@/editor/testimonials-schema';

/**
 * A valid content/gallery.json that needs no uploaded photo: one of the template's illustrations. Scratch copies of
 * content/ use it instead of the owner's gallery, whose client photos live in content/photos (not copied), so a test
 * passes whatever the owner's gallery holds.
 */
export function illustrationOnlyGallery(): string {
  const treatment = Object.keys(treatmentLabels()).find((value) => value !== STUDIO_TREATMENT)!;
  const image = {
    type: 'illustration',
    illustration: ILLUSTRATIONS[0],
    treatment,
    alt: {
      en: 'Before and after a facial: dull, uneven skin evened out',
      es: 'Antes y después de un facial: la piel opaca y dispareja se empareja',
    },
  };
  return `${JSON.stringify({ images: [image] }, null, 2)}\n`;
}
