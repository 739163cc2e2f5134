/**
 * The studio's service catalog: the services with their own detail page under /services/<slug>, one file each beside
 * this one, and the treatments without a page (treatments.ts). Adding a service is one file (copy a service's) and one
 * entry in `definitions`; its name, summary, article, page, menu place and home card are in that file, and the maps
 * below (names, words, articles, page copy) follow. Lengths and prices are the owner's, edited in /admin: they come
 * from content/studio.json (lengths.ts). Location pages, home cards and related-service links reference these slugs,
 * so a typo fails type-checking.
 */
import { timeLabel, type Span } from '@/lib/format/durations';
import type { Bilingual } from '@/lib/format/bilingual';
import type { Locale } from '@/lib/format/locale';
import { antiAgingFacial } from './anti-aging-facial';
import { botox } from './botox';
import { deepCleansingFacial } from './deep-cleansing-facial';
import { facialTreatments } from './facial-treatments';
import { hydrafacial } from './hydrafacial';
import { lipFillers } from './lip-fillers';
import { treatmentNames, treatments, type Treatment, type TreatmentId } from './treatments';
import {
  appointmentOf,
  type AppointmentLength,
  type Article,
  type ServiceCopy,
  type ServiceFacts,
  type ServiceWords,
  type VideoKey,
} from './types';

export { appointmentOf, articlesByName, performerNamed, spansOf } from './types';
export type {
  AppointmentLength,
  Article,
  DetailCard,
  HomeTabId,
  MedicalDetails,
  MenuCategoryId,
  ServiceCopy,
  ServiceFaq,
  ServicePrice,
  ServiceTimes,
  TreatmentGuide,
  VideoKey,
} from './types';
export { ivDrips, ivSessionLength, menuLengths, treatmentArticles, treatments } from './treatments';
export type { IvDripSlug, Treatment, TreatmentId } from './treatments';

/** Every catalog service, in the catalog's order (the sitemap's, /about's and every list of them). */
const definitions = [antiAgingFacial, deepCleansingFacial, hydrafacial, facialTreatments, botox, lipFillers] as const;

type Definition = (typeof definitions)[number];

export type ServiceSlug = Definition['facts']['slug'];

/** A service as the pages read it: its facts, with its English name and summary. */
export type ServiceSummary = Omit<ServiceFacts, 'slug'> & { name: string; summary: string };

/** Each service's facts as its file writes them (so Botox's `price.unitsPerSession` is known to be there). */
type FactsOf = { [D in Definition as D['facts']['slug']]: D['facts'] };

/** A service's words in both languages, as every file writes them. */
type Words = { en: ServiceWords; es: ServiceWords & { article: Article } };

/** What a service page shows in one language: its artwork, links and videos, and its words. */
export type ServiceDetail = ServiceCopy & { heroArtwork: string; related: ServiceSlug[]; videos: VideoKey[] };

/** A catalog entry's words in one language: its name, its length as a label and its summary. */
type CatalogEntryWords = { name: string; duration: string; summary: string };

const single = (span: Span) => span.min === span.max;

/**
 * A service's length as its label: "60 min"; an appointment with its injection inside, "30 min appointment (10-15 min
 * injection)".
 */
const lengthLabel: Record<Locale, (length: AppointmentLength) => string> = {
  en: (length) =>
    'appointment' in length
      ? `${timeLabel('en', length.appointment)} appointment (${timeLabel('en', length.injection)} injection)`
      : timeLabel('en', length),
  // A Spanish range label starts with its own "de" ("de 30 a 45 min"): "Cita de 30 min", "Cita de 30 a 45 min".
  es: (length) =>
    'appointment' in length
      ? `Cita ${single(length.appointment) ? 'de ' : ''}${timeLabel('es', length.appointment)} (${timeLabel('es', length.injection)} de inyección)`
      : timeLabel('es', length),
};

const bySlug = <T>(entries: [string, T][]) => Object.fromEntries(entries) as Record<ServiceSlug, T>;

/**
 * Everything derived from the services' facts: the words are rebuilt from them, so a test can change a fact and read
 * every sentence that states it.
 */
