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
import type { Locale } from '@/lib/locale';

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

type InBothLanguages = Record<Locale, string>;
type CardData = { id: ServiceSlug | TreatmentId; description: InBothLanguages; image: string; slug?: ServiceSlug };

/** A card for a catalog service or treatment; `slug` links a treatment without its own page to a related one. */
function card(id: ServiceSlug | TreatmentId, copy: Omit<CardData, 'id'>): CardData {
  return { id, ...(id in services ? { slug: id as ServiceSlug } : {}), ...copy };
}

/** A card's title as the page's language says it: the home-card wording in English, the catalog's Spanish name. */
function cardTitle(id: ServiceSlug | TreatmentId, locale: Locale): string {
  if (locale === 'en') return homeCardFacts(id).name;
  const words = catalogCopy[locale];
  return id in services ? words.services[id as ServiceSlug].name : words.treatments[id as TreatmentId];
}

const categories: { id: string; label: InBothLanguages; cards: CardData[] }[] = [
  {
    id: 'facials',
    label: { en: 'Facials', es: 'Faciales' },
    cards: [
      card('anti-aging-facial', {
        description: {
          en: 'Lifting massage, gentle exfoliation and peptide serums that soften fine lines and bring back the bounce that strong desert sun wears away.',
          es: 'Masaje reafirmante, exfoliación suave y sérums con péptidos que suavizan las líneas finas y le devuelven a la piel la firmeza que el fuerte sol del desierto se lleva.',
        },
        image: 'home/service-anti-aging',
      }),
      card('deep-cleansing-facial', {
        description: {
          en: 'Steam, careful extractions and a clarifying mask that clear congested pores and dust-clogged skin without stripping it.',
          es: 'Vapor, extracciones cuidadosas y una mascarilla purificante que destapan los poros congestionados y la piel llena de polvo, sin resecarla.',
        },
        image: 'home/service-deep-cleansing',
      }),
      card('signature-glow-facial', {
        description: {
          en: 'Our most indulgent facial: double cleanse, enzyme exfoliation, a hydrating mask and a sculpting massage, tailored to your skin on the day.',
          es: 'Nuestro facial más consentidor: doble limpieza, exfoliación enzimática, mascarilla hidratante y un masaje moldeador, adaptados a su piel el día de su cita.',
        },
        image: 'home/service-signature-glow',
        slug: 'facial-treatments',
      }),
    ],
  },
  {
    id: 'skin-care',
    label: { en: 'Skin Care', es: 'Cuidado de la piel' },
    cards: [
      card('hydrafacial', {
        description: {
          en: 'Cleanse, exfoliate, extract and infuse hydrating serums in one soothing, no-downtime treatment that answers El Paso’s dry air.',
          es: 'Limpia, exfolia, extrae e infunde sérums hidratantes en un solo tratamiento relajante y sin tiempo de recuperación: la respuesta al aire seco de El Paso.',
        },
        image: 'home/service-hydrafacial',
      }),
      card('pigmentation', {
        description: {
          en: 'Targeted peels and brightening care for sun spots, melasma and uneven tone, with a home routine and SPF plan to protect the result.',
          es: 'Peelings específicos y cuidado aclarante para manchas de sol, melasma y tono disparejo, con una rutina para casa y un plan de protección solar que cuidan el resultado.',
        },
        image: 'home/service-pigmentation',
      }),
      card('consultation', {
        description: {
          en: 'A complimentary, unhurried look at your skin, your routine and your goals, ending with a clear plan and no pressure to book.',
          es: 'Una revisión de cortesía y sin prisas de su piel, su rutina y sus metas, que termina con un plan claro y sin presión para agendar.',
        },
        image: 'home/service-consultation',
      }),
    ],
  },
  {
    id: 'anti-aging',
    label: { en: 'Anti-Aging', es: 'Antiedad' },
    cards: [
      card('botox', {
        description: {
          en: 'Softens forehead lines, frown lines and crow’s feet. Given by a licensed registered nurse injector under our supervising medical director.',
          es: 'Suaviza las líneas de la frente, del entrecejo y las patas de gallo. Lo aplica una enfermera registrada (RN) con licencia, especialista en inyectables, bajo la supervisión de nuestro director médico.',
        },
        image: 'home/service-botox',
      }),
      card('lip-fillers', {
        description: {
          en: 'Natural-looking definition and hydration with hyaluronic-acid filler, planned at a consultation and placed by a licensed nurse injector under medical direction.',
          es: 'Definición e hidratación de aspecto natural con relleno de ácido hialurónico, planeado en una consulta y aplicado por una enfermera inyectora (RN) con licencia, bajo dirección médica.',
        },
        image: 'home/service-lips',
      }),
      card('plasma-skin-tightening', {
        description: {
          en: 'A handheld plasma device improves the look of mild laxity around the eyes and mouth; results vary. Performed by a licensed nurse under our supervising medical director after a good-faith exam by a physician, nurse practitioner or physician assistant.',
          es: `Un dispositivo de plasma de mano mejora el aspecto de la flacidez leve alrededor de los ojos y la boca; los resultados varían de persona a persona. Lo realiza una enfermera con licencia bajo la supervisión de nuestro director médico, después de un examen médico previo con ${site.medical.es.examiner}.`,
        },
        image: 'home/service-plasma',
      }),
    ],
  },
  {
    id: 'special-treatments',
    label: { en: 'Special Treatments', es: 'Tratamientos especiales' },
    cards: [
      card('bridal-glow-package', {
        description: {
          en: `${visitFacts.bridalPackage}, timed for your wedding day so your skin photographs beautifully.`,
          es: `${visitFacts.es.bridalPackage}, programado para el día de su boda para que su piel luzca hermosa en las fotos.`,
        },
        image: 'home/service-bridal',
      }),
      card('seasonal-renewal', {
        description: {
          en: 'A reset for the change of season: gentle peel, deep hydration and barrier repair after windy spring or a long, bright summer.',
          es: 'Un reinicio para el cambio de estación: peeling suave, hidratación profunda y reparación de la barrera cutánea después de una primavera de viento o de un verano largo y soleado.',
        },
        image: 'home/service-seasonal',
      }),
      card('complete-rejuvenation', {
        description: {
          en: 'Our full-morning ritual combining a HydraFacial, an anti-aging facial and a calming LED finish for skin that looks rested and renewed.',
          es: 'Nuestro ritual de toda la mañana: un HydraFacial, un facial antiedad y un final calmante con luz LED, para una piel que se ve descansada y renovada.',
        },
        image: 'home/service-rejuvenation',
      }),
    ],
  },
];

/** The tabs in one language. */
export function homeServiceCategoriesIn(locale: Locale): HomeServiceCategory[] {
  return categories.map((category) => ({
    id: category.id,
    label: category.label[locale],
    cards: category.cards.map(({ id, description, image, slug }) => ({
      title: cardTitle(id, locale),
      duration: homeCardFacts(id).duration,
      description: description[locale],
      image,
      ...(slug ? { slug } : {}),
    })),
  }));
}

export const homeServiceCategories = homeServiceCategoriesIn('en');
