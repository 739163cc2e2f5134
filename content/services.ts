/**
 * The studio's service catalog: the six services with their own detail page under /services/<slug>, and the
 * treatments without a page that both the home cards and the /services menu name.
 * Location pages, home cards and related-service links reference these keys, so a typo fails type-checking.
 */
import { visitFacts } from '@/content/visit-facts';

export type ServiceCategory = 'facials' | 'advanced-skin-care' | 'injectables';

export type ServiceSummary = {
  name: string;
  /** Appointment length as shown to visitors. */
  duration: string;
  category: ServiceCategory;
  /** Medical services are performed by licensed nurses under the medical director. */
  medical: boolean;
  summary: string;
  artwork: string;
  /** How the home page's service card words it, where that differs: the card's fixed name, and the appointment slot to book. */
  homeCard?: { name?: string; duration?: string };
};

export const services = {
  'anti-aging-facial': {
    name: 'Anti-Aging Facial',
    duration: '75 min',
    homeCard: { name: 'Anti-aging Facial' },
    category: 'facials',
    medical: false,
    summary: 'Firming massage, gentle exfoliation and peptide-rich serums to soften fine lines and restore bounce.',
    artwork: 'services/anti-aging-facial',
  },
  'deep-cleansing-facial': {
    name: 'Deep Cleansing Facial',
    duration: '60 min',
    category: 'facials',
    medical: false,
    summary: 'Steam, careful extractions and a clarifying mask that clear congested pores without stripping the skin.',
    artwork: 'services/deep-cleansing-facial',
  },
  hydrafacial: {
    name: 'HydraFacial',
    duration: '60 min',
    homeCard: { name: 'Hydradermabrasion/HydraFacial' },
    category: 'facials',
    medical: false,
    summary: 'Cleanse, exfoliate, extract and infuse hydrating serums in one soothing, no-downtime treatment.',
    artwork: 'services/hydrafacial',
  },
  'facial-treatments': {
    name: 'Facial Treatments',
    duration: '45-90 min',
    category: 'facials',
    medical: false,
    summary: 'Hydrating, deep-pore, anti-aging and fully customized facials, chosen for your skin on the day.',
    artwork: 'services/facial-treatments',
  },
  botox: {
    name: 'Botox',
    duration: '30 min appointment (10-15 min injection)',
    homeCard: { duration: '30 min' },
    category: 'injectables',
    medical: true,
    summary:
      'Softens expression lines on the forehead, frown lines and crow’s feet, given by a licensed nurse injector.',
    artwork: 'services/botox',
  },
  'lip-fillers': {
    name: 'Lip Fillers',
    duration: '30-45 min',
    homeCard: { name: 'Lips Enhancement', duration: '45 min' },
    category: 'injectables',
    medical: true,
    summary: 'Hyaluronic-acid filler for natural-looking definition, balance and hydration, planned at a consultation.',
    artwork: 'services/lip-fillers',
  },
} as const satisfies Record<string, ServiceSummary>;

export type ServiceSlug = keyof typeof services;

export const serviceSlugs = Object.keys(services) as ServiceSlug[];

export function servicePath(slug: ServiceSlug): string {
  return `/services/${slug}`;
}

/** A treatment without a detail page of its own. */
export type Treatment = { name: string; duration: string };

/** Treatments without a page that the home cards and the /services menu both show. */
export const treatments = {
  'signature-glow-facial': visitFacts.longestFacial,
  pigmentation: { name: 'Pigmentation Problem Treatments', duration: '75 min' },
  consultation: { name: 'Skin Care Consultation', duration: visitFacts.consultation.duration },
  'plasma-skin-tightening': { name: 'Plasma Skin Tightening', duration: '60 min' },
  'bridal-glow-package': { name: 'Bridal Glow Package', duration: '120 min' },
  'seasonal-renewal': { name: 'Seasonal Renewal', duration: '100 min' },
  'complete-rejuvenation': { name: 'Complete Rejuvenation', duration: '150 min' },
} as const satisfies Record<string, Treatment>;

export type TreatmentId = keyof typeof treatments;

/** Name and duration as the home card shows them: a catalog service's homeCard wording where it has one. */
export function homeCardFacts(id: ServiceSlug | TreatmentId): Treatment {
  if (id in treatments) return treatments[id as TreatmentId];
  const service: ServiceSummary = services[id as ServiceSlug];
  return { name: service.homeCard?.name ?? service.name, duration: service.homeCard?.duration ?? service.duration };
}
