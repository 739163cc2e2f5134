/**
 * The studio's service catalog: the six services with their own detail page under /services/<slug>, and the
 * treatments without a page that both the home cards and the /services menu name. Lengths and prices are the
 * owner's, edited in /admin: they come from content/studio.json (content/studio-facts.ts).
 * Location pages, home cards and related-service links reference these keys, so a typo fails type-checking.
 */
import { studio } from '@/content/studio-facts';
import { days, hours, months, parseLength, range, spanOf, weeks, type Range, type Span } from '@/lib/format/durations';

/**
 * The owner's appointment lengths, read once as spans: she types "30-45 min" in /admin, the pages get
 * minutes(30, 45) and format it as each sentence needs. The content check has already refused a length written
 * otherwise; this says which one if a build runs without it.
 */
const lengths = Object.fromEntries(
  Object.entries(studio.lengths).map(([key, text]) => {
    try {
      return [key, parseLength(text)];
    } catch (error) {
      throw new Error(
        `content/studio.json: lengths.${key} ${(error as Error).message}: correct it in /admin, Studio facts`,
      );
    }
  }),
) as Record<keyof typeof studio.lengths, Span>;

/** How long a visit takes: one span, or an appointment with its injection inside it (Botox). */
export type AppointmentLength = Span | { appointment: Span; injection: Span };

/** The whole appointment a length books. */
export const appointmentOf = (length: AppointmentLength): Span =>
  'appointment' in length ? length.appointment : length;

/** Every span a length states: the appointment, and the injection inside it where there is one. */
export const spansOf = (length: AppointmentLength): Span[] =>
  'appointment' in length ? [length.appointment, length.injection] : [length];

export type ServiceSummary = {
  name: string;
  /** How long the appointment takes (content/catalog-copy.ts words it as a label in each language). */
  duration: AppointmentLength;
  /** Medical services are performed by licensed registered nurses under the medical director. */
  medical: boolean;
  summary: string;
  /**
   * How the home page's service card words it, where that differs: the card's fixed name, and whether it books the
   * appointment's full slot (the longest time of its appointment: "30-45 min" books "45 min") instead of its range.
   */
  homeCard?: { name?: string; fullSlot?: true };
  /** The published price range in US dollars (medical services), per unit or per session. */
  price?: ServicePrice;
  /**
   * When results show and how long they (and the visible after-effects) last, each with its unit:
   * `fullEffect: days(10, 14)`. The service's pages, and any page that times its results, read them here.
   */
  results?: ServiceTimes;
  /**
   * How long to hold off before or after the visit, where the service's pages give that advice in more than one
   * place (`retinoidsAfter: hours(48)`); advice given once stays in its sentence.
   */
  waits?: ServiceTimes;
};

/** Spans of time, keyed by what they time ("firstEffect", "lasts"). */
export type ServiceTimes = Record<string, Span>;

export type ServicePrice =
  | { dollars: Range; per: 'session' }
  | { dollars: Range; per: 'unit'; /** How many units most sessions use. */ unitsPerSession: Range };

export const services = {
  'anti-aging-facial': {
    name: 'Anti-Aging Facial',
    duration: lengths.antiAgingFacial,
    homeCard: { name: 'Anti-aging Facial' },
    medical: false,
    summary: 'Firming massage, gentle exfoliation and peptide-rich serums to soften fine lines and restore bounce.',
  },
  'deep-cleansing-facial': {
    name: 'Deep Cleansing Facial',
    duration: lengths.deepCleansingFacial,
    medical: false,
    summary: 'Steam, careful extractions and a clarifying mask that clear congested pores without stripping the skin.',
  },
  hydrafacial: {
    name: 'HydraFacial',
    duration: lengths.hydrafacial,
    homeCard: { name: 'Hydradermabrasion/HydraFacial' },
    medical: false,
    /** How long the glow lasts after one session. */
    results: { glow: weeks(1) },
    /** Retinoids and strong exfoliants wait this long after a session. */
    waits: { retinoidsAfter: hours(48) },
    summary: 'Cleanse, exfoliate, extract and infuse hydrating serums in one soothing, no-downtime treatment.',
  },
  'facial-treatments': {
    name: 'Facial Treatments',
    duration: lengths.facialTreatments,
    medical: false,
    summary: 'Hydrating, deep-pore, anti-aging and fully customized facials, chosen for your skin on the day.',
  },
  botox: {
    name: 'Botox',
    duration: { appointment: lengths.botoxAppointment, injection: lengths.botoxInjection },
    homeCard: { fullSlot: true },
    price: {
      dollars: range(studio.prices.botox.unitFrom, studio.prices.botox.unitTo),
      per: 'unit',
      unitsPerSession: range(studio.prices.botox.unitsFrom, studio.prices.botox.unitsTo),
    },
    results: { firstEffect: hours(48, 72), fullEffect: days(10, 14), lasts: months(3, 4) },
    medical: true,
    summary:
      'Softens expression lines on the forehead, frown lines and crow’s feet, given by a licensed registered nurse injector.',
  },
  'lip-fillers': {
    name: 'Lip Fillers',
    duration: lengths.lipFillers,
    homeCard: { name: 'Lips Enhancement', fullSlot: true },
    price: { dollars: range(studio.prices.lipFillers.sessionFrom, studio.prices.lipFillers.sessionTo), per: 'session' },
    waits: { bloodThinnersBefore: weeks(1), alcoholBefore: hours(24) },
    /** The full result and the follow-up visit come at fullResult; swelling settles within `swelling`. */
    results: { fullResult: weeks(2), swelling: days(2, 7), lasts: months(6, 12), average: months(6, 9) },
    medical: true,
    summary: 'Hyaluronic-acid filler for natural-looking definition, balance and hydration, planned at a consultation.',
  },
} as const satisfies Record<string, ServiceSummary>;

