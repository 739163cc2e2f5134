/**
 * Every client testimonial the site shows, in one list: the home carousel, /testimonials and the pages that quote
 * clients (esthetics, IV therapy, lip fillers) all read it through `testimonialsOn`, so the one `source` setting
 * labels every quote and the publishing guard (lib/site/sample-guard.ts) stops a real-domain build while any is a sample.
 * The template ships sample testimonials: they are labeled as samples until `testimonialSettings.source` says they
 * are real reviews copied from the studio's review platform (site.reviews.platform).
 */
import { site } from '@/content/site';
import type { ServiceSlug } from '@/content/services';
import type { Bilingual } from '@/lib/format/bilingual';

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

/**
 * What a page says when it shows a quote written in the other language (/es shows clients' English as written).
 * Every section of testimonials prints it when one of its quotes is not in the page's language.
 */
export const testimonialLanguageNote: Bilingual<string> = {
  en: 'Each testimonial appears in the language it was written in.',
  es: 'Cada opinión aparece en el idioma en que se escribió.',
};

/**
 * Where a testimonial may appear besides /testimonials, which lists them all: the home carousel, a landing page
 * or a service page (its English path).
 */
export type TestimonialPlace = 'home' | '/esthetics-services' | '/iv-therapy' | `/services/${ServiceSlug}`;

export type Testimonial = {
  text: string;
  name: string;
  /** Rating label shown with five stars. */
  position: '5.0';
  rating: 5;
  /** The language the client wrote in; the quote is shown in it on both editions. */
  lang: 'en' | 'es';
  /**
   * What the client wrote about: a catalog service or treatment, a menu item, or an offer of the page that shows it
   * (an IV drip); null when it is about the studio as a whole. A landing page names it as its menu does.
   */
  treatment: string | null;
  /** Where the client lives, when a page shows it under the name ("Horizon City, TX"). */
  location?: string;
  /** The pages besides /testimonials that show it. */
  shownOn: readonly TestimonialPlace[];
};

type About = Pick<Testimonial, 'treatment' | 'shownOn'> & { location?: string };

const t = (name: string, text: string, about: About, lang: 'en' | 'es' = 'en'): Testimonial => ({
  name,
  text,
  lang,
  position: '5.0',
  rating: 5,
  ...about,
});

const home: TestimonialPlace[] = ['home'];

