/**
 * The words of the /services menu page and of every service detail page around the service's own copy
 * (content/services/<slug>.ts), in both languages (same type). Facts come from content/site.ts.
 */
import { listAreas } from '@/content/area-list';
import { site } from '../site';
import type { Bilingual, Translation } from '@/lib/format/bilingual';
import type { PageMeta } from '../page-meta';
import { afterPreposition, withArticle } from '../spanish-names';
import { atLeast } from '@/lib/format/prices';

const { owner, claims, medical } = site;
const city = site.address.locality;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const en = {
  menuPage: {
    crumb: 'Services',
    eyebrow: `${city} facials, skincare & aesthetics`,
    title: 'Our Services',
    intro: `Facials and advanced skincare by ${owner.name}, a ${owner.title.en.toLowerCase()} with ${atLeast('en', claims.yearsExperience)} years of experience, and medical treatments by ${medical.en.ivProvider} under ${medical.en.supervisor}. ${claims.consultation.en}; ${claims.financing.en.toLowerCase()}.`,
    book: 'Book Your Appointment',
    imageAlt: `${site.name} services in ${city}`,
    categoriesNav: 'Service categories',
    treatments: (count: number) => `${count} ${count === 1 ? 'treatment' : 'treatments'}`,
    more: { '/iv-therapy': 'See the IV drip menu', '/esthetics-services': 'More on our esthetics page' },
    performedBy: {
      injector: `Performed by ${medical.en.injector} under ${medical.en.supervisor}, after a consultation.`,
      iv: `Performed by ${medical.en.ivProvider} under ${medical.en.supervisor}, after a consultation.`,
    },
    // A length with its own parentheses ("30 min appointment (10-15 min injection)") follows a comma, not a bracket.
    bookingIntro: (name: string, duration: string) =>
      duration.includes('(') ? `Booking: ${name}, ${duration}` : `Booking: ${name} (${duration})`,
    bookNow: 'Book Now',
    bookNowFor: (name: string) => ` for ${name}`,
    learnMore: 'Learn more',
    learnMoreAbout: (name: string) => ` about ${name}`,
    aboutService: (name: string) => `About ${name}`,
    duration: 'Duration: ',
  },
  detail: {
    servicesCrumb: 'Services',
    duration: 'Duration',
    consultation: 'Consultation',
    consultationValue: claims.consultation.en,
    performedBy: 'Performed by',
    // Shown alone under its label, so it starts with a capital.
    injector: capitalized(medical.en.injector),
    goodFor: 'Good for',
    bookConsultation: 'Book a Free Consultation',
    bookService: (name: string) => `Book Your ${name}`,
    whyEyebrow: (name: string) => `Why clients choose ${name}`,
    benefits: 'Benefits',
    artworkAlt: (name: string) => `Illustration for the ${name} treatment`,
    fitsYou:
      'Every visit starts with a conversation about your skin and your goals, so the treatment fits you rather than a menu.',
    bookNow: 'Book Now',
    processEyebrow: 'What to expect',
    processTitle: 'Your treatment, step by step',
    step: (n: number) => `Step ${n}: `,
    areasEyebrow: 'Treatment areas',
    storiesEyebrow: 'Client stories',
    storiesTitle: (name: string) => `What clients say about ${name}`,
    resultsVary: 'Individual results vary.',
    videosEyebrow: 'Learn before you book',
    videosTitle: 'Educational videos',
    faqEyebrow: 'Questions',
    faqTitle: (name: string) => `${name} FAQ`,
    relatedEyebrow: 'You may also like',
    relatedTitle: 'Related services',
    schedule: 'Schedule Online',
    mapEyebrow: 'Visit the studio',
    mapTitle: (name: string) => `${name} in ${city}`,
    mapText: `The studio is in ${city}, ${site.address.region}, an easy drive from ${listAreas('en')}. We share the exact address and parking tips when you book.`,
  },
  /** A link variant's page (/services/hydra-facial) while it sends the visitor on. */
  redirect: {
    suffix: 'redirect',
    moved: 'This page lives at a new address. Taking you there now…',
    continueTo: (name: string) => `Continue to ${name}`,
  },
  medicalInfo: {
    eyebrow: 'Medical care, done properly',
    title: (name: string) => `Who performs your ${name} treatment`,
    providerTitle: 'Your injector and medical oversight',
    provider: (name: string) =>
      `Your ${name} treatment is performed by ${medical.en.injector}, under the supervision of ${medical.en.supervisor}. Injectables are never performed by an esthetician.`,
    consultationTitle: 'Consultation and good-faith exam first',
    risksTitle: 'Possible side effects',
    priceTitle: 'Price guidance',
    offers: `${claims.consultation.en}. ${claims.financing.en}.`,
    book: 'Book a Consultation',
    beforeTitle: 'Before your appointment',
    aftercareTitle: 'Aftercare',
    resultsVary: 'Individual results vary. Your injector will explain what is realistic for you at the consultation.',
  },
};

