/**
 * Everything the studio offers, grouped for the /services page: the catalog services (with detail pages), each placed
 * by its own file (`menu`: its category and rank, listed first in that category), and the treatments without a page
 * of their own (the treatments the studio promotes, and the home service cards). The menu is built once for each
 * language from the same structure; each language's words are below, with the same type, so an item added without
 * its Spanish words fails type-checking.
 */
import {
  articlesByName,
  catalogCopy,
  menuLengths,
  placements,
  services,
  treatments,
  type Article,
  type MenuCategoryId,
  type ServiceSlug,
  type TreatmentId,
} from '@/content/services';
import { site } from '@/content/site';
import type { Bilingual, Translation } from '@/lib/format/bilingual';
import { visitFacts } from '@/content/visit-facts';
import { timeLabel } from '@/lib/format/durations';
import type { Locale } from '@/lib/format/locale';

export type MenuItem = {
  name: string;
  duration: string;
  description: string;
  /** A catalog service with its own detail page. */
  slug?: ServiceSlug;
  /** Another page that covers this treatment in depth (a route of the site, in English). */
  moreHref?: '/iv-therapy' | '/esthetics-services';
  /** Performed by licensed registered nurses under the medical director. */
  medical?: boolean;
};

export type MenuCategory = { id: string; title: string; intro: string; items: MenuItem[] };

type Words = { name: string; description: string };

const en = {
  categories: {
    facials: {
      title: 'Facials',
      intro: 'Hands-on facials for every skin type, each starting with a look at your skin.',
    },
    'skin-care': {
      title: 'Advanced Skin Care',
      intro: 'Targeted treatments for texture, breakouts and tone, on their own or folded into a facial.',
    },
    'anti-aging': {
      title: 'Anti-Aging & Injectables',
      intro: `Medical treatments start with a good-faith exam by ${site.medical.en.examiner}, and are given by licensed registered nurses under our supervising medical director.`,
    },
    'special-treatments': {
      title: 'Special Treatments & Packages',
      intro: 'Longer visits that combine our favorite treatments for an occasion or a fresh start.',
    },
    'iv-therapy': {
      title: 'IV Therapy',
      intro: 'Vitamin drips given by licensed registered nurses under a medical director.',
    },
  },
  /** Menu entries that are neither a catalog service nor a catalog treatment. */
  items: {
    'hydrating-facial': {
      name: 'Hydrating Facial',
      description:
        'Layered humectants, a cooling mask and barrier-repair cream for skin parched by low desert humidity.',
    },
    dermaplaning: {
      name: 'Dermaplaning',
      description: 'Gentle blade exfoliation that lifts dead skin and peach fuzz for a smooth, bright surface.',
    },
    'chemical-peels': {
      name: 'Chemical Peels',
      description: `Light peels ${visitFacts.en.peels.lightInterval} by our esthetician; medium-depth peels ${visitFacts.en.peels.mediumInterval} by our medical team. For texture, tone and sun damage.`,
    },
    microdermabrasion: {
      name: 'Microdermabrasion',
      description: 'Crystal-free mechanical exfoliation that softens rough texture and shallow acne marks.',
    },
    'acne-treatments': {
      name: 'Acne Treatments',
      description: 'Deep cleansing, extractions and calming care, with a home plan to keep breakouts under control.',
    },
    'iv-drips': {
      name: 'IV Vitamin Drip Therapy',
      description:
        'Hydration, immunity, energy, beauty and recovery drips, plus custom blends planned at a consultation.',
    },
  } satisfies Record<string, Words>,
  /** What the menu says about each catalog treatment (its name comes from the catalog). */
  treatments: {
    'signature-glow-facial':
      'Our most indulgent facial: double cleanse, enzyme exfoliation, sculpting massage, two masks and LED light.',
    pigmentation: 'Brightening exfoliation and serums for sun spots and melasma, with strict sun-protection coaching.',
    consultation: 'A complimentary skin analysis and routine review, with a treatment plan and no pressure to book.',
    'plasma-skin-tightening':
      'A handheld plasma device (an electrosurgical energy device) makes tiny, controlled points on the skin to improve the look of mild laxity around the eyes and mouth. Performed by a licensed registered nurse (RN) under our supervising medical director, after a good-faith exam by our supervising physician, or a nurse practitioner or physician assistant working with them. Individual results vary. Common risks: redness, swelling and small crusts for about a week, and temporary darker or lighter spots.',
    'bridal-glow-package': `${visitFacts.en.bridalPackage}, timed a few days before your wedding photos.`,
    'seasonal-renewal': 'Peel, facial and hydration to reset skin after a hot summer or a dry, windy spring.',
    'complete-rejuvenation':
      'Our longest visit: exfoliation, anti-aging facial, LED and a full neck and décolleté treatment.',
  } satisfies Record<TreatmentId, string>,
};