/** Every testimonial, in the order /testimonials lists them (the home carousel keeps the same order). */
export const testimonials: Testimonial[] = [
  t(
    'Maria G.',
    'Adriana is amazing! My skin has never looked better. The HydraFacial left me glowing for days, and she explained every step so I knew exactly what she was doing.',
    { treatment: 'hydrafacial', shownOn: home },
  ),
  t(
    'Jessica R.',
    'I have struggled with dry, flaky skin since moving to El Paso. After two facials and the home routine Adriana put together, my skin finally feels comfortable again.',
    { treatment: 'facial-treatments', shownOn: home },
  ),
  t(
    'Lucía M.',
    'Excelente servicio. Adriana es muy profesional y cariñosa. Mi piel se ve más luminosa y me siento con más confianza. ¡La recomiendo al cien por ciento!',
    { treatment: null, shownOn: home },
    'es',
  ),
  t(
    'Amanda T.',
    'The anti-aging facial is worth every minute. The massage alone is heavenly, and the fine lines around my eyes look softer.',
    { treatment: 'anti-aging-facial', shownOn: home },
  ),
  t(
    'Karen L.',
    'Clean, calm and welcoming studio. Adriana takes her time, listens and never pushes products. I leave relaxed every single time.',
    { treatment: null, shownOn: home },
  ),
  t(
    'Rosa E.',
    'Llevo años con acné y por fin encontré a alguien que me ayudó de verdad. Después de varios tratamientos mi piel está mucho más limpia.',
    { treatment: 'acne-treatments', shownOn: home },
    'es',
  ),
  t(
    'Stephanie P.',
    'My lip filler looks so natural. The nurse injector walked me through everything, checked on me afterwards and the result is exactly what I asked for.',
    { treatment: 'lip-fillers', shownOn: home },
  ),
  t(
    'Daniela V.',
    'I booked the Bridal Glow Package before my wedding and my skin looked flawless in every photo. Thank you for calming my nerves too!',
    { treatment: 'bridal-glow-package', shownOn: home },
  ),
  t(
    'Patricia H.',
    'Twenty years of experience really shows. Adriana knew right away what my skin needed after a summer of too much sun.',
    { treatment: null, shownOn: home },
  ),
  t(
    'Guadalupe S.',
    'Me encantó el facial de limpieza profunda. El lugar es muy tranquilo y Adriana explica todo con paciencia. Ya hice mi próxima cita.',
    { treatment: 'deep-cleansing-facial', shownOn: home },
    'es',
  ),
  t(
    'Michelle K.',
    'The consultation was thorough and free, and I never felt pressured. I came out with a plan that actually fits my budget and my schedule.',
    { treatment: 'consultation', shownOn: home },
  ),
  t(
    'Brenda C.',
    'My Botox appointment was quick and comfortable. The nurse was gentle and careful, and two weeks later my forehead lines are barely there.',
    { treatment: 'botox', shownOn: home },
  ),
  t(
    'Alejandra F.',
    'Mi piel estaba muy deshidratada por el clima del desierto. Con el HydraFacial se ve suave y con brillo natural. ¡Gracias, Adriana!',
    { treatment: 'hydrafacial', shownOn: home },
    'es',
  ),
  t(
    'Nicole B.',
    'I drive in from Horizon City and it is absolutely worth it. Best facial I have had in El Paso, hands down.',
    { treatment: null, shownOn: home },
  ),
  t(
    'Vanessa D.',
    'Adriana helped my teenage daughter with her acne with so much kindness. Her confidence is back and her skin keeps improving.',
    { treatment: 'acne-treatments', shownOn: home },
  ),
  t(
    'Carmen A.',
    'Atención de primera. Me explicó qué productos usar en casa y cómo proteger mi piel del sol. Los resultados se notan.',
    { treatment: null, shownOn: home },
    'es',
  ),
  t(
    'Lauren W.',
    'The dermaplaning and peel combo left my skin so smooth that my makeup goes on like a dream. I am officially a monthly client.',
    { treatment: 'dermaplaning', shownOn: home },
  ),
  t(
    'Yvonne M.',
    'I came for pigmentation from years of El Paso sun. The spots have faded a lot and Adriana set realistic expectations from day one.',
    { treatment: 'pigmentation', shownOn: home },
  ),
  t(
    'Sofía R.',
    'Desde Socorro vengo cada mes. El trato es muy personal y mi piel nunca se había visto tan sana. Cinco estrellas bien merecidas.',
    { treatment: null, shownOn: home },
    'es',
  ),
  t(
    'Christina J.',
    'The IV hydration drip was exactly what I needed after a long week. The registered nurse was attentive and the whole visit felt safe and professional.',
    { treatment: 'hydration', shownOn: home },
  ),
  t(
    'Erica N.',
    'From the moment I walked in I felt cared for. The studio is beautiful, spotless and peaceful, and my skin glowed for a week.',
    { treatment: null, shownOn: home },
  ),
  t(
    'Teresa O.',
    'Adriana is honest about what will and will not work. I appreciate that so much, and my skin texture has improved visibly.',
    { treatment: null, shownOn: home },
  ),
  t(
    'Mariana L.',
    'Excelente experiencia con el tratamiento antiedad. Se nota la diferencia en mis líneas de expresión. Muy recomendable.',
    { treatment: 'anti-aging-facial', shownOn: home },
    'es',
  ),
  t(
    'Rachel S.',
    'Eastlake mom here: evening appointments make it easy to take care of myself. The Seasonal Renewal facial is my favorite reset.',
    { treatment: 'seasonal-renewal', shownOn: home },
  ),
  t(
    'Gabriela P.',
    'I have tried many spas in El Paso and this is the one I keep coming back to. Professional, warm and truly expert skincare.',
    { treatment: null, shownOn: home },
  ),
  t(
    'Yesenia G.',
    'My skin was so dry from the wind this spring. After my HydraFacial it felt soft for the first time in months, and my esthetician explained exactly what to use at home.',
    { treatment: 'hydrafacial', location: 'El Paso, TX', shownOn: ['/esthetics-services'] },
  ),
  t(
    'Daniel R.',
    'I had fought acne since high school. The acne program and the simple routine she gave me made a bigger difference than anything I had tried before.',
    { treatment: 'acne-treatments', location: 'Horizon City, TX', shownOn: ['/esthetics-services'] },
  ),
  t(
    'Leticia M.',
    'The chemical peel series faded the sun spots on my cheeks. She checked on me after every session and never pushed products I did not need.',
    { treatment: 'chemical-peels', location: 'Eastlake, El Paso, TX', shownOn: ['/esthetics-services'] },
  ),
  t(
    'Veronica S.',
    'After a summer hike in the Franklin Mountains I was completely drained. The hydration drip left me feeling refreshed that same afternoon. Individual results vary.',
    { treatment: 'hydration', location: 'El Paso, TX', shownOn: ['/iv-therapy'] },
  ),
  t(
    'Carlos T.',
    'The nurse reviewed my health history carefully before my first drip and checked on me the whole time. Professional, clean and relaxing.',
    { treatment: 'immunity-boost', location: 'Socorro, TX', shownOn: ['/iv-therapy'] },
  ),
  t(
    'Andrea P.',
    'I pair the Beauty Drip with my facials before big events. I feel refreshed and well hydrated afterwards. Individual results vary.',
    { treatment: 'beauty-glow', location: 'Eastlake, El Paso, TX', shownOn: ['/iv-therapy'] },
  ),
  t(
    'Marisol G.',
    'I was nervous about looking overdone, but my lips just look like mine on a really good day. The nurse explained every step and checked the shape with me in the mirror.',
    { treatment: 'lip-fillers', location: 'El Paso', shownOn: ['/services/lip-fillers'] },
  ),
  t(
    'Andrea R.',
    'The consultation was honest and relaxed. Swelling was gone in a few days and two weeks later the result was exactly what we planned.',
    { treatment: 'lip-fillers', location: 'Horizon City', shownOn: ['/services/lip-fillers'] },
  ),
  t(
    'Celeste M.',
    'Clean, calm studio and a careful nurse injector. My upper lip finally matches my lower lip, and my friends only noticed I looked well rested.',
    { treatment: 'lip-fillers', location: 'Socorro', shownOn: ['/services/lip-fillers'] },
  ),
];

/** The testimonials a place shows, in the list's order: every one for /testimonials. */
export function testimonialsOn(place: TestimonialPlace | '/testimonials'): Testimonial[] {
  return place === '/testimonials' ? testimonials : testimonials.filter((item) => item.shownOn.includes(place));
}
