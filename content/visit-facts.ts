/**
 * Facts that several pages and blog posts state: each is written once here. Pages read these values, and unit
 * tests check that every other page and post that mentions one says the same.
 * Appointment lengths and prices of the catalog and its treatments live in content/services/ (each service's file,
 * and treatments.ts).
 */
import { treatments } from '@/content/services/treatments';
import { site } from '@/content/site';
import type { Bilingual, Translation } from '@/lib/format/bilingual';
import { everyMonths, everyWeeks, minutes, range, timeTaken } from '@/lib/format/durations';

/** The numbers of a visit's rhythm, written once for both languages; the sentences below and the pages format them. */
export const visitRhythm = {
  /** The complimentary skin consultation, in minutes. */
  consultationMinutes: treatments.consultation.duration,
  /** A first facial, consultation included; return visits take a regular facial's time. */
  firstFacialMinutes: minutes(60, 90),
  returnFacialMinutes: minutes(45, 60),
  /** How often we suggest a facial, and dermaplaning with it. */
  facialWeeks: range(4, 6),
  lightPeelWeeks: range(2, 4),
  mediumPeelMonths: range(3, 6),
  /** A microdermabrasion series for texture or mild scarring: how many sessions, how far apart. */
  microdermabrasionSessions: range(4, 6),
  microdermabrasionWeeksApart: range(2, 4),
  /** Follow-up visits of the acne program. */
  acneFollowUpWeeks: range(2, 4),
  /** How often many IV clients come back (the nurse sets a safe frequency for each). */
  ivWeeks: range(2, 4),
};

const en = {
  firstFacial: timeTaken('en', visitRhythm.firstFacialMinutes),
  returnFacial: timeTaken('en', visitRhythm.returnFacialMinutes),
  facialInterval: everyWeeks('en', visitRhythm.facialWeeks),
  dermaplaningInterval: everyWeeks('en', visitRhythm.facialWeeks),
  /** Light peels are esthetician work; medium-depth peels reach below the epidermis, so the medical team does them. */
  peels: {
    lightInterval: everyWeeks('en', visitRhythm.lightPeelWeeks),
    mediumInterval: everyMonths('en', visitRhythm.mediumPeelMonths),
    mediumBy: `our medical team, under ${site.medical.en.supervisor}`,
  },
  /** Makeup after a HydraFacial, said the same way everywhere. */
  makeupAfterHydraFacial:
    'Mineral makeup is fine the same day if you need it, but skin does best left bare until the next morning.',
  /** Whether prices are published: ranges yes, a price list no. */
  pricing: 'We publish price ranges rather than a fixed price list; your exact price is set at your consultation.',
  /** What the Bridal Glow Package contains. */
  bridalPackage:
    'A HydraFacial, brightening mask, brow tidy and hand treatment, with a take-home plan for the weeks before',
  /** The summer monsoon, in every post and page that dates it. */
  monsoon: 'July to September',
};

/** The same facts as Spanish pages state them (treatment names stay in English, as clients say them). */
const es: Translation<typeof en> = {
  firstFacial: timeTaken('es', visitRhythm.firstFacialMinutes),
  returnFacial: timeTaken('es', visitRhythm.returnFacialMinutes),
  facialInterval: everyWeeks('es', visitRhythm.facialWeeks),
  dermaplaningInterval: everyWeeks('es', visitRhythm.facialWeeks),
  peels: {
    lightInterval: everyWeeks('es', visitRhythm.lightPeelWeeks),
    mediumInterval: everyMonths('es', visitRhythm.mediumPeelMonths),
    mediumBy: `nuestro equipo médico, bajo la supervisión de ${site.medical.es.supervisor}`,
  },
  makeupAfterHydraFacial:
    'Si lo necesita, puede usar maquillaje mineral el mismo día, pero a la piel le va mejor quedarse sin maquillaje hasta la mañana siguiente.',
  pricing:
    'Publicamos rangos de precios en lugar de una lista de precios fija; su precio exacto se define en su consulta.',
  bridalPackage:
    'Un HydraFacial, una mascarilla iluminadora, arreglo de cejas y tratamiento de manos, con un plan para casa en las semanas previas',
  monsoon: 'julio a septiembre',
};

/** The facts in each language: visitFacts.en.pricing, visitFacts.es.pricing. */
export const visitFacts: Bilingual<typeof en> = { en, es };
