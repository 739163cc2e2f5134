/**
 * Everything the studio offers, grouped for the /services page: the six catalog services (with detail pages)
 * and the treatments without a page of their own (the treatments the studio promotes, and the home service cards).
 */
import { services, treatments, type ServiceSlug, type TreatmentId } from '@/content/services';
import { visitFacts } from '@/content/visit-facts';

export type MenuItem = {
  name: string;
  duration: string;
  description: string;
  /** A catalog service with its own detail page. */
  slug?: ServiceSlug;
  /** Another page that covers this treatment in depth (a route of the site). */
  moreHref?: '/iv-therapy' | '/esthetics-services';
  /** Performed by licensed nurses under the supervising medical director. */
  medical?: boolean;
};

export type MenuCategory = { id: string; title: string; intro: string; items: MenuItem[] };

/** A menu entry for a catalog service: name, duration and summary come from content/services.ts. */
function catalog(slug: ServiceSlug, overrides: Partial<MenuItem> = {}): MenuItem {
  const s = services[slug];
  return { name: s.name, duration: s.duration, description: s.summary, slug, medical: s.medical, ...overrides };
}

/** A menu entry for a treatment without its own page that the home cards show too: name and duration from the catalog. */
function treatment(id: TreatmentId, rest: Omit<MenuItem, 'name' | 'duration'>): MenuItem {
  return { ...treatments[id], ...rest };
}

export const serviceMenu: MenuCategory[] = [
  {
    id: 'facials',
    title: 'Facials',
    intro: 'Hands-on facials for every skin type, each starting with a look at your skin.',
    items: [
      catalog('hydrafacial'),
      catalog('anti-aging-facial'),
      catalog('deep-cleansing-facial'),
      catalog('facial-treatments'),
      {
        name: 'Hydrating Facial',
        duration: '60 min',
        description: 'Layered humectants, a cooling mask and barrier-repair cream for skin parched by low desert humidity.',
        slug: 'facial-treatments',
      },
      treatment('signature-glow-facial', {
        description: 'Our most indulgent facial: double cleanse, enzyme exfoliation, sculpting massage, two masks and LED light.',
      }),
    ],
  },
  {
    id: 'skin-care',
    title: 'Advanced Skin Care',
    intro: 'Targeted treatments for texture, breakouts and tone, on their own or folded into a facial.',
    items: [
      {
        name: 'Dermaplaning',
        duration: '30-45 min',
        description: 'Gentle blade exfoliation that lifts dead skin and peach fuzz for a smooth, bright surface.',
        moreHref: '/esthetics-services',
      },
      {
        name: 'Chemical Peels',
        duration: '30-45 min',
        description: 'Light peels every 2-4 weeks by our esthetician; medium-depth peels every 3-6 months by our medical team. For texture, tone and sun damage.',
        moreHref: '/esthetics-services',
      },
      {
        name: 'Microdermabrasion',
        duration: '30-45 min',
        description: 'Crystal-free mechanical exfoliation that softens rough texture and shallow acne marks.',
        moreHref: '/esthetics-services',
      },
      {
        name: 'Acne Treatments',
        duration: '45-60 min',
        description: 'Deep cleansing, extractions and calming care, with a home plan to keep breakouts under control.',
        moreHref: '/esthetics-services',
      },
      treatment('pigmentation', {
        description: 'Brightening exfoliation and serums for sun spots and melasma, with strict sun-protection coaching.',
      }),
      treatment('consultation', {
        description: 'A complimentary skin analysis and routine review, with a treatment plan and no pressure to book.',
      }),
    ],
  },
  {
    id: 'anti-aging',
    title: 'Anti-Aging & Injectables',
    intro: 'Medical treatments start with a good-faith exam by a physician, nurse practitioner or physician assistant, and are given by licensed nurses under our supervising medical director.',
    items: [
      catalog('botox'),
      catalog('lip-fillers'),
      treatment('plasma-skin-tightening', {
        description:
          'A handheld plasma device (an electrosurgical energy device) makes tiny, controlled points on the skin to improve the look of mild laxity around the eyes and mouth. Performed by a licensed nurse under our supervising medical director after a good-faith exam by a physician, nurse practitioner or physician assistant; results vary. Common risks: redness, swelling and small crusts for about a week, and temporary darker or lighter spots.',
        medical: true,
      }),
    ],
  },
  {
    id: 'special-treatments',
    title: 'Special Treatments & Packages',
    intro: 'Longer visits that combine our favorite treatments for an occasion or a fresh start.',
    items: [
      treatment('bridal-glow-package', {
        description: `${visitFacts.bridalPackage}, timed a few days before your wedding photos.`,
      }),
      treatment('seasonal-renewal', {
        description: 'Peel, facial and hydration to reset skin after a hot summer or a dry, windy spring.',
      }),
      treatment('complete-rejuvenation', {
        description: 'Our longest visit: exfoliation, anti-aging facial, LED and a full neck and décolleté treatment.',
      }),
    ],
  },
  {
    id: 'iv-therapy',
    title: 'IV Therapy',
    intro: 'Vitamin drips given by licensed registered nurses under a medical director.',
    items: [
      {
        name: 'IV Vitamin Drip Therapy',
        duration: '30-60 min',
        description: 'Hydration, immunity, energy, beauty and recovery drips, plus custom blends planned at a consultation.',
        moreHref: '/iv-therapy',
        medical: true,
      },
    ],
  },
];