export type ServiceSlug = keyof typeof services;

export const serviceSlugs = Object.keys(services) as ServiceSlug[];

export function servicePath(slug: ServiceSlug): string {
  return `/services/${slug}`;
}

/** A service's card artwork, named after it (content/artwork/services.json). */
export function serviceArtwork(slug: ServiceSlug): string {
  return `services/${slug}`;
}

/** A treatment without a detail page of its own. */
export type Treatment = { name: string; duration: Span };

/** Treatments without a page that the home cards and the /services menu both show. */
export const treatments = {
  /** The longest facial on the menu (packages that combine treatments are longer). */
  'signature-glow-facial': { name: 'Signature Glow Facial', duration: lengths.signatureGlowFacial },
  pigmentation: { name: 'Pigmentation Problem Treatments', duration: lengths.pigmentation },
  /** The complimentary skin consultation. */
  consultation: { name: 'Skin Care Consultation', duration: lengths.consultation },
  'plasma-skin-tightening': { name: 'Plasma Skin Tightening', duration: lengths.plasmaSkinTightening },
  'bridal-glow-package': { name: 'Bridal Glow Package', duration: lengths.bridalGlowPackage },
  'seasonal-renewal': { name: 'Seasonal Renewal', duration: lengths.seasonalRenewal },
  'complete-rejuvenation': { name: 'Complete Rejuvenation', duration: lengths.completeRejuvenation },
} as const satisfies Record<string, Treatment>;

export type TreatmentId = keyof typeof treatments;

/** Name and length as the home card shows them: a catalog service's homeCard wording where it has one. */
export function homeCardFacts(id: ServiceSlug | TreatmentId): Treatment {
  if (id in treatments) return treatments[id as TreatmentId];
  const service: ServiceSummary = services[id as ServiceSlug];
  const appointment = appointmentOf(service.duration);
  const duration = service.homeCard?.fullSlot ? { ...appointment, min: appointment.max } : appointment;
  return { name: service.homeCard?.name ?? service.name, duration };
}

/** The drips of the IV menu (/iv-therapy) and their lengths; a custom blend's length is set at its consultation. */
export const ivDrips = {
  hydration: lengths.ivHydration,
  'immunity-boost': lengths.ivImmunityBoost,
  'energy-metabolism': lengths.ivEnergyMetabolism,
  'beauty-glow': lengths.ivBeautyGlow,
  recovery: lengths.ivRecovery,
} as const satisfies Record<string, Span>;

export type IvDripSlug = keyof typeof ivDrips;

/** How long an IV session takes: from the shortest drip to the longest. */
export const ivSessionLength: Span = spanOf(Object.values(ivDrips));

/**
 * Lengths of the /services menu entries that are neither a catalog service nor a catalog treatment (their words are
 * in content/service-menu.ts); IV therapy's is the span of its drips.
 */
export const menuLengths = {
  'hydrating-facial': lengths.hydratingFacial,
  dermaplaning: lengths.dermaplaning,
  'chemical-peels': lengths.chemicalPeels,
  microdermabrasion: lengths.microdermabrasion,
  'acne-treatments': lengths.acneTreatments,
  'iv-drips': ivSessionLength,
} as const satisfies Record<string, Span>;