export function catalogFrom(factsOf: Readonly<Record<string, Omit<ServiceFacts, 'slug'>>>) {
  const built = definitions.map((definition) => {
    const { slug } = definition.facts;
    const facts = factsOf[slug]!;
    // Each file's words take its own facts; the union of the files' functions takes only what all of them take.
    const words = (definition.words as (facts: unknown) => Words)(facts);
    return { slug, facts, words };
  });
  const services = Object.fromEntries(
    built.map(({ slug, facts, words }) => [slug, { name: words.en.name, ...facts, summary: words.en.summary }]),
  ) as unknown as { [S in ServiceSlug]: FactsOf[S] & { name: string; summary: string } };
  const wordsIn = (locale: Locale) => ({
    services: bySlug<CatalogEntryWords>(
      built.map(({ slug, facts, words }) => [
        slug,
        { name: words[locale].name, duration: lengthLabel[locale](facts.duration), summary: words[locale].summary },
      ]),
    ),
    treatments: treatmentNames[locale],
  });
  const detailsIn = (locale: Locale) =>
    bySlug<ServiceDetail>(
      built.map(({ slug, facts, words }) => [
        slug,
        {
          heroArtwork: facts.page.heroArtwork,
          related: [...facts.page.related] as ServiceSlug[],
          videos: [...facts.page.videos],
          ...words[locale].page,
        },
      ]),
    );
  return {
    services,
    /** The catalog's words in each language: each service's name, length label and summary, each treatment's name. */
    catalogCopy: { en: wordsIn('en'), es: wordsIn('es') } satisfies Bilingual<ReturnType<typeof wordsIn>>,
    /** Each service page's copy in each language. */
    serviceDetailsIn: { en: detailsIn('en'), es: detailsIn('es') } as Record<
      Locale,
      Record<ServiceSlug, ServiceDetail>
    >,
    /** The article of each service's Spanish name, written beside the name in its file. */
    catalogArticles: Object.fromEntries(built.map(({ words }) => [words.es.name, words.es.article])) as Readonly<
      Record<string, Article>
    >,
    /** Each service's home card description in each language, for the services that have a card. */
    homeCardWords: Object.fromEntries(
      built.flatMap(({ slug, words }) =>
        'homeCard' in words.en ? [[slug, { en: words.en.homeCard, es: words.es.homeCard }]] : [],
      ),
    ) as Partial<Record<ServiceSlug, Record<Locale, string>>>,
  };
}

const catalog = catalogFrom(
  bySlug(
    definitions.map(({ facts }) => [
      facts.slug,
      // A related-service link names a catalog service: the slugs come from the files, so the check is here, and a
      // slug that is not one fails type-checking on this line.
      { ...facts, page: { ...facts.page, related: facts.page.related satisfies readonly ServiceSlug[] } },
    ]),
  ),
);

export const { services, catalogCopy, serviceDetailsIn, catalogArticles, homeCardWords } = catalog;

export const serviceSlugs = definitions.map((d) => d.facts.slug) as ServiceSlug[];

/** The English pages' copy. */
export const serviceDetails = serviceDetailsIn.en;

/** What each catalog service is called in each language: the catalog's name in English, how clients here say it in Spanish. */
export const serviceNames: Bilingual<Record<ServiceSlug, string>> = {
  en: bySlug(serviceSlugs.map((slug) => [slug, catalogCopy.en.services[slug].name])),
  es: bySlug(serviceSlugs.map((slug) => [slug, catalogCopy.es.services[slug].name])),
};

/** Where each service sits: its /services menu category and rank, and its home card. */
export const placements = definitions.map(
  ({ facts }): Pick<ServiceFacts, 'slug' | 'menu' | 'homeCard'> & { slug: ServiceSlug } => ({
    slug: facts.slug,
    menu: facts.menu,
    ...('homeCard' in facts ? { homeCard: facts.homeCard } : {}),
  }),
);

export function servicePath(slug: ServiceSlug): string {
  return `/services/${slug}`;
}

/** A service's card artwork, named after it (content/artwork/services.json). */
export function serviceArtwork(slug: ServiceSlug): string {
  return `services/${slug}`;
}

/** Name and length as the home card shows them: a catalog service's homeCard wording where it has one. */
export function homeCardFacts(id: ServiceSlug | TreatmentId): Treatment {
  if (id in treatments) return treatments[id as TreatmentId];
  const service: ServiceSummary = services[id as ServiceSlug];
  const appointment = appointmentOf(service.duration);
  const duration = service.homeCard?.fullSlot ? { ...appointment, min: appointment.max } : appointment;
  return { name: service.homeCard?.name ?? service.name, duration };
}
