/** The about page in both languages (same type). Facts come from content/site.ts. */
import { listAreas } from '@/content/area-list';
import type { PageMeta } from '../page-meta';
import { site } from '../site';
import type { Bilingual, Translation } from '@/lib/format/bilingual';
import { atLeast } from '@/lib/format/prices';
import { capitalized } from '@/lib/format/locale';

const { owner, claims, medical } = site;
const city = site.address.locality;

const en = {
  hero: {
    eyebrow: `${owner.title.en} · ${city}, ${site.address.region}`,
    title: `Meet ${owner.name}`,
    intro: `${atLeast('en', claims.yearsExperience)} years of caring for skin, a calm studio in ${city}, and a simple belief: healthy skin is personal.`,
    book: 'Book a Free Consultation',
  },
  story: {
    eyebrow: 'Our story',
    title: 'A studio built on listening',
    portraitAlt: `Illustrated portrait of ${owner.name}`,
    paragraphs: [
      `${owner.name} is a ${owner.title.en.toLowerCase()} with ${atLeast('en', claims.yearsExperience)} years of experience. She started her career in busy spas, where she learned every technique on the menu, and noticed how often clients left with a product bag but without a plan.`,
      `She opened ${site.name} to do the opposite: fewer, better treatments, chosen for each person, with time to explain why. Most of her clients have lived with the same skin questions for years, and she loves the moment a routine finally clicks.`,
      `Living and working in ${city} shaped her approach. Strong sun at altitude, very low humidity and the dusty spring westerlies that sweep across the region change how skin behaves, so every facial, peel and home routine she designs is built for the desert.`,
    ],
  },
  philosophy: {
    eyebrow: 'Philosophy',
    title: 'How we care for your skin',
    items: [
      {
        title: 'Skin health first',
        text: 'A strong barrier, steady hydration and daily SPF 30 or higher do more than any single treatment, so every plan includes your home routine.',
      },
      {
        title: 'Personal, never one-size-fits-all',
        text: 'Each visit starts with a conversation and a close look at your skin that day. July skin and January skin rarely need the same facial.',
      },
      {
        title: 'Honest advice',
        text: 'We explain what a treatment can realistically do, tell you when you do not need it, and never pressure you to book. Individual results vary.',
      },
      {
        title: 'The right hands for each treatment',
        text: 'Facials and skin treatments are performed by a licensed esthetician; medical treatments by licensed registered nurses under a supervising medical director.',
      },
    ],
  },
  credentials: {
    eyebrow: 'Credentials',
    title: 'Training you can trust',
    owner: [
      `${owner.title.en}, licensed in the State of Texas`,
      `${atLeast('en', claims.yearsExperience)} years of experience with facials, peels, dermaplaning, microdermabrasion and acne care`,
      'Ongoing advanced training in HydraFacial, chemical peels and skin analysis',
      `Rated ${claims.esthetics.rating} stars from ${atLeast('en', claims.esthetics.reviews)} reviews on ${site.reviews.platform} for esthetics`,
    ],
    teamTitle: 'Our medical and IV team',
    team: `Botox and lip fillers are performed by ${medical.en.injector}. IV vitamin therapy is given by ${medical.en.ivProvider}. All medical services are overseen by ${medical.en.supervisor}, who sets our protocols and reviews health screenings. Our IV therapy is rated ${claims.iv.rating} stars from ${atLeast('en', claims.iv.reviews)} reviews on ${site.reviews.platform}. Individual results vary.`,
  },
  studio: {
    eyebrow: 'The studio',
    title: `A calm space in ${city}`,
    welcome: `The studio is a quiet, private space with warm light, comfortable treatment beds and single-use tools. Appointments are never double-booked, so your time is yours. We welcome clients from across ${city} and from ${listAreas('en')}.`,
    services: `${claims.consultation.en} are available for every service, and ${claims.financing.en.toLowerCase()}. Our services include:`,
  },
  areas: { eyebrow: 'Service areas', title: `Serving ${city} and nearby` },
  closing: { eyebrow: 'Start here', title: 'Let’s talk about your skin', book: 'Book Your Consultation' },
};

