/**
 * The shape of a landing page (/esthetics-services, /iv-therapy) and the words its sections share, in both
 * languages. components/landing/landing-page.tsx renders any page of this shape; each page's layout (once) and words
 * (per language) are in content/pages/esthetics.ts and content/pages/iv-therapy.ts, joined by `landingCopy`.
 */
import type { LandingIcon } from '@/content/landing-icons';
import type { Locale } from '@/lib/format/locale';
import { site } from '../site';
import type { Bilingual, Translation } from '@/lib/format/bilingual';
import { articlesByName, type Article } from '../services/types';

export type FeatureCard = { title: string; description: string; icon: LandingIcon };

export type FaqItem = { question: string; answer: string };

/** A band of icon cards (outcomes, benefits, steps, why-choose). The cards take the other tone than their band. */
export type FeatureSection = {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone: 'light' | 'cream';
  columns: 3 | 4;
  /** Shows "Step 1", "Step 2"… on the cards. */
  numbered: boolean;
  items: FeatureCard[];
};

/** The full details of an esthetics service, shown in its Learn More dialog. */
export type ServiceDetail = {
  intro: string;
  /** Heading of the "what it is" part, e.g. "What Is a HydraFacial?". */
  whatItIsTitle: string;
  whatItIs: string;
  /** "How Does It Work": steps, shown only where a service has them. */
  process?: { step: string; description: string }[];
  /** Each benefit reads "Heading: explanation". */
  benefits: `${string}: ${string}`[];
  faqs: [FaqItem, FaqItem, FaqItem];
};

/**
 * One card of the page's menu: an esthetics service opens its details in a Learn More dialog; an IV drip lists its
 * duration and ingredients and books that drip.
 */
export type Offer = {
  slug: string;
  title: string;
  description: string;
  benefits: [string, string, string];
  icon: LandingIcon;
  detail?: ServiceDetail;
  /** As listed on the menu, e.g. "30-45 min" and "Saline, Electrolytes, B-Complex". */
  facts?: { duration: string; ingredients: string };
};

/** Everything one landing page says, in one language. */
export type LandingCopy = {
  imageAlt: string;
  /** Title of the booking dialog every booking button of the page opens. */
  bookingTitle: string;
  hero: { eyebrow: string; title: string; intro: string; book: string };
  /** The bands between the hero and the menu. */
  features: FeatureSection[];
  offers: {
    id: string;
    eyebrow: string;
    title: string;
    intro: string;
    tone: 'light' | 'cream';
    items: Offer[];
  };
  whyChoose: FeatureSection;
  /** Who takes care of you: the esthetician's portrait and story, or the nurses, the exam and who should not have IV therapy. */
  care:
    | {
        kind: 'esthetician';
        eyebrow: string;
        title: string;
        portraitAlt: string;
        /** `{areas}` is the list of the city and the service areas. */
        paragraphs: string[];
        storyLink: string;
      }
    | {
        kind: 'nurses';
        eyebrow: string;
        title: string;
        lead: string;
        examTitle: string;
        exam: string;
        artworkAlt: string;
        notForTitle: string;
        notForIntro: string;
        notFor: string[];
        disclaimer: string;
      };
  testimonials: { title: string; intro: string };
  faq: { title: string; intro: string; items: FaqItem[] };
  closing: { title: string; intro: string; book: string };
  /** The page's Service and OfferCatalog JSON-LD; `description` defaults to the page's meta description. */
  catalog: { name: string; description?: string; serviceType: string; catalogName: string };
};

/** A band's layout, the same in both languages: its cards' icons, in order. */
export type BandLayout = {
  id: string;
  tone: 'light' | 'cream';
  columns: 3 | 4;
  numbered: boolean;
  icons: readonly LandingIcon[];
};

/** Everything a landing page lays out, once for both languages; the menu's icons are keyed by offer slug, in order. */
export type LandingLayout = {
  features: readonly BandLayout[];
  offers: { id: string; tone: 'light' | 'cream'; icons: Readonly<Record<string, LandingIcon>> };
  whyChoose: BandLayout;
  care: LandingCopy['care']['kind'];
};

/** The why-choose band, laid out alike on every landing page. */
export const whyChooseLayout = {
  id: 'why-choose',
  tone: 'cream',
  columns: 4,
  numbered: false,
} as const;

/** One entry per element of `T`, so the words have exactly as many cards as the layout. */
type Each<T extends readonly unknown[], V> = { [K in keyof T]: V };

type BandText<B extends BandLayout> = Omit<FeatureSection, keyof BandLayout | 'items'> & {
  items: Each<B['icons'], Omit<FeatureCard, 'icon'>>;
};

type BandsText<T extends readonly BandLayout[]> = { [K in keyof T]: T[K] extends BandLayout ? BandText<T[K]> : never };

