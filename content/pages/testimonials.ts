/** The /testimonials page in both languages (same type). The testimonials stay in the language they were written in. */
import { listAreas } from '@/content/area-list';
import type { PageMeta } from '../page-meta';
import { site } from '../site';
import type { Bilingual, Translation } from '@/lib/format/bilingual';
import { atLeast } from '@/lib/format/prices';

const { esthetics, iv } = site.claims;
const city = site.address.locality;
const platform = site.reviews.platform;

const en = {
  hero: {
    eyebrow: 'Client love',
    title: 'Client Testimonials',
    intro: `${esthetics.rating} stars from ${atLeast('en', esthetics.reviews)} reviews on ${platform} for esthetics, from clients across ${listAreas('en', { withCity: true })}. Here is what clients say about ${site.owner.firstName} and the team. Individual results vary.`,
  },
  ratingsTitle: `Our ratings on ${platform}`,
  claims: { esthetics: 'Esthetics', iv: 'IV therapy' },
  fromReviews: (reviews: number) => `from ${atLeast('en', reviews)} reviews on ${platform}`,
  leaveReview: `Leave a review on ${platform}`,
  newTab: ' (opens in a new tab)',
  listTitle: 'What our clients say',
  /** What the list holds: samples, client reviews, or both while the samples are being replaced. */
  listEyebrow: (samples: number, count: number) =>
    samples === count
      ? 'Sample testimonials'
      : samples === 0
        ? `${count} client reviews`
        : 'Client reviews and sample testimonials',
  closing: {
    title: 'Your glow is next',
    intro: 'Book a complimentary consultation and see why clients keep coming back.',
    book: 'Book Your Consultation',
  },
};

const es: Translation<typeof en> = {
  hero: {
    eyebrow: 'Lo que dicen de nosotros',
    title: 'Opiniones de nuestros clientes',
    intro: `${esthetics.rating} estrellas en ${atLeast('es', esthetics.reviews)} reseñas de ${platform} para estética, de clientes de todo ${listAreas('es', { withCity: true })}. Esto es lo que dicen de ${site.owner.firstName} y su equipo. Los resultados varían de persona a persona.`,
  },
  ratingsTitle: `Nuestras calificaciones en ${platform}`,
  claims: { esthetics: 'Estética', iv: 'Terapia IV' },
  fromReviews: (reviews: number) => `en ${atLeast('es', reviews)} reseñas de ${platform}`,
  leaveReview: `Deje su reseña en ${platform}`,
  newTab: ' (se abre en una pestaña nueva)',
  listTitle: 'Lo que dicen nuestros clientes',
  listEyebrow: (samples: number, count: number) =>
    samples === count
      ? 'Testimonios de muestra'
      : samples === 0
        ? `${count} reseñas de clientes`
        : 'Reseñas de clientes y testimonios de muestra',
  closing: {
    title: 'Ahora le toca a su piel',
    intro: 'Agende una consulta de cortesía y descubra por qué nuestros clientes siguen regresando.',
    book: 'Agende su consulta',
  },
};

export const testimonialsPageCopy: Bilingual<typeof en> = { en, es };

/** The page's title, list label and description in each language (the route list in site/routes.ts reads them). */
export const testimonialsMeta: Bilingual<PageMeta> = {
  en: {
    title: 'Client Testimonials',
    label: 'Testimonials',
    description: `Five-star testimonials from ${city} skincare clients in English and Spanish: ${esthetics.rating} stars from ${atLeast('en', esthetics.reviews)} reviews for esthetics and ${iv.rating} from ${atLeast('en', iv.reviews)} for IV therapy.`,
  },
  es: {
    title: 'Opiniones de nuestros clientes',
    label: 'Opiniones',
    description: `Opiniones de cinco estrellas de clientes de ${site.address.locality}, en español y en inglés: ${site.claims.esthetics.rating} estrellas en ${atLeast('es', site.claims.esthetics.reviews)} reseñas para estética y ${site.claims.iv.rating} en ${atLeast('es', site.claims.iv.reviews)} para terapia IV.`,
  },
};
