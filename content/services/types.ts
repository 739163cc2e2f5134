/**
 * The shape of a catalog service: its facts, its words in each language and its places on the /services menu and
 * the home page. Each service is one file beside this one, written with `defineService`; content/services/index.ts
 * lists them and derives every map the pages read.
 */
import type { site } from '@/content/site';
import type { Translation } from '@/lib/format/bilingual';
import type { Range, Span } from '@/lib/format/durations';

/** How long a visit takes: one span, or an appointment with its injection inside it (Botox). */
export type AppointmentLength = Span | { appointment: Span; injection: Span };

/** The whole appointment a length books. */
export const appointmentOf = (length: AppointmentLength): Span =>
  'appointment' in length ? length.appointment : length;

/** Every span a length states: the appointment, and the injection inside it where there is one. */
export const spansOf = (length: AppointmentLength): Span[] =>
  'appointment' in length ? [length.appointment, length.injection] : [length];

/** Spans of time, keyed by what they time ("firstEffect", "lasts"). */
export type ServiceTimes = Record<string, Span>;

export type ServicePrice =
  | { dollars: Range; per: 'session' }
  | { dollars: Range; per: 'unit'; /** How many units most sessions use. */ unitsPerSession: Range };

/** A Spanish definite article: the name's gender and number. */
export type Article = 'el' | 'la' | 'los' | 'las';

/**
 * Spanish names and their articles, joined by the id both are written under: an article sits beside its name's entry
 * (a list's items each have one, or type-checking names the one left out), and renaming the Spanish name keeps it.
 */
export function articlesByName<K extends string>(
  names: Record<K, string>,
  articles: Record<K, Article>,
): Record<string, Article> {
  return Object.fromEntries((Object.keys(articles) as K[]).map((id) => [names[id], articles[id]]));
}

/** The /services menu's categories, in the order the page shows them (content/service-menu.ts words them). */
export type MenuCategoryId = 'facials' | 'skin-care' | 'anti-aging' | 'special-treatments' | 'iv-therapy';

/** The home page's service tabs (content/home-services.ts words them). */
export type HomeTabId = 'facials' | 'skin-care' | 'anti-aging' | 'special-treatments';

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

/** The words of the service's page (/services/<slug> and /es/services/<slug>) in one language. */
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

/**
 * A service's facts, the same in both languages. `related` is checked against the catalog's slugs in the index (the
 * slugs are derived from these files, so a file cannot name that type itself).
 */
export type ServiceFacts = {
  /** The URL segment: /services/<slug>; also the name of its card artwork (content/artwork/services.json). */
  slug: string;
  /** How long the appointment takes: `lengths.<key>`, the owner's length from content/studio.json. */
  duration: AppointmentLength;
  /** Medical services are performed by licensed registered nurses under the medical director. */
  medical: boolean;
  /** The published price range in US dollars (medical services), per unit or per session, from `prices`. */
  price?: ServicePrice;
  /**
   * When results show and how long they (and the visible after-effects) last, each with its unit:
   * `fullEffect: days(10, 14)`. The service's pages, and any page that times its results, read them here.
   */
  results?: ServiceTimes;
  /**
   * How long to hold off before or after the visit, where the service's pages give that advice in more than one
   * place (`retinoidsAfter: hours(48)`); advice given once stays in its sentence.
   */
  waits?: ServiceTimes;
  /** Its place on the /services menu: the category, and its rank among the catalog services listed there. */
  menu: { category: MenuCategoryId; order: number };
  /**
   * Its card on the home page, if it has one: the tab, its rank among the catalog cards of that tab, its artwork
   * (content/artwork/home.json), the card's English name where it differs from the catalog's, and whether the card
   * books the appointment's full slot (its longest time: "30-45 min" books "45 min") instead of its range.
   */
  homeCard?: { tab: HomeTabId; order: number; image: string; name?: string; fullSlot?: true };
  /** What its page shows in either language: the hero artwork, the related services' cards and the videos. */
  page: { heroArtwork: string; related: readonly string[]; videos: readonly VideoKey[] };
};

/**
 * A service's words in one language: its catalog name and summary, its home card's description and its page. The
 * summary says what the treatment does, never who performs it: every card that shows a summary says who performs and
 * supervises a medical service in a line of its own (components/services/performed-by.tsx), so a summary naming
 * them would say it twice (`performerNamed`).
 */
export type ServiceWords = { name: string; summary: string; homeCard?: string; page: ServiceCopy };

/** The words, in either language, that name who performs or supervises a medical treatment. */
const PERFORMER_WORDS =
  /(?<![\p{L}])(nurses?|injectors?|RN|physicians?|medical director|doctors?|enfermer[ao]s?|inyector[ae]s?|director médico|médico supervisor|médicos? con licencia|doctor[ae]s?)(?![\p{L}])/iu;

/** The word of `text` that names who performs or supervises a medical treatment ("nurse", "enfermera"), if any. */
export const performerNamed = (text: string): string | undefined => PERFORMER_WORDS.exec(text)?.[1];

/** The Spanish words: the English shape (type-checked), and the article its name takes in a sentence ("el"). */
export type SpanishWords<T> = Translation<T> & { article: Article };

/**
 * One catalog service. Its words are written as a function of its facts, so each sentence states the value the
 * facts hold, and a changed length, price or timing (or a test's) reaches every sentence that states it.
 */
export function defineService<
  const F extends ServiceFacts,
  W extends { en: ServiceWords; es: ServiceWords & { article: Article } },
>(facts: F, words: (facts: F) => W): { facts: F; words: (facts: F) => W } {
  return { facts, words };
}
