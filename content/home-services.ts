/**
 * The home page's service tabs: four categories of three cards each. Each card's title and duration come from the
 * catalog (content/services.ts, with its home-card wording, and content/catalog-copy.ts for the Spanish names); this
 * file holds only the card's own copy, in both languages, and its artwork. Cards for a catalog service link to its
 * detail page.
 */
import { catalogCopy } from '@/content/catalog-copy';
import { homeCardFacts, services, type ServiceSlug, type TreatmentId } from '@/content/services';
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
  /** Each card's own description. */
  descriptions: {
    'anti-aging-facial':
      'Lifting massage, gentle exfoliation and peptide serums that soften fine lines and bring back the bounce that strong desert sun wears away.',
    'deep-cleansing-facial':
      'Steam, careful extractions and a clarifying mask that clear congested pores and dust-clogged skin without stripping it.',
    'signature-glow-facial':
      'Our most indulgent facial: double cleanse, enzyme exfoliation, a hydrating mask and a sculpting massage, tailored to your skin on the day.',
    hydrafacial:
      'Cleanse, exfoliate, extract and infuse hydrating serums in one soothing, no-downtime treatment that answers El Paso’s dry air.',
    pigmentation:
      'Targeted peels and brightening care for sun spots, melasma and uneven tone, with a home routine and SPF plan to protect the result.',
    consultation:
      'A complimentary, unhurried look at your skin, your routine and your goals, ending with a clear plan and no pressure to book.',
    botox:
      'Softens forehead lines, frown lines and crow’s feet. Given by a licensed registered nurse injector under our supervising medical director.',
    'lip-fillers':
      'Natural-looking definition and hydration with hyaluronic-acid filler, planned at a consultation and placed by a licensed registered nurse injector under our supervising medical director.',
    'plasma-skin-tightening': `A handheld plasma device improves the look of mild laxity around the eyes and mouth; individual results vary. Performed by a licensed registered nurse (RN) under our supervising medical director, after a good-faith exam by ${site.medical.en.examiner}.`,
    'bridal-glow-package': `${visitFacts.en.bridalPackage}, timed for your wedding day so your skin photographs beautifully.`,
    'seasonal-renewal':
      'A reset for the change of season: gentle peel, deep hydration and barrier repair after windy spring or a long, bright summer.',
    'complete-rejuvenation':
      'Our full-morning ritual combining a HydraFacial, an anti-aging facial and a calming LED finish for skin that looks rested and renewed.',
  } satisfies Partial<Record<ServiceSlug | TreatmentId, string>>,
};

const es: Translation<typeof en> = {
  labels: {
    facials: 'Faciales',
    'skin-care': 'Cuidado de la piel',
    'anti-aging': 'Antiedad',
    'special-treatments': 'Tratamientos especiales',
  },
  descriptions: {
    'anti-aging-facial':
      'Masaje reafirmante, exfoliación suave y sérums con péptidos que suavizan las líneas finas y le devuelven a la piel la firmeza que el fuerte sol del desierto se lleva.',
    'deep-cleansing-facial':
      'Vapor, extracciones cuidadosas y una mascarilla purificante que destapan los poros congestionados y la piel llena de polvo, sin resecarla.',
    'signature-glow-facial':
      'Nuestro facial más consentidor: doble limpieza, exfoliación enzimática, mascarilla hidratante y un masaje moldeador, adaptados a su piel el día de su cita.',
    hydrafacial:
      'Limpia, exfolia, extrae e infunde sérums hidratantes en un solo tratamiento relajante y sin tiempo de recuperación: la respuesta al aire seco de El Paso.',
    pigmentation:
      'Peelings específicos y cuidado despigmentante para manchas de sol, melasma y tono disparejo, con una rutina para casa y un plan de protección solar que cuidan el resultado.',
    consultation:
      'Una revisión de cortesía y sin prisas de su piel, su rutina y sus metas, que termina con un plan claro y sin presión para agendar.',
    botox:
      'Suaviza las líneas de la frente, del entrecejo y las patas de gallo. Lo aplica una enfermera inyectora (RN) con licencia bajo la supervisión de nuestro director médico.',
    'lip-fillers':
      'Definición e hidratación de aspecto natural con relleno de ácido hialurónico, planeado en una consulta y aplicado por una enfermera inyectora (RN) con licencia bajo la supervisión de nuestro director médico.',
    'plasma-skin-tightening': `Un dispositivo de plasma de mano mejora el aspecto de la flacidez leve alrededor de los ojos y la boca; los resultados varían de persona a persona. Lo realiza una enfermera registrada (RN) con licencia bajo la supervisión de nuestro director médico, después de un examen médico previo (el good faith exam que exige Texas) con ${site.medical.es.examiner}.`,
    'bridal-glow-package': `${visitFacts.es.bridalPackage}, pensado para que su piel luzca hermosa en las fotos de su boda.`,
    'seasonal-renewal':
      'Una puesta a punto para el cambio de estación: peeling suave, hidratación profunda y reparación de la barrera cutánea después de una primavera de viento o de un verano largo y soleado.',
    'complete-rejuvenation':
      'Nuestro ritual de toda la mañana: un HydraFacial, un facial antiedad y un final calmante con luz LED, para una piel que se ve descansada y renovada.',
  },
};

const homeServiceWords: Bilingual<typeof en> = { en, es };

type CardId = keyof typeof en.descriptions;
type CardData = { id: CardId; image: string; slug?: ServiceSlug };

/** A card for a catalog service or treatment; `slug` links a treatment without its own page to a related one. */
function card(id: CardId, image: string, slug?: ServiceSlug): CardData {
  return { id, image, ...(slug ? { slug } : id in services ? { slug: id as ServiceSlug } : {}) };
}

/** A card's title as the page's language says it: the home-card wording in English, the catalog's Spanish name. */
function cardTitle(id: ServiceSlug | TreatmentId, locale: Locale): string {
  if (locale === 'en') return homeCardFacts(id).name;
  const words = catalogCopy[locale];
  return id in services ? words.services[id as ServiceSlug].name : words.treatments[id as TreatmentId];
}

/** The tabs and their cards (ids, artwork, links), the same in both languages. */
const categories: { id: keyof typeof en.labels; cards: CardData[] }[] = [
  {
    id: 'facials',
    cards: [
      card('anti-aging-facial', 'home/service-anti-aging'),
      card('deep-cleansing-facial', 'home/service-deep-cleansing'),
      card('signature-glow-facial', 'home/service-signature-glow', 'facial-treatments'),
    ],
  },
  {
    id: 'skin-care',
    cards: [
      card('hydrafacial', 'home/service-hydrafacial'),
      card('pigmentation', 'home/service-pigmentation'),
      card('consultation', 'home/service-consultation'),
    ],
  },
  {
    id: 'anti-aging',
    cards: [
      card('botox', 'home/service-botox'),
      card('lip-fillers', 'home/service-lips'),
      card('plasma-skin-tightening', 'home/service-plasma'),
    ],
  },
  {
    id: 'special-treatments',
    cards: [
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
      description: homeServiceWords[locale].descriptions[id],
      image,
      ...(slug ? { slug } : {}),
    })),
  }));
}

export const homeServiceCategories = homeServiceCategoriesIn('en');