const es: Translation<typeof en> = {
  hero: {
    eyebrow: `Esteticista con licencia · ${city}, ${site.address.region}`,
    title: `Conozca a ${owner.name}`,
    intro: `${capitalized(atLeast('es', claims.yearsExperience))} años cuidando la piel, un estudio tranquilo en ${city} y una idea sencilla: una piel sana es algo personal.`,
    book: 'Agende una consulta de cortesía',
  },
  story: {
    eyebrow: 'Nuestra historia',
    title: 'Un estudio que empieza por escuchar',
    portraitAlt: `Retrato ilustrado de ${owner.name}`,
    paragraphs: [
      `${owner.name} es esteticista con licencia y tiene ${atLeast('es', claims.yearsExperience)} años de experiencia. Empezó su carrera en spas muy concurridos, donde aprendió cada técnica del menú, y se dio cuenta de que muchos clientes salían con una bolsa de productos pero sin un plan.`,
      `Abrió ${site.name} para hacer lo contrario: menos tratamientos, pero mejores, elegidos para cada persona y con tiempo para explicar el porqué. Muchos de sus clientes llevan años con las mismas dudas sobre su piel, y a ella le encanta el momento en que una rutina por fin funciona.`,
      `Vivir y trabajar en ${city} marcó su forma de cuidar la piel. El sol fuerte de la altura, la humedad muy baja y los vientos del oeste que levantan polvo en primavera cambian el comportamiento de la piel, así que cada facial, peeling y rutina en casa que diseña está pensado para el desierto.`,
    ],
  },
  philosophy: {
    eyebrow: 'Filosofía',
    title: 'Cómo cuidamos su piel',
    items: [
      {
        title: 'Primero, la salud de la piel',
        text: 'Una barrera fuerte, hidratación constante y protector solar FPS 30 o más todos los días hacen más que cualquier tratamiento aislado; por eso cada plan incluye su rutina en casa.',
      },
      {
        title: 'Personal, nunca igual para todos',
        text: 'Cada visita empieza con una plática y una revisión de cómo está su piel ese día. La piel de julio y la de enero casi nunca necesitan el mismo facial.',
      },
      {
        title: 'Consejos honestos',
        text: 'Le explicamos lo que un tratamiento puede lograr de verdad, le decimos cuándo no lo necesita y nunca lo presionamos para hacer una cita. Los resultados varían de persona a persona.',
      },
      {
        title: 'Las manos indicadas para cada tratamiento',
        text: 'Los faciales y tratamientos de la piel los realiza una esteticista con licencia; los tratamientos médicos, enfermeras registradas (RN) con licencia bajo la supervisión de un director médico.',
      },
    ],
  },
  credentials: {
    eyebrow: 'Credenciales',
    title: 'Una preparación en la que puede confiar',
    owner: [
      'Esteticista con licencia del Estado de Texas',
      `${capitalized(atLeast('es', claims.yearsExperience))} años de experiencia en faciales, peelings, dermaplaning, microdermoabrasión y tratamiento del acné`,
      'Capacitación avanzada continua en HydraFacial, peelings químicos y análisis de la piel',
      `Calificación de ${claims.esthetics.rating} estrellas en ${atLeast('es', claims.esthetics.reviews)} reseñas de ${site.reviews.platform} por sus servicios de estética`,
    ],
    teamTitle: 'Nuestro equipo médico y de terapia IV',
    team: `El Botox y el relleno de labios los aplica ${medical.es.injector}. La terapia IV la aplican ${medical.es.ivProvider}. Todos los servicios médicos los supervisa ${medical.es.supervisor}, quien establece nuestros protocolos y revisa las evaluaciones de salud. Nuestra terapia IV tiene una calificación de ${claims.iv.rating} estrellas en ${atLeast('es', claims.iv.reviews)} reseñas de ${site.reviews.platform}. Los resultados varían de persona a persona.`,
  },
  studio: {
    eyebrow: 'El estudio',
    title: `Un espacio tranquilo en ${city}`,
    welcome: `El estudio es un espacio privado y tranquilo, con luz cálida, camillas cómodas e instrumentos de un solo uso. Nunca damos dos citas a la misma hora, así que su tiempo es solo suyo. Recibimos con gusto a clientes de todo ${city} y de ${listAreas('es')}.`,
    services: `Ofrecemos ${claims.consultation.es.toLowerCase()} para todos los servicios, y hay ${claims.financing.es.toLowerCase()}. Nuestros servicios incluyen:`,
  },
  areas: { eyebrow: 'Zonas que atendemos', title: `Atendemos a clientes de ${city} y sus alrededores` },
  closing: { eyebrow: 'Empiece aquí', title: 'Hablemos de su piel', book: 'Agende su consulta' },
};

export const aboutCopy: Bilingual<typeof en> = { en, es };

/** The page's title, list label and description in each language (the route list in site/routes.ts reads them). */
export const aboutMeta: Bilingual<PageMeta> = {
  en: {
    title: `About ${site.owner.name}, Licensed Esthetician in ${city}`,
    label: 'About',
    description: `Meet ${site.owner.name}, a licensed esthetician with ${atLeast('en', site.claims.yearsExperience)} years of experience, her skincare philosophy, credentials and the licensed nursing team behind our ${city} studio.`,
  },
  es: {
    title: `Conozca a ${site.owner.name}, esteticista con licencia en ${site.address.locality}`,
    label: 'Nosotros',
    description: `Conozca a ${site.owner.name}, esteticista con licencia y ${atLeast('es', site.claims.yearsExperience)} años de experiencia: su filosofía, sus credenciales y el equipo de enfermería con licencia de nuestro estudio en ${site.address.locality}.`,
  },
};
