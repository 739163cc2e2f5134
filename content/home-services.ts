/**
 * The home page's service tabs: four categories of three cards each. Each card's title and duration come from the
 * catalog (content/services.ts, with its home-card wording); this file holds only the card's own copy and artwork.
 * Cards for a catalog service link to its detail page.
 */
import { homeCardFacts, services, type ServiceSlug, type TreatmentId } from '@/content/services';
import { visitFacts } from '@/content/visit-facts';

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

/** A card for a catalog service or treatment; `slug` links a treatment without its own page to a related one. */
function card(id: ServiceSlug | TreatmentId, copy: Pick<HomeServiceCard, 'description' | 'image' | 'slug'>): HomeServiceCard {
  const { name, duration } = homeCardFacts(id);
  return { title: name, duration, ...(id in services ? { slug: id as ServiceSlug } : {}), ...copy };
}

export const homeServiceCategories: HomeServiceCategory[] = [
  {
    id: 'facials',
    label: 'Facials',
    cards: [
      card('anti-aging-facial', {
        description:
          'Lifting massage, gentle exfoliation and peptide serums that soften fine lines and bring back the bounce that strong desert sun wears away.',
        image: 'home/service-anti-aging',
      }),
      card('deep-cleansing-facial', {
        description:
          'Steam, careful extractions and a clarifying mask that clear congested pores and dust-clogged skin without stripping it.',
        image: 'home/service-deep-cleansing',
      }),
      card('signature-glow-facial', {
        description:
          'Our most indulgent facial: double cleanse, enzyme exfoliation, a hydrating mask and a sculpting massage, tailored to your skin on the day.',
        image: 'home/service-signature-glow',
        slug: 'facial-treatments',
      }),
    ],
  },
  {
    id: 'skin-care',
    label: 'Skin Care',
    cards: [
      card('hydrafacial', {
        description:
          'Cleanse, exfoliate, extract and infuse hydrating serums in one soothing, no-downtime treatment that answers El Paso’s dry air.',
        image: 'home/service-hydrafacial',
      }),
      card('pigmentation', {
        description:
          'Targeted peels and brightening care for sun spots, melasma and uneven tone, with a home routine and SPF plan to protect the result.',
        image: 'home/service-pigmentation',
      }),
      card('consultation', {
        description:
          'A complimentary, unhurried look at your skin, your routine and your goals, ending with a clear plan and no pressure to book.',
        image: 'home/service-consultation',
      }),
    ],
  },
  {
    id: 'anti-aging',
    label: 'Anti-Aging',
    cards: [
      card('botox', {
        description:
          'Softens forehead lines, frown lines and crow’s feet. Given by a licensed registered nurse injector under our supervising medical director.',
        image: 'home/service-botox',
      }),
      card('lip-fillers', {
        description:
          'Natural-looking definition and hydration with hyaluronic-acid filler, planned at a consultation and placed by a licensed nurse injector under medical direction.',
        image: 'home/service-lips',
      }),
      card('plasma-skin-tightening', {
        description:
          'A handheld plasma device improves the look of mild laxity around the eyes and mouth; results vary. Performed by a licensed nurse under our supervising medical director after a good-faith exam by a physician, nurse practitioner or physician assistant.',
        image: 'home/service-plasma',
      }),
    ],
  },
  {
    id: 'special-treatments',
    label: 'Special Treatments',
    cards: [
      card('bridal-glow-package', {
        description:
          `${visitFacts.bridalPackage}, timed for your wedding day so your skin photographs beautifully.`,
        image: 'home/service-bridal',
      }),
      card('seasonal-renewal', {
        description:
          'A reset for the change of season: gentle peel, deep hydration and barrier repair after windy spring or a long, bright summer.',
        image: 'home/service-seasonal',
      }),
      card('complete-rejuvenation', {
        description:
          'Our full-morning ritual combining a HydraFacial, an anti-aging facial and a calming LED finish for skin that looks rested and renewed.',
        image: 'home/service-rejuvenation',
      }),
    ],
  },
];