const es: Translation<typeof en> = {
  categories: {
    facials: {
      title: 'Faciales',
      intro: 'Faciales con técnica manual para todo tipo de piel; cada uno empieza con una revisión de su piel.',
    },
    'skin-care': {
      title: 'Cuidado avanzado de la piel',
      intro: 'Tratamientos enfocados en la textura, los brotes y el tono, solos o como parte de un facial.',
    },
    'anti-aging': {
      title: 'Antiedad e inyectables',
      intro: `Los tratamientos médicos empiezan con un examen médico previo (el good faith exam que exige Texas) que hace ${site.medical.es.examiner}, y los aplican enfermeras registradas (RN) con licencia bajo la supervisión de nuestro director médico.`,
    },
    'special-treatments': {
      title: 'Tratamientos especiales y paquetes',
      intro:
        'Visitas más largas que combinan nuestros tratamientos favoritos para una ocasión especial o para empezar de nuevo.',
    },
    'iv-therapy': {
      title: 'Terapia IV',
      intro:
        'Terapia IV de hidratación y vitaminas: cada suero lo aplican enfermeras registradas (RN) con licencia bajo la supervisión de un director médico.',
    },
  },
  items: {
    'hydrating-facial': {
      name: 'Facial hidratante',
      description:
        'Capas de humectantes, una mascarilla refrescante y una crema reparadora de la barrera para la piel reseca por la baja humedad del desierto.',
    },
    dermaplaning: {
      name: 'Dermaplaning',
      description:
        'Una exfoliación suave con una hoja estéril que retira la piel muerta y el vello fino para una superficie lisa y luminosa.',
    },
    'chemical-peels': {
      name: 'Peelings químicos',
      description: `Peelings ligeros ${visitFacts.es.peels.lightInterval} con nuestra esteticista; peelings de profundidad media ${visitFacts.es.peels.mediumInterval} con nuestro equipo médico. Para la textura, el tono y el daño del sol.`,
    },
    microdermabrasion: {
      name: 'Microdermoabrasión',
      description: 'Exfoliación mecánica sin cristales que suaviza la textura áspera y las marcas leves de acné.',
    },
    'acne-treatments': {
      name: 'Tratamientos para el acné',
      description:
        'Limpieza profunda, extracciones y cuidados calmantes, con un plan para casa que mantiene los brotes bajo control.',
    },
    'iv-drips': {
      name: 'Terapia IV',
      description:
        'Terapia IV con sueros de hidratación, inmunidad, energía, belleza y recuperación, además de mezclas personalizadas que se planean en una consulta.',
    },
  },
  treatments: {
    'signature-glow-facial':
      'Nuestro facial más consentidor: doble limpieza, exfoliación enzimática, masaje modelador, dos mascarillas y luz LED.',
    pigmentation:
      'Exfoliación y sérums que aclaran las manchas de sol y el melasma, con indicaciones estrictas de protección solar.',
    consultation:
      'Análisis de la piel y revisión de su rutina, de cortesía, con un plan de tratamiento y sin ninguna presión para agendar.',
    'plasma-skin-tightening': `Un aparato de plasma de mano (un dispositivo electroquirúrgico) hace puntos diminutos y controlados en la piel para mejorar el aspecto de la flacidez leve alrededor de los ojos y la boca. Lo realiza una enfermera registrada (RN) con licencia bajo la supervisión de nuestro director médico, después de un examen médico previo que hace ${site.medical.es.examiner}. Los resultados varían de persona a persona. Riesgos comunes: enrojecimiento, hinchazón y costras pequeñas durante una semana, más o menos, y manchas temporales, más oscuras o más claras.`,
    'bridal-glow-package': `${visitFacts.es.bridalPackage}, programado unos días antes de las fotos de su boda.`,
    'seasonal-renewal':
      'Peeling, facial e hidratación para renovar la piel después de un verano caluroso o de una primavera seca y ventosa.',
    'complete-rejuvenation':
      'Nuestra visita de mayor duración: exfoliación, facial antiedad, luz LED y un tratamiento completo de cuello y escote.',
  },
};

