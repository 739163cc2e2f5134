/**
 * Client testimonials shown on the home carousel and the /testimonials page, in English and Spanish.
 * The template ships sample testimonials: they are labeled as samples until `testimonialSettings.source` says they
 * are real reviews copied from the studio's review platform (site.reviews.platform).
 */
import { site } from '@/content/site';
import type { Bilingual } from './ui';

export const testimonialSettings: { source: 'samples' | 'platform-reviews' } = { source: 'samples' };

/** The line under each name: where the words came from. */
export const testimonialLabel =
  testimonialSettings.source === 'platform-reviews' ? `${site.reviews.platform} review` : 'Sample testimonial';

/** The same line in each language (the testimonials themselves stay in the language they were written in). */
export const testimonialLabels: Bilingual<string> = {
  en: testimonialLabel,
  es:
    testimonialSettings.source === 'platform-reviews' ? `Reseña de ${site.reviews.platform}` : 'Testimonio de muestra',
};

export type Testimonial = {
  text: string;
  name: string;
  /** Rating label shown with five stars. */
  position: '5.0';
  rating: 5;
  lang: 'en' | 'es';
};

const t = (name: string, text: string, lang: 'en' | 'es' = 'en'): Testimonial => ({
  name,
  text,
  lang,
  position: '5.0',
  rating: 5,
});

export const testimonials: Testimonial[] = [
  t(
    'Maria G.',
    'Adriana is amazing! My skin has never looked better. The HydraFacial left me glowing for days, and she explained every step so I knew exactly what she was doing.',
  ),
  t(
    'Jessica R.',
    'I have struggled with dry, flaky skin since moving to El Paso. After two facials and the home routine Adriana put together, my skin finally feels comfortable again.',
  ),
  t(
    'Lucía M.',
    'Excelente servicio. Adriana es muy profesional y cariñosa. Mi piel se ve más luminosa y me siento con más confianza. ¡La recomiendo al cien por ciento!',
    'es',
  ),
  t(
    'Amanda T.',
    'The anti-aging facial is worth every minute. The massage alone is heavenly, and the fine lines around my eyes look softer.',
  ),
  t(
    'Karen L.',
    'Clean, calm and welcoming studio. Adriana takes her time, listens and never pushes products. I leave relaxed every single time.',
  ),
  t(
    'Rosa E.',
    'Llevo años con acné y por fin encontré a alguien que me ayudó de verdad. Después de varios tratamientos mi piel está mucho más limpia.',
    'es',
  ),
  t(
    'Stephanie P.',
    'My lip filler looks so natural. The nurse injector walked me through everything, checked on me afterwards and the result is exactly what I asked for.',
  ),
  t(
    'Daniela V.',
    'I booked the Bridal Glow Package before my wedding and my skin looked flawless in every photo. Thank you for calming my nerves too!',
  ),
  t(
    'Patricia H.',
    'Twenty years of experience really shows. Adriana knew right away what my skin needed after a summer of too much sun.',
  ),
  t(
    'Guadalupe S.',
    'Me encantó el facial de limpieza profunda. El lugar es muy tranquilo y Adriana explica todo con paciencia. Ya hice mi próxima cita.',
    'es',
  ),
  t(
    'Michelle K.',
    'The consultation was thorough and free, and I never felt pressured. I came out with a plan that actually fits my budget and my schedule.',
  ),
  t(
    'Brenda C.',
    'My Botox appointment was quick and comfortable. The nurse was gentle and careful, and two weeks later my forehead lines are barely there.',
  ),
  t(
    'Alejandra F.',
    'Mi piel estaba muy deshidratada por el clima del desierto. Con el HydraFacial se ve suave y con brillo natural. ¡Gracias, Adriana!',
    'es',
  ),
  t(
    'Nicole B.',
    'I drive in from Horizon City and it is absolutely worth it. Best facial I have had in El Paso, hands down.',
  ),
  t(
    'Vanessa D.',
    'Adriana helped my teenage daughter with her acne with so much kindness. Her confidence is back and her skin keeps improving.',
  ),
  t(
    'Carmen A.',
    'Atención de primera. Me explicó qué productos usar en casa y cómo proteger mi piel del sol. Los resultados se notan.',
    'es',
  ),
  t(
    'Lauren W.',
    'The dermaplaning and peel combo left my skin so smooth that my makeup goes on like a dream. I am officially a monthly client.',
  ),
  t(
    'Yvonne M.',
    'I came for pigmentation from years of El Paso sun. The spots have faded a lot and Adriana set realistic expectations from day one.',
  ),
  t(
    'Sofía R.',
    'Desde Socorro vengo cada mes. El trato es muy personal y mi piel nunca se había visto tan sana. Cinco estrellas bien merecidas.',
    'es',
  ),
  t(
    'Christina J.',
    'The IV hydration drip was exactly what I needed after a long week. The registered nurse was attentive and the whole visit felt safe and professional.',
  ),
  t(
    'Erica N.',
    'From the moment I walked in I felt cared for. The studio is beautiful, spotless and peaceful, and my skin glowed for a week.',
  ),
  t(
    'Teresa O.',
    'Adriana is honest about what will and will not work. I appreciate that so much, and my skin texture has improved visibly.',
  ),
  t(
    'Mariana L.',
    'Excelente experiencia con el tratamiento antiedad. Se nota la diferencia en mis líneas de expresión. Muy recomendable.',
    'es',
  ),
  t(
    'Rachel S.',
    'Eastlake mom here: evening appointments make it easy to take care of myself. The Seasonal Renewal facial is my favorite reset.',
  ),
  t(
    'Gabriela P.',
    'I have tried many spas in El Paso and this is the one I keep coming back to. Professional, warm and truly expert skincare.',
  ),
];
