/**
 * The home page's service tabs: four categories of three cards each. Titles and durations here are the ones the
 * home cards show (Botox as a 30 min appointment, for example), so they are not read from the catalog.
 * Cards with a detail page link to it through its catalog slug.
 */
import { services, type ServiceSlug } from '@/content/services';
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

export const homeServiceCategories: HomeServiceCategory[] = [
  {
    id: 'facials',
    label: 'Facials',
    cards: [
      {
        title: 'Anti-aging Facial',
        duration: '75 min',
        description:
          'Lifting massage, gentle exfoliation and peptide serums that soften fine lines and bring back the bounce that strong desert sun wears away.',
        image: 'home/service-anti-aging',
        slug: 'anti-aging-facial',
      },
      {
        title: 'Deep Cleansing Facial',
        duration: '60 min',
        description:
          'Steam, careful extractions and a clarifying mask that clear congested pores and dust-clogged skin without stripping it.',
        image: 'home/service-deep-cleansing',
        slug: 'deep-cleansing-facial',
      },
      {
        title: 'Signature Glow Facial',
        duration: '90 min',
        description:
          'Our most indulgent facial: double cleanse, enzyme exfoliation, a hydrating mask and a sculpting massage, tailored to your skin on the day.',
        image: 'home/service-signature-glow',
        slug: 'facial-treatments',
      },
    ],
  },
  {
    id: 'skin-care',
    label: 'Skin Care',
    cards: [
      {
        title: 'Hydradermabrasion / HydraFacial',
        duration: '60 min',
        description:
          'Cleanse, exfoliate, extract and infuse hydrating serums in one soothing, no-downtime treatment that answers El Paso’s dry air.',
        image: 'home/service-hydrafacial',
        slug: 'hydrafacial',
      },
      {
        title: 'Pigmentation Problem Treatments',
        duration: '75 min',
        description:
          'Targeted peels and brightening care for sun spots, melasma and uneven tone, with a home routine and SPF plan to protect the result.',
        image: 'home/service-pigmentation',
      },
      {
        title: 'Skin Care Consultation',
        duration: visitFacts.consultation.duration,
        description:
          'A complimentary, unhurried look at your skin, your routine and your goals, ending with a clear plan and no pressure to book.',
        image: 'home/service-consultation',
      },
    ],
  },
  {
    id: 'anti-aging',
    label: 'Anti-Aging',
    cards: [
      {
        title: 'Botox',
        duration: '30 min',
        description:
          'Softens forehead lines, frown lines and crow’s feet. Given by a licensed registered nurse injector under our supervising medical director.',
        image: 'home/service-botox',
        slug: 'botox',
      },
      {
        title: 'Lip Enhancement',
        duration: services['lip-fillers'].duration,
        description:
          'Natural-looking definition and hydration with hyaluronic-acid filler, planned at a consultation and placed by a licensed nurse injector under medical direction.',
        image: 'home/service-lips',
        slug: 'lip-fillers',
      },
      {
        title: 'Plasma Skin Tightening',
        duration: '60 min',
        description:
          'A handheld plasma device improves the look of mild laxity around the eyes and mouth; results vary. Performed by a licensed nurse under our supervising medical director after a good-faith exam by a physician, nurse practitioner or physician assistant.',
        image: 'home/service-plasma',
      },
    ],
  },
  {
    id: 'special-treatments',
    label: 'Special Treatments',
    cards: [
      {
        title: 'Bridal Glow Package',
        duration: '120 min',
        description:
          `${visitFacts.bridalPackage}, timed for your wedding day so your skin photographs beautifully.`,
        image: 'home/service-bridal',
      },
      {
        title: 'Seasonal Renewal',
        duration: '100 min',
        description:
          'A reset for the change of season: gentle peel, deep hydration and barrier repair after windy spring or a long, bright summer.',
        image: 'home/service-seasonal',
      },
      {
        title: 'Complete Rejuvenation',
        duration: '150 min',
        description:
          'Our full-morning ritual combining a HydraFacial, an anti-aging facial and a calming LED finish for skin that looks rested and renewed.',
        image: 'home/service-rejuvenation',
      },
    ],
  },
];
