/**
 * The long copy of a service detail page (/services/<slug> and /es/services/<slug>). One file per service, holding
 * the facts both languages share and the copy of each language.
 */
import type { ServiceSlug } from '@/content/services';
import type { site } from '@/content/site';

export type VideoKey = keyof typeof site.videos;

/** A benefit, process step or treatment-area card. */
export type DetailCard = { title: string; description: string };

export type ServiceFaq = { question: string; answer: string };

/** A treatment's step-by-step information block, shown on its location-service pages in every area. */
export type TreatmentGuide = {
  title: string;
  involves: readonly string[];
  prepare: readonly string[];
  aftercare: readonly string[];
};

/** What every medical (injectable) page must say, beyond who injects and who supervises (from site.medical). */
export type MedicalDetails = {
  /** The consultation / good-faith exam that always comes first. */
  consultation: string;
  /** Price guidance: the published range, then how the exact price is set. */
  priceGuidance: string;
  /** One short, plain line of the common and the serious-but-rare risks. */
  risks: string;
  /** Before-treatment preparation. */
  before: string[];
  aftercare: string[];
};

/** What the page shows in either language: artwork, links and videos (its testimonials come from content/testimonials.json). */
export type ServiceFacts = {
  /** Wide background artwork of the hero (content/artwork/services.json). */
  heroArtwork: string;
  related: ServiceSlug[];
  videos: VideoKey[];
};

/** The words of the page in one language. */
export type ServiceCopy = {
  /** The page's h1 (the breadcrumb's last crumb uses the catalog name). */
  headline: string;
  eyebrow: string;
  /** The <title> (the layout appends the studio name) and meta description. */
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  intro: string;
  /** Dialog title of every booking control on the page. */
  bookingTitle: string;
  /** Short "good for" chips in the hero. */
  idealFor: string[];
  benefits: DetailCard[];
  process: DetailCard[];
  /** `eyebrow` names what the cards list when they are not areas of the body (the page's default label). */
  areas: { eyebrow?: string; title: string; intro: string; cards: DetailCard[] };
  faqs: ServiceFaq[];
  medical?: MedicalDetails;
  /** Closing call to action. */
  closing: { title: string; text: string };
  /** What the service's page in every area adds: a badge in its hero and, for some, a guide. */
  areaPage?: { badge: string; guide?: TreatmentGuide };
};

export type ServiceDetail = ServiceFacts & ServiceCopy;
