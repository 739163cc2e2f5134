/**
 * JSON-LD builders: structured data for search engines, built from the content data. Typed with schema-dts
 * (types only, nothing ships), so a misspelled property or a wrong value type fails type-checking.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  DaySpa,
  FAQPage,
  MedicalClinic,
  Organization,
  Service,
  WebSite,
  WithContext,
} from 'schema-dts';
import { areaNames } from '@/content/locations';
import { site, type DayHours, type Weekday } from '@/content/site';
import type { Locale } from '@/lib/format/locale';
import { absoluteUrl } from '@/site/metadata';

const DAY_URL = (day: Weekday) => `https://schema.org/${day}` as const;

/** schema-dts types a node as "object or plain URL string"; these builders always write the object. */
type Node<T> = Exclude<T, string>;
/** The studio is both a day spa and a medical clinic: schema.org allows several types, schema-dts models one. */
type Studio = Omit<Node<DaySpa>, '@type'> &
  Omit<Node<MedicalClinic>, '@type'> & { '@type': ['DaySpa', 'MedicalClinic'] };
/** A reference to the studio node from another node (provider, publisher). */
type StudioRef = Omit<Node<Organization>, '@type'> & { '@type': ['DaySpa', 'MedicalClinic'] | 'Organization' };

/** JSON for a <script type="application/ld+json">, with <, > and & escaped so it can never end the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export const businessId = `${site.url}/#business`;

/** The languages the website is written in and the studio speaks. */
const SPOKEN: { name: string; code: Locale }[] = [
  { name: 'English', code: 'en' },
  { name: 'Spanish', code: 'es' },
];

/** The website in one language: its home page, its language and the studio that publishes it. */
export function webSite(locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${absoluteUrl(locale === 'en' ? '/' : '/es')}#website-${locale}`,
    name: site.name,
    url: absoluteUrl(locale === 'en' ? '/' : '/es'),
    inLanguage: locale,
    publisher: { '@id': businessId },
  } satisfies WithContext<WebSite>;
}

/** The studio, described in the page's language (the founder's job title is the one phrase that differs). */
export function localBusiness(locale: Locale) {
  const open = site.hours.filter((h): h is DayHours & { open: string; close: string } => Boolean(h.open && h.close));
  return {
    '@context': 'https://schema.org',
    '@type': ['DaySpa', 'MedicalClinic'],
    '@id': businessId,
    name: site.name,
    url: absoluteUrl('/'),
    telephone: site.phone.tel,
    email: site.email,
    image: absoluteUrl(site.socialImage.path),
    priceRange: '$$',
    founder: {
      '@type': 'Person',
      name: site.owner.name,
      jobTitle: site.owner.title[locale],
    },
    // The studio serves clients in both languages, by phone and in person.
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: site.phone.tel,
      email: site.email,
      availableLanguage: SPOKEN.map(({ name, code }) => ({ '@type': 'Language', name, alternateName: code })),
    },
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.address.geo.latitude, longitude: site.address.geo.longitude },
    areaServed: [site.address.locality, ...areaNames].map((name) => ({ '@type': 'City', name })),
    openingHoursSpecification: open.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DAY_URL(h.day),
      opens: h.open,
      closes: h.close,
    })),
  } satisfies Studio & { '@context': 'https://schema.org' };
}

export type Crumb = { name: string; path: string };

export function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  } satisfies WithContext<Node<BreadcrumbList>>;
}

/** The questions and answers of a page; `locale` states their language. */
export function faqPage(items: { question: string; answer: string }[], locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  } satisfies WithContext<Node<FAQPage>>;
}

export function serviceSchema(input: {
  name: string;
  description: string;
  path: string;
  serviceType?: string;
  areas?: string[];
  locale: Locale;
}) {
  const provider: StudioRef = { '@id': businessId, '@type': ['DaySpa', 'MedicalClinic'], name: site.name };
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    serviceType: input.serviceType ?? input.name,
    provider: provider as Node<Organization>,
    areaServed: (input.areas ?? [site.address.locality, ...areaNames]).map((name) => ({
      '@type': 'City' as const,
      name,
    })),
    // A Service has no language of its own: the page that describes it states the language of its name and description.
    mainEntityOfPage: { '@type': 'WebPage' as const, '@id': absoluteUrl(input.path), inLanguage: input.locale },
  } satisfies WithContext<Node<Service>>;
}

export type CatalogItem = {
  name: string;
  description: string;
  /** Extra facts appended to the description, e.g. "Ingredients: ..." and "Duration: ...". */
  facts?: string[];
};

/**
 * A service offered by the studio with a menu of treatments (e.g. the IV drip menu), each item a
 * MedicalTherapy (or another schema.org type) under an OfferCatalog, provided by the business.
 */
export function serviceCatalog(input: {
  name: string;
  description: string;
  path: string;
  serviceType?: string;
  catalogName: string;
  itemType?: string;
  items: CatalogItem[];
  locale: Locale;
}) {
  const itemType = input.itemType ?? 'MedicalTherapy';
  return {
    ...serviceSchema({
      name: input.name,
      description: input.description,
      path: input.path,
      serviceType: input.serviceType,
      locale: input.locale,
    }),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: input.catalogName,
      itemListElement: input.items.map((item, index) => ({
        '@type': 'Offer',
        position: index + 1,
        availability: 'https://schema.org/InStock',
        itemOffered: {
          '@type': itemType,
          name: item.name,
          description: [item.description, ...(item.facts ?? [])].join(' '),
        },
      })),
    },
  };
}

export function blogPosting(input: {
  title: string;
  description: string;
  path: string;
  image: string;
  datePublished: string;
  /** When the post last changed in substance; the publish date when it has not. */
  dateModified?: string;
  author: string;
  tags: string[];
  locale: Locale;
  /** The same article in the other language, when it exists: English posts are the originals, Spanish ones translations. */
  translation?: { path: string; locale: Locale };
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    inLanguage: input.locale,
    ...(input.translation
      ? {
          [input.locale === 'en' ? 'workTranslation' : 'translationOfWork']: {
            '@type': 'BlogPosting',
            url: absoluteUrl(input.translation.path),
            inLanguage: input.translation.locale,
          },
        }
      : {}),
    headline: input.title,
    description: input.description,
    image: absoluteUrl(input.image),
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: { '@type': 'Person', name: input.author },
    publisher: { '@id': businessId, '@type': 'Organization', name: site.name },
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(input.path) },
    url: absoluteUrl(input.path),
    keywords: input.tags.join(', '),
  } satisfies WithContext<Node<BlogPosting>>;
}