/** A landing page's words in one language, shaped by its layout. */
export type LandingText<L extends LandingLayout> = Omit<LandingCopy, 'features' | 'offers' | 'whyChoose' | 'care'> & {
  features: BandsText<L['features']>;
  offers: Pick<LandingCopy['offers'], 'eyebrow' | 'title' | 'intro'> & {
    items: Record<keyof L['offers']['icons'], Omit<Offer, 'slug' | 'icon'>>;
  };
  whyChoose: BandText<L['whyChoose']>;
  care: Omit<Extract<LandingCopy['care'], { kind: L['care'] }>, 'kind'>;
};

const band = (layout: BandLayout, text: BandText<BandLayout>): FeatureSection => {
  const { icons, ...rest } = layout;
  return { ...rest, ...text, items: text.items.map((item, i) => ({ ...item, icon: icons[i]! })) };
};

/** A landing page's copy in one language: its layout with that language's words. */
export function landingCopy<L extends LandingLayout>(layout: L, text: LandingText<L>): LandingCopy {
  const words = text as unknown as LandingText<LandingLayout>;
  const { id, tone, icons } = layout.offers;
  return {
    ...words,
    features: layout.features.map((b, i) => band(b, words.features[i]!)),
    offers: {
      id,
      ...words.offers,
      tone,
      items: Object.entries(icons).map(([slug, icon]) => ({ slug, ...words.offers.items[slug]!, icon })),
    },
    whyChoose: band(layout.whyChoose, words.whyChoose),
    care: { kind: layout.care, ...words.care } as LandingCopy['care'],
  };
}

const en = {
  featureStep: 'Step {n}',
  testimonialsEyebrow: 'Client stories',
  resultsVary: 'Individual results vary.',
  faqEyebrow: 'Questions',
  closingEyebrow: site.claims.consultation.en,
  rating: {
    stars: '{rating} stars',
    from: 'from {reviews} reviews on',
    newTab: '(opens in a new tab)',
  },
  details: {
    process: 'How Does It Work',
    benefits: 'Benefits',
    questions: 'Common Questions',
  },
  /** The Learn More link and dialog of a service ({title} is its name, {theTitle} the name as a sentence says it). */
  learnMore: {
    label: 'Learn More',
    about: ' about {theTitle}',
    book: 'Book Consultation',
    bookAria: 'Book Consultation for {title}',
    bookIntro: 'You are asking about {theTitle}. Your consultation is complimentary.',
    close: 'Close {title} details',
    body: '{title} details',
  },
  drip: {
    benefits: 'Key benefits',
    duration: 'Duration',
    ingredients: 'Ingredients',
    schedule: 'Schedule this Drip',
    scheduleAria: 'Schedule this Drip: {title}',
    scheduleIntro: 'Selected drip: {title}. Mention it in the form; your nurse confirms it with you at your visit.',
  },
};

const es: Translation<typeof en> = {
  featureStep: 'Paso {n}',
  testimonialsEyebrow: 'Historias de clientes',
  resultsVary: 'Los resultados varían de persona a persona.',
  faqEyebrow: 'Preguntas',
  closingEyebrow: site.claims.consultation.es,
  rating: {
    stars: '{rating} estrellas',
    from: 'según {reviews} reseñas en',
    newTab: '(se abre en una pestaña nueva)',
  },
  details: {
    process: '¿Cómo funciona?',
    benefits: 'Beneficios',
    questions: 'Preguntas frecuentes',
  },
  learnMore: {
    label: 'Más información',
    about: ' sobre {theTitle}',
    book: 'Agendar consulta',
    bookAria: 'Agendar consulta: {title}',
    bookIntro: 'Nos pregunta por {theTitle}. Su consulta es de cortesía.',
    close: 'Cerrar los detalles: {title}',
    body: 'Detalles: {title}',
  },
  drip: {
    benefits: 'Beneficios principales',
    duration: 'Duración',
    ingredients: 'Ingredientes',
    schedule: 'Agendar este suero',
    scheduleAria: 'Agendar este suero: {title}',
    scheduleIntro:
      'Su elección: {title}. Menciónela en el formulario; su enfermera la confirmará con usted en su visita.',
  },
};

export type LandingWords = Translation<typeof en>;

/** The words every landing page shares, per language. */
export const landingWords: Bilingual<typeof en> = { en, es };

/** A landing page: its facts and artwork (the same in both languages) and its copy in each language. */
export type LandingPageData = {
  /** The English path; the Spanish page is the same path under /es. */
  path: string;
  heroArtwork: string;
  ogImage: string;
  claim: { rating: string; reviews: number };
  /** Name of the FAQ accordion's group (one open at a time). */
  faqName: string;
  /** schema.org type of the catalog's items (default MedicalTherapy). */
  catalogItemType?: string;
  copy: Record<Locale, LandingCopy>;
};

/** A landing page's offers' Spanish titles with their articles, joined by each offer's id (content/spanish-names.ts). */
export function offerArticles<K extends string>(
  items: Record<K, { title: string }>,
  articles: Record<K, Article>,
): Record<string, Article> {
  const titles = Object.fromEntries((Object.keys(items) as K[]).map((id) => [id, items[id].title]));
  return articlesByName(titles as Record<K, string>, articles);
}