const menuCopy: Bilingual<typeof en> = { en, es };

/** The article each menu entry's Spanish name takes in a sentence ("los peelings químicos"). */
const articles: Record<keyof typeof en.items, Article> = {
  'hydrating-facial': 'el',
  dermaplaning: 'el',
  'chemical-peels': 'los',
  microdermabrasion: 'la',
  'acne-treatments': 'los',
  'iv-drips': 'la',
};

/** The menu entries' Spanish names with their articles (content/spanish-names.ts reads them). */
export const menuArticles = articlesByName(
  Object.fromEntries(Object.entries(es.items).map(([id, words]) => [id, words.name])) as Record<
    keyof typeof en.items,
    string
  >,
  articles,
);

/** The menu in one language: names, lengths and summaries of catalog entries come from the catalog's words. */
export function serviceMenuIn(locale: Locale): MenuCategory[] {
  const copy = menuCopy[locale];
  const catalogWords = catalogCopy[locale];
  const catalog = (slug: ServiceSlug): MenuItem => {
    const words = catalogWords.services[slug];
    return {
      name: words.name,
      duration: words.duration,
      description: words.summary,
      slug,
      medical: services[slug].medical,
    };
  };
  const treatment = (id: TreatmentId, rest: Pick<MenuItem, 'medical'> = {}): MenuItem => ({
    name: catalogWords.treatments[id],
    duration: timeLabel(locale, treatments[id].duration),
    description: copy.treatments[id],
    ...rest,
  });
  const item = (key: keyof typeof en.items, rest: Omit<MenuItem, 'name' | 'description' | 'duration'>): MenuItem => ({
    ...copy.items[key],
    duration: timeLabel(locale, menuLengths[key]),
    ...rest,
  });
  /** A category: its catalog services first, in their files' order, then its other entries. */
  const category = (id: MenuCategoryId, items: MenuItem[]): MenuCategory => ({
    id,
    ...copy.categories[id],
    items: [
      ...placements
        .filter((p) => p.menu.category === id)
        .sort((a, b) => a.menu.order - b.menu.order)
        .map((p) => catalog(p.slug)),
      ...items,
    ],
  });

  return [
    category('facials', [item('hydrating-facial', { slug: 'facial-treatments' }), treatment('signature-glow-facial')]),
    category('skin-care', [
      item('dermaplaning', { moreHref: '/esthetics-services' }),
      item('chemical-peels', { moreHref: '/esthetics-services' }),
      item('microdermabrasion', { moreHref: '/esthetics-services' }),
      item('acne-treatments', { moreHref: '/esthetics-services' }),
      treatment('pigmentation'),
      treatment('consultation'),
    ]),
    category('anti-aging', [
      // Its description says who performs it (a registered nurse, not the injector of the generic note), once.
      treatment('plasma-skin-tightening'),
    ]),
    category('special-treatments', [
      treatment('bridal-glow-package'),
      treatment('seasonal-renewal'),
      treatment('complete-rejuvenation'),
    ]),
    category('iv-therapy', [item('iv-drips', { moreHref: '/iv-therapy', medical: true })]),
  ];
}

/** The English menu. */
export const serviceMenu = serviceMenuIn('en');
