/**
 * The /iv-therapy landing page: benefit cards, how it works, the six-drip menu, why-choose
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
    description: 'Fluids start working as the drip runs, so you may feel rehydrated and refreshed by the end of your session. Individual results vary.',
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
    description: 'Vitamins, minerals and electrolytes enter the bloodstream directly, supporting hydration and general wellness.',
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
    description: 'Our essential drip for the desert climate: fluids and electrolytes that may help you feel rehydrated and refreshed after heat, travel, exercise or a long week.',
    benefits: ['Fluids and electrolytes', 'B vitamins', 'May help you feel rehydrated and refreshed'],
    ingredients: 'Saline, Electrolytes, B-Complex',
    duration: '30-45 min',
    icon: 'droplet',
  },
  {
    slug: 'immunity-boost',
    title: 'Immunity Boost',
    description: 'A vitamin C, zinc and glutathione blend many clients choose before travel or when they feel run down. It supports hydration and wellness; it does not prevent or treat colds, flu or any illness.',
    benefits: ['Vitamin C and zinc', 'Antioxidant glutathione', 'Rehydrating fluids'],
    ingredients: 'Vitamin C, Zinc, Glutathione',
    duration: '45-60 min',
    icon: 'shield',
  },
  {
    slug: 'energy-metabolism',
    title: 'Energy & Metabolism',
    description: 'B vitamins and magnesium, nutrients the body uses to turn food into energy, with fluids for a long, busy week.',
    benefits: ['B-complex and B12', 'Magnesium', 'May help you feel refreshed'],
    ingredients: 'B-Complex, B12, Magnesium',
    duration: '30-45 min',
    icon: 'bolt',
  },
  {
    slug: 'beauty-glow',
    title: 'Beauty Drip (Glow)',
    description: 'Our drip to pair with facials: fluids with biotin, vitamin C and glutathione, for clients who like to combine hydration inside and out.',
    benefits: ['Pairs with your facial', 'Biotin and vitamin C', 'Rehydrating fluids'],
    ingredients: 'Biotin, Vitamin C, Glutathione',
    duration: '45-60 min',
    icon: 'sparkle',
  },
  {
    slug: 'recovery',
    title: 'Recovery Drip',
    description: 'Fluids for after a hard workout or a late night, with anti-nausea or pain-relief medication added only when the medical team’s exam finds it appropriate.',
    benefits: ['Rehydrating fluids', 'Medication only when appropriate', 'May help you feel rehydrated and refreshed'],
    ingredients: 'Saline, Anti-Nausea, Pain Relief',
    duration: '30-45 min',
    icon: 'heart',
  },
  {
    slug: 'custom-blends',
    title: 'Custom Blends',
    description: 'Not sure which drip fits? After your good-faith exam, the medical team plans a blend around your health history and goals.',
    benefits: ['Planned for your goals', 'Adjusted to your health history', 'Add-ons approved by the medical team'],
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
    text: 'After a summer hike in the Franklin Mountains I was completely drained. The hydration drip left me feeling refreshed that same afternoon. Individual results vary.',
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
    location: 'Eastlake, El Paso, TX',
    rating: 5,
    text: 'I pair the Beauty Drip with my facials before big events. I feel refreshed and well hydrated afterwards. Individual results vary.',
    treatment: 'Beauty Drip (Glow)',
  },
];