const es: Translation<typeof en> = {
  menuPage: {
    crumb: 'Servicios',
    eyebrow: `Faciales, cuidado de la piel y estética en ${city}`,
    title: 'Nuestros servicios',
    intro: `Faciales y cuidado avanzado de la piel a cargo de ${owner.name}, esteticista con licencia y ${atLeast('es', claims.yearsExperience)} años de experiencia, y tratamientos médicos que aplican ${medical.es.ivProvider} bajo la supervisión de ${medical.es.supervisor}. ${claims.consultation.es}; hay ${claims.financing.es.toLowerCase()}.`,
    book: 'Haga su cita',
    imageAlt: `Servicios de ${site.name} en ${city}`,
    categoriesNav: 'Categorías de servicios',
    treatments: (count: number) => `${count} ${count === 1 ? 'tratamiento' : 'tratamientos'}`,
    more: { '/iv-therapy': 'Ver el menú de terapia IV', '/esthetics-services': 'Más en nuestra página de estética' },
    performedBy: {
      injector: `Lo aplica ${medical.es.injector} bajo la supervisión de ${medical.es.supervisor}, después de una consulta.`,
      iv: `Lo aplican ${medical.es.ivProvider} bajo la supervisión de ${medical.es.supervisor}, después de una consulta.`,
    },
    // "Cita de 30 min (de 10 a 15 min de inyección)" says "Cita" and has parentheses: "Cita: Botox, de 30 min (…)".
    bookingIntro: (name: string, duration: string) =>
      duration.startsWith('Cita ') ? `Cita: ${name}, ${duration.slice('Cita '.length)}` : `Cita: ${name} (${duration})`,
    bookNow: 'Haga su cita',
    // A name with a "para" of its own would read "para los tratamientos para el acné": it follows a colon instead.
    bookNowFor: (name: string) => (/ para /.test(name) ? `: ${name}` : ` para ${withArticle(name)}`),
    learnMore: 'Más información',
    learnMoreAbout: (name: string) => ` sobre ${withArticle(name)}`,
    aboutService: (name: string) => `${name}: más información`,
    duration: 'Duración: ',
  },
  detail: {
    servicesCrumb: 'Servicios',
    duration: 'Duración',
    consultation: 'Consulta',
    consultationValue: claims.consultation.es,
    performedBy: 'Quién lo aplica',
    injector: capitalized(medical.es.injector),
    goodFor: 'Ideal para',
    bookConsultation: 'Agende una consulta de cortesía',
    bookService: (name: string) => `Haga su cita para ${withArticle(name)}`,
    whyEyebrow: (name: string) => `Por qué nuestros clientes eligen ${withArticle(name)}`,
    benefits: 'Beneficios',
    artworkAlt: (name: string) => `Ilustración ${afterPreposition('de', name)}`,
    fitsYou:
      'Cada visita empieza con una plática sobre su piel y sus metas, para que el tratamiento se adapte a usted y no a un menú.',
    bookNow: 'Haga su cita',
    processEyebrow: 'Qué esperar',
    processTitle: 'Su tratamiento, paso a paso',
    step: (n: number) => `Paso ${n}: `,
    areasEyebrow: 'Zonas de tratamiento',
    storiesEyebrow: 'Historias de clientes',
    storiesTitle: (name: string) => `Lo que dicen nuestros clientes sobre ${withArticle(name)}`,
    resultsVary: 'Los resultados varían de persona a persona.',
    videosEyebrow: 'Infórmese antes de hacer su cita',
    videosTitle: 'Videos informativos',
    faqEyebrow: 'Preguntas',
    faqTitle: (name: string) => `Preguntas frecuentes sobre ${withArticle(name)}`,
    relatedEyebrow: 'También le puede interesar',
    relatedTitle: 'Servicios relacionados',
    schedule: 'Haga su cita en línea',
    mapEyebrow: 'Visite el estudio',
    mapTitle: (name: string) => `${name} en ${city}`,
    mapText: `El estudio está en ${city}, ${site.address.region}, a un corto trayecto de ${listAreas('es')}. Le compartimos la dirección exacta y dónde estacionarse al hacer su cita.`,
  },
  redirect: {
    suffix: 'redirección',
    moved: 'Esta página cambió de dirección. Lo llevamos allá ahora mismo…',
    continueTo: (name: string) => `Continuar: ${name}`,
  },
  medicalInfo: {
    eyebrow: 'Atención médica, como debe ser',
    title: (name: string) => `Quién aplica ${withArticle(name)}`,
    providerTitle: 'Quién le aplica el tratamiento y quién lo supervisa',
    provider: (name: string) =>
      `${capitalized(withArticle(name))} lo aplica ${medical.es.injector} bajo la supervisión de ${medical.es.supervisor}. Una esteticista nunca aplica inyectables.`,
    consultationTitle: 'Primero, la consulta y el examen médico',
    risksTitle: 'Posibles efectos secundarios',
    priceTitle: 'Precios de referencia',
    offers: `${claims.consultation.es}. Hay ${claims.financing.es.toLowerCase()}.`,
    book: 'Agende una consulta',
    beforeTitle: 'Antes de su cita',
    aftercareTitle: 'Cuidados posteriores',
    resultsVary:
      'Los resultados varían de persona a persona. En la consulta, su enfermera le explicará qué es realista en su caso.',
  },
};

/** The services pages' words of each language. */
export const servicesCopy: Bilingual<typeof en> = { en, es };

/** The page's title, list label and description in each language (the route list in site/routes.ts reads them). */
export const servicesMeta: Bilingual<PageMeta> = {
  en: {
    title: `Facial, Skincare & Injectable Services in ${city}, ${site.address.region}`,
    label: 'Services',
    description: `Every treatment at the studio in one place: HydraFacial, anti-aging and deep cleansing facials, peels, dermaplaning, Botox, lip fillers, plasma skin tightening and IV therapy in ${city}.`,
  },
  es: {
    title: `Faciales, cuidado de la piel e inyectables en ${site.address.locality}, ${site.address.region}`,
    label: 'Servicios',
    description: `Todos los tratamientos del estudio en un solo lugar: HydraFacial, faciales antiedad y de limpieza profunda, peelings, dermaplaning, Botox, relleno de labios, reafirmación con plasma y terapia IV en ${site.address.locality}.`,
  },
};
