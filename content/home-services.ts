/**
 * The home page's service tabs. Each card's title and duration come from the catalog (content/services/, with its
 * home-card wording, and the Spanish names). A catalog service's card (its tab, rank, artwork and description) is
 * written in its own file and comes first in its tab; this file holds the tabs' labels and the cards of the
 * treatments without a page, in both languages, with their artwork. Cards for a catalog service link to its detail
 * page.
 */
import {
  catalogCopy,
  homeCardFacts,
  homeCardWords,
  placements,
  services,
  type HomeTabId,
  type ServiceSlug,
  type TreatmentId,
} from '@/content/services';
import { site } from '@/content/site';
import { visitFacts } from '@/content/visit-facts';
import { timeLabel } from '@/lib/format/durations';
import type { Locale } from '@/lib/format/locale';
import type { Bilingual, Translation } from '@/lib/format/bilingual';

export type HomeServiceCard = {
  title: string;
  duration: string;
  description: string;
  /** Artwork name (content/artwork/home.json). */
  image: string;
  /** Detail page, when the service has one. */
  slug?: ServiceSlug;
};

export type HomeServiceCategory = { id: string; label: string; cards: HomeServiceCard[] };

const en = {
  /** Each tab's label. */
  labels: {
    facials: 'Facials',
    'skin-care': 'Skin Care',
    'anti-aging': 'Anti-Aging',
    'special-treatments': 'Special Treatments',
  },
  /** The description of each treatment's card (a catalog service's is in its file). */
  descriptions: {
    'signature-glow-facial':
      'Our most indulgent facial: double cleanse, enzyme exfoliation, a hydrating mask and a sculpting massage, tailored to your skin on the day.',
    pigmentation:
      'Targeted peels and brightening care for sun spots, melasma and uneven tone, with a home routine and SPF plan to protect the result.',
    consultation:
      'A complimentary, unhurried look at your skin, your routine and your goals, ending with a clear plan and no pressure to book.',
    'plasma-skin-tightening': `A handheld plasma device improves the look of mild laxity around the eyes and mouth; individual results vary. Performed by a licensed registered nurse (RN) under our supervising medical director, after a good-faith exam by ${site.medical.en.examiner}.`,
    'bridal-glow-package': `${visitFacts.en.bridalPackage}, timed for your wedding day so your skin photographs beautifully.`,
    'seasonal-renewal':
      'A reset for the change of season: gentle peel, deep hydration and barrier repair after windy spring or a long, bright summer.',
    'complete-rejuvenation':
      'Our full-morning ritual combining a HydraFacial, an anti-aging facial and a calming LED finish for skin that looks rested and renewed.',
  } satisfies Partial<Record<TreatmentId, string>>,
};

const es: Translation<typeof en> = {
  labels: {
    facials: 'Faciales',
    'skin-care': 'Cuidado de la piel',
    'anti-aging': 'Antiedad',
    'special-treatments': 'Tratamientos especiales',
  },
  descriptions: {
    'signature-glow-facial':
      'Nuestro facial más consentidor: doble limpieza, exfoliación enzimática, mascarilla hidratante y un masaje moldeador, adaptados a su piel el día de su cita.',
    pigmentation:
      'Peelings específicos y cuidado despigmentante para manchas de sol, melasma y tono disparejo, con una rutina para casa y un plan de protección solar que cuidan el resultado.',
    consultation:
      'Una revisión de cortesía y sin prisas de su piel, su rutina y sus metas, que termina con un plan claro y sin presión para agendar.',
    'plasma-skin-tightening': `Un dispositivo de plasma de mano mejora el aspecto de la flacidez leve alrededor de los ojos y la boca; los resultados varían de persona a persona. Lo realiza una enfermera registrada (RN) con licencia bajo la supervisión de nuestro director médico, después de un examen médico previo (el good faith exam que exige Texas) con ${site.medical.es.examiner}.`,
    'bridal-glow-package': `${visitFacts.es.bridalPackage}, pensado para que su piel luzca hermosa en las fotos de su boda.`,
    'seasonal-renewal':
      'Una puesta a punto para el cambio de estación: peeling suave, hidratación profunda y reparación de la barrera cutánea después de una primavera de viento o de un verano largo y soleado.',
    'complete-rejuvenation':
      'Nuestro ritual de toda la mañana: un HydraFacial, un facial antiedad y un final calmante con luz LED, para una piel que se ve descansada y renovada.',
  },
};

const homeServiceWords: Bilingual<typeof en> = { en, es };

type CardId = ServiceSlug | keyof typeof en.descriptions;
type CardData = { id: CardId; image: string; slug?: ServiceSlug };

/** A treatment's card; `slug` links it to a related service's page. */
function card(id: keyof typeof en.descriptions, image: string, slug?: ServiceSlug): CardData {
  return { id, image, ...(slug ? { slug } : {}) };
}

/** A card's title as the page's language says it: the home-card wording in English, the catalog's Spanish name. */
function cardTitle(id: CardId, locale: Locale): string {
  if (locale === 'en') return homeCardFacts(id).name;
  const words = catalogCopy[locale];
  return id in services ? words.services[id as ServiceSlug].name : words.treatments[id as TreatmentId];
}

/** A card's description: the catalog service's own, from its file, or the treatment's, from this file. */
function cardDescription(id: CardId, locale: Locale): string {
  if (!(id in services)) return homeServiceWords[locale].descriptions[id as keyof typeof en.descriptions];
  const words = homeCardWords[id as ServiceSlug];
  if (!words) throw new Error(`${id} has a home card but no card words: add homeCard to its en and es words`);
  return words[locale];
}

/** A tab's catalog cards, from the services' files, in their rank. */
const catalogCards = (tab: HomeTabId): CardData[] =>
  placements
    .flatMap((p) => (p.homeCard?.tab === tab ? [{ ...p.homeCard, slug: p.slug }] : []))
    .sort((a, b) => a.order - b.order)
    .map(({ slug, image }) => ({ id: slug, image, slug }));

/** The tabs and their cards (ids, artwork, links), the same in both languages: a tab's catalog cards come first. */
const categories: { id: HomeTabId; cards: CardData[] }[] = [
  {
    id: 'facials',
    cards: [
      ...catalogCards('facials'),
      card('signature-glow-facial', 'home/service-signature-glow', 'facial-treatments'),
    ],
  },
  {
    id: 'skin-care',
    cards: [
      ...catalogCards('skin-care'),
      card('pigmentation', 'home/service-pigmentation'),
      card('consultation', 'home/service-consultation'),
    ],
  },
  {
    id: 'anti-aging',
    cards: [...catalogCards('anti-aging'), card('plasma-skin-tightening', 'home/service-plasma')],
  },
  {
    id: 'special-treatments',
    cards: [
      ...catalogCards('special-treatments'),
      card('bridal-glow-package', 'home/service-bridal'),
      card('seasonal-renewal', 'home/service-seasonal'),
      card('complete-rejuvenation', 'home/service-rejuvenation'),
    ],
  },
];

/** The tabs in one language. */
export function homeServiceCategoriesIn(locale: Locale): HomeServiceCategory[] {
  return categories.map((category) => ({
    id: category.id,
    label: homeServiceWords[locale].labels[category.id],
    cards: category.cards.map(({ id, image, slug }) => ({
      title: cardTitle(id, locale),
      duration: timeLabel(locale, homeCardFacts(id).duration),
      description: cardDescription(id, locale),
      image,
      ...(slug ? { slug } : {}),
    })),
  }));
}

export const homeServiceCategories = homeServiceCategoriesIn('en');
