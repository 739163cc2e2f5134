/**
 * Facts that several pages and blog posts state: each is written once here. Pages read these values, and unit
 * tests check that every other page and post that mentions one says the same.
 * Appointment lengths of the catalog services live in content/services.ts.
 */
import { site } from '@/content/site';
import type { Translation } from '@/content/ui';

/** The numbers several facts are built from, written once for both languages. */
const weeksBetweenFacials = '4-6';
const lightPeelWeeks = '2-4';
const mediumPeelMonths = '3-6';
const consultationMinutes = 45;
const firstFacialMinutes = '60-90';
/** "4-6" as Spanish says it, "4 a 6". */
const span = (range: string) => range.replace('-', ' a ');

const en = {
  /** The complimentary skin consultation. */
  consultation: { duration: `${consultationMinutes} min`, minutes: consultationMinutes },
  /** A first facial, consultation included; return visits take a regular facial's time. */
  firstFacial: `${firstFacialMinutes} min`,
  /** How often we suggest a facial, and dermaplaning with it. */
  facialInterval: { weeks: weeksBetweenFacials, words: 'every four to six weeks' },
  dermaplaningInterval: { weeks: weeksBetweenFacials, words: 'every four to six weeks' },
  /** Light peels are esthetician work; medium-depth peels reach below the epidermis, so the medical team does them. */
  peels: {
    lightInterval: `every ${lightPeelWeeks} weeks`,
    mediumInterval: `every ${mediumPeelMonths} months`,
    mediumBy: `our medical team, under ${site.medical.en.supervisor}`,
  },
  /** The longest facial on the menu (packages that combine treatments are longer). */
  longestFacial: { name: 'Signature Glow Facial', duration: '90 min' },
  /** Makeup after a HydraFacial, said the same way everywhere. */
  makeupAfterHydraFacial:
    'Mineral makeup is fine the same day if you need it, but skin does best left bare until the next morning.',
  /** Whether prices are published: ranges yes, a price list no. */
  pricing: 'We publish price ranges rather than a fixed price list; your exact price is set at your consultation.',
  /** What the Bridal Glow Package contains. */
  bridalPackage:
    'A HydraFacial, brightening mask, brow tidy and hand treatment, with a take-home plan for the weeks before',
  /** Who an IV client meets: the examiner before the first drip, then the nurse who gives it. */
  ivTeam: `${site.medical.en.examiner} for the good-faith exam before your first drip, then one of our ${site.medical.en.ivProvider}, who starts and watches your drip`,
  /** The summer monsoon, in every post and page that dates it. */
  monsoon: 'July to September',
};

/** The same facts as Spanish pages state them (treatment names stay in English, as clients say them). */
const es: Translation<typeof en> = {
  consultation: { duration: `${consultationMinutes} minutos`, minutes: consultationMinutes },
  firstFacial: `de ${span(firstFacialMinutes)} minutos`,
  facialInterval: { weeks: weeksBetweenFacials, words: 'cada cuatro a seis semanas' },
  dermaplaningInterval: { weeks: weeksBetweenFacials, words: 'cada cuatro a seis semanas' },
  peels: {
    lightInterval: `cada ${span(lightPeelWeeks)} semanas`,
    mediumInterval: `cada ${span(mediumPeelMonths)} meses`,
    mediumBy: `nuestro equipo médico, bajo la responsabilidad de ${site.medical.es.supervisor}`,
  },
  longestFacial: en.longestFacial,
  makeupAfterHydraFacial:
    'Si lo necesita, puede usar maquillaje mineral el mismo día, pero a la piel le va mejor quedarse sin maquillaje hasta la mañana siguiente.',
  pricing:
    'Publicamos rangos de precios en lugar de una lista de precios fija; su precio exacto se define en su consulta.',
  bridalPackage:
    'Un HydraFacial, una mascarilla iluminadora, arreglo de cejas y tratamiento de manos, con un plan para casa para las semanas anteriores',
  /** Said after "conocerá", so each person carries the personal "a". */
  ivTeam: `a ${site.medical.es.examiner} para el examen médico previo antes de su primer suero, y después a una de nuestras ${site.medical.es.ivProvider}, quien le coloca el suero y lo vigila`,
  monsoon: 'julio a septiembre',
};

/** English at the top level (visitFacts.pricing), Spanish under `es` (visitFacts.es.pricing), in the same shape. */
export const visitFacts = { ...en, es };
