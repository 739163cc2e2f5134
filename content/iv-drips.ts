/**
 * The /iv-therapy landing page: benefit cards, how it works, the six-drip menu (spec section 3), why-choose
 * cards, safety notes and testimonials. Data only; the sections live in components/landing/.
 */
import type { FeatureCard, LandingTestimonial } from '@/content/esthetics';
import type { LandingIcon } from '@/content/landing-icons';

export type IvDrip = {
  slug: string;
  title: string;
  description: string;
  benefits: [string, string, string];
  /** As listed on the menu, e.g. "Saline, Electrolytes, B-Complex". */
  ingredients: string;
  /** As listed on the menu, e.g. "30-45 min". */
  duration: string;
  icon: LandingIcon;
};

export const ivBenefits: FeatureCard[] = [
  {
    title: '100% Absorption',
    description: 'Nutrients go straight into the bloodstream, so none are lost to digestion the way oral supplements can be.',
    icon: 'droplet',
  },
  {
    title: 'Rapid Results',
    description: 'Many clients feel rehydrated and refreshed during or soon after their session, not days later.',
    icon: 'bolt',
  },
  {
    title: 'Medical Grade',
    description: 'Pharmacy-sourced fluids and vitamins, prepared and given by licensed registered nurses.',
    icon: 'beaker',
  },
  {
    title: 'Sterile Environment',
    description: 'Single-use supplies, clean technique and a calm, private treatment space for every drip.',
    icon: 'shield',
  },
];

export const ivSteps: FeatureCard[] = [
  {
    title: 'Direct Absorption',
    description: 'A small, comfortable IV line delivers fluids and nutrients directly into your bloodstream, bypassing the digestive system.',
    icon: 'target',
  },
  {
    title: 'Cellular Nourishment',
    description: 'Vitamins, minerals and electrolytes reach your cells quickly to support hydration, energy and recovery.',
    icon: 'cell',
  },
  {
    title: 'Safe & Sterile',
    description: 'A licensed registered nurse places and monitors your IV from start to finish, following the medical director’s protocols.',
    icon: 'nurse',
  },
];

export const ivDrips: IvDrip[] = [
  {
    slug: 'hydration',
    title: 'Hydration Drip',
    description: 'Our essential drip for the desert climate: fluids and electrolytes to rehydrate quickly after heat, travel, exercise or a long week.',
    benefits: ['Rapid rehydration', 'Restores electrolyte balance', 'Eases fatigue and headaches from dehydration'],
    ingredients: 'Saline, Electrolytes, B-Complex',
    duration: '30-45 min',
    icon: 'droplet',
  },
  {
    slug: 'immunity-boost',
    title: 'Immunity Boost',
    description: 'A high-antioxidant blend to support your immune system during cold and flu season, before travel or when you feel run down.',
    benefits: ['Supports immune function', 'Antioxidant protection', 'Helps you bounce back faster'],
    ingredients: 'Vitamin C, Zinc, Glutathione',
    duration: '45-60 min',
    icon: 'shield',
  },
  {
    slug: 'energy-metabolism',
    title: 'Energy & Metabolism',
    description: 'B vitamins and magnesium to support natural energy production, focus and a healthy metabolism.',
    benefits: ['Natural, sustained energy', 'Supports metabolism', 'Sharper mental focus'],
    ingredients: 'B-Complex, B12, Magnesium',
    duration: '30-45 min',
    icon: 'bolt',
  },
  {
    slug: 'beauty-glow',
    title: 'Beauty Drip (Glow)',
    description: 'Our skin-loving drip that pairs beautifully with facials: nutrients that support healthy skin, hair and nails from within.',
    benefits: ['Supports a radiant complexion', 'Stronger hair and nails', 'Antioxidant brightening support'],
    ingredients: 'Biotin, Vitamin C, Glutathione',
    duration: '45-60 min',
    icon: 'sparkle',
  },
  {
    slug: 'recovery',
    title: 'Recovery Drip',
    description: 'Rehydration with anti-nausea and pain-relief medication when appropriate, for recovery after a hard workout, illness or a late night.',
    benefits: ['Relieves nausea', 'Eases aches and headaches', 'Rehydrates and restores'],
    ingredients: 'Saline, Anti-Nausea, Pain Relief',
    duration: '30-45 min',
    icon: 'heart',
  },
  {
    slug: 'custom-blends',
    title: 'Custom Blends',
    description: 'Not sure which drip fits? After a consultation, our nurse builds a blend around your health history and goals.',
    benefits: ['Formulated for your goals', 'Adjusted to your health history', 'Add-ons chosen with our nurse'],
    ingredients: 'Customized per consultation',
    duration: 'Varies',
    icon: 'flask',
  },
];

export const ivWhyChoose: FeatureCard[] = [
  {
    title: 'Licensed Registered Nurses',
    description: 'Every IV is started and monitored by a licensed registered nurse, never by untrained staff.',
    icon: 'nurse',
  },
  {
    title: 'Medical Director Oversight',
    description: 'Protocols, ingredients and eligibility are set and overseen by our supervising medical director.',
    icon: 'award',
  },
  {
    title: 'Comfortable Private Setting',
    description: 'Relax in a quiet, reclining chair with a blanket and water while your drip runs.',
    icon: 'sofa',
  },
  {
    title: 'Honest Recommendations',
    description: 'We suggest a drip only when it makes sense for you, and tell you plainly when it does not.',
    icon: 'heart',
  },
];

/** Who should not have IV therapy without clearance (shown in the licensed RN block). */
export const ivContraindications: string[] = [
  'People with congestive heart failure or serious heart conditions',
  'People with kidney disease or impaired kidney function',
  'Anyone who is pregnant or breastfeeding, unless cleared by their own doctor',
  'People with known allergies to any ingredient in the drip',
  'People with G6PD deficiency (relevant to high-dose vitamin C)',
  'Anyone with uncontrolled high blood pressure or a serious acute illness that needs a doctor or emergency care',
];

export const ivTestimonials: LandingTestimonial[] = [
  {
    name: 'Veronica S.',
    location: 'El Paso, TX',
    rating: 5,
    text: 'After a summer hike in the Franklin Mountains I was completely drained. The hydration drip had me feeling like myself again that same afternoon.',
    treatment: 'Hydration Drip',
  },
  {
    name: 'Carlos T.',
    location: 'Socorro, TX',
    rating: 5,
    text: 'The nurse reviewed my health history carefully before my first drip and checked on me the whole time. Professional, clean and relaxing.',
    treatment: 'Immunity Boost',
  },
  {
    name: 'Andrea P.',
    location: 'Eastlake, TX',
    rating: 5,
    text: 'I pair the Beauty Drip with my facials before big events. My skin looks fresh and I feel hydrated for days afterwards.',
    treatment: 'Beauty Drip (Glow)',
  },
];
