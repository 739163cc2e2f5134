/**
 * Every client testimonial the site shows, in one list: the home carousel, /testimonials and the pages that quote
 * clients (esthetics, IV therapy, a service page) all read it through `testimonialsOn`, and each quote carries the
 * label of where it came from (`testimonialLabel`), so the publishing guard (site/checks/sample-guard.ts) stops a
 * real-domain build while any shown quote is a sample. The list is data the owner edits in /admin ("Testimonials"):
 * content/testimonials.json, read here as data (a JSON import). The content check validates the file first
 * (editor/testimonials-schema.ts); this module stays free of the checker because the pages' client code reads its
 * types.
 */
import data from './testimonials.json' with { type: 'json' };
import type { ServiceSlug } from '@/content/services';
import type { Bilingual } from '@/lib/format/bilingual';
import { fill, type Locale } from '@/lib/format/locale';

export const TESTIMONIALS_FILE = 'content/testimonials.json';

/** The platform of a testimonial written for the template: labeled as a sample on every page until replaced. */
export const SAMPLE_PLATFORM = 'sample';
/** The review platforms a testimonial may be copied from; the label under it names the platform. */
export const REVIEW_PLATFORMS = ['Google', 'Yelp', 'Facebook'] as const;
/** The treatment of a testimonial about the studio as a whole rather than one treatment. */
export const STUDIO_TREATMENT = 'studio';

/**
 * What a page says when it shows a quote written in the other language (/es shows clients' English as written).
 * Every section of testimonials prints it when one of its quotes is not in the page's language.
 */
export const testimonialLanguageNote: Bilingual<string> = {
  en: 'Each testimonial appears in the language it was written in.',
  es: 'Cada opinión aparece en el idioma en que se escribió.',
};

/**
 * Where a testimonial may appear besides /testimonials, which lists them all: the home carousel, a landing page
 * or a service page (its English path).
 */
export type TestimonialPlace = 'home' | '/esthetics-services' | '/iv-therapy' | `/services/${ServiceSlug}`;

export type Testimonial = {
  text: string;
  name: string;
  /** The stars the client gave, 1 to 5. */
  rating: number;
  /** The rating as written beside the stars ("5.0", "4.0"). */
  position: string;
  /** The language the client wrote in; the quote is shown in it on both editions. */
  lang: 'en' | 'es';
  /**
   * What the client wrote about: a catalog service or treatment, a menu item, or an offer of the page that shows it
   * (an IV drip); null when it is about the studio as a whole. A landing page names it as its menu does.
   */
  treatment: string | null;
  /** Where the client lives, when a page shows it under the name ("Horizon City, TX"). */
  location?: string;
  /** The pages besides /testimonials that show it. */
  shownOn: readonly TestimonialPlace[];
  /** The review platform it was copied from, or 'sample' for the template's own. */
  platform: string;
  /** The day it was copied from the platform, 'YYYY-MM-DD'; empty for a sample. */
  copiedOn?: string;
};

/**
 * Every testimonial, in the order the owner keeps them: the order the English pages list them in (a Spanish page lists
 * the Spanish ones first, `inPageOrder`).
 */
export const testimonials: Testimonial[] = data.testimonials.map((t) => ({
  name: t.name,
  text: t.text,
  rating: t.rating,
  position: t.rating.toFixed(1),
  lang: t.lang as Testimonial['lang'],
  treatment: t.treatment === STUDIO_TREATMENT ? null : t.treatment,
  ...('location' in t && t.location ? { location: t.location as string } : {}),
  shownOn: t.shownOn as TestimonialPlace[],
  platform: t.platform,
  ...('copiedOn' in t && t.copiedOn ? { copiedOn: t.copiedOn as string } : {}),
}));

/** True for a testimonial written for the template rather than copied from a review platform. */
export const isSample = (t: Pick<Testimonial, 'platform'>) => t.platform === SAMPLE_PLATFORM;

/** The line under a testimonial's name in each language: a sample says so, a review names its platform. */
const labels: Bilingual<{ sample: string; review: string }> = {
  en: { sample: 'Sample testimonial', review: '{platform} review' },
  es: { sample: 'Testimonio de muestra', review: 'Reseña de {platform}' },
};

/** The line under a testimonial's name, in the page's language: where the words came from. */
export function testimonialLabel(t: Pick<Testimonial, 'platform'>, locale: Locale): string {
  return isSample(t) ? labels[locale].sample : fill(labels[locale].review, { platform: t.platform });
}

/**
 * Testimonials in the order a page in `locale` lists them. A Spanish page lists the ones written in Spanish first,
 * then the others, each group in the list's order (a stable sort), so the first quotes a Spanish visitor reads are in
 * Spanish; an English page keeps the list's order, the owner's. Every page and every check that reads the order
 * takes it from here.
 */
export function inPageOrder<T extends Pick<Testimonial, 'lang'>>(list: readonly T[], locale: Locale): T[] {
  const first = (t: T) => (locale === 'es' && t.lang === 'es' ? 0 : 1);
  return [...list].sort((a, b) => first(a) - first(b));
}

/** The testimonials a place shows, in the order its page in `locale` lists them (`inPageOrder`): every one for /testimonials. */
export function testimonialsOn(place: TestimonialPlace | '/testimonials', locale: Locale): Testimonial[] {
  return inPageOrder(
    place === '/testimonials' ? testimonials : testimonials.filter((item) => item.shownOn.includes(place)),
    locale,
  );
}
