/**
 * Facts that several pages and blog posts state: each is written once here. Pages read these values, and unit
 * tests check that every other page and post that mentions one says the same.
 * Appointment lengths of the catalog services live in content/services.ts.
 */
import { site } from '@/content/site';

export const visitFacts = {
  /** The complimentary skin consultation. */
  consultation: { duration: '45 min', minutes: 45 },
  /** A first facial, consultation included; return visits take a regular facial's time. */
  firstFacial: '60-90 min',
  /** How often we suggest a facial, and dermaplaning with it. */
  facialInterval: { weeks: '4-6', words: 'every four to six weeks' },
  dermaplaningInterval: { weeks: '4-6', words: 'every four to six weeks' },
  /** Light peels are esthetician work; medium-depth peels reach below the epidermis, so the medical team does them. */
  peels: {
    lightInterval: 'every 2-4 weeks',
    mediumInterval: 'every 3-6 months',
    mediumBy: `our medical team, under ${site.medical.supervisor}`,
  },
  /** The longest facial on the menu (packages that combine treatments are longer). */
  longestFacial: { name: 'Signature Glow Facial', duration: '90 min' },
  /** Makeup after a HydraFacial, said the same way everywhere. */
  makeupAfterHydraFacial: 'Mineral makeup is fine the same day if you need it, but skin does best left bare until the next morning.',
  makeupAfterHydraFacialEs: 'Si lo necesita, puede usar maquillaje mineral el mismo día, pero a la piel le va mejor quedarse sin maquillaje hasta la mañana siguiente.',
  /** Whether prices are published: ranges yes, a price list no. */
  pricing: 'We publish price ranges rather than a fixed price list; your exact price is set at your consultation.',
  /** What the Bridal Glow Package contains. */
  bridalPackage: 'A HydraFacial, brightening mask, brow tidy and hand treatment, with a take-home plan for the weeks before',
  /** Who an IV client meets: the examiner before the first drip, then the nurse who gives it. */
  ivTeam: `${site.medical.examiner} for the good-faith exam before your first drip, then one of our ${site.medical.ivProvider}, who starts and watches your drip`,
  /** The summer monsoon, in every post and page that dates it. */
  monsoon: 'July to September',
  monsoonEs: 'julio a septiembre',
} as const;
