/**
 * What a crawler reads from a route's <head>: language, title, description, canonical URL, hreflang links, Open
 * Graph and Twitter tags, and JSON-LD (formerly the static half of e2e/routes.spec.ts).
 */
import { ogLocale, otherLocale } from '../lib/format/locale';
import { absoluteUrl } from '@/site/metadata';
import type { Page, PageCheck } from './page-model';
import { shareImageProblems } from './share-image';
import { jsonLd, meta, tags, title } from './static-html';

const isRoute = (page: Page) => page.kind === 'route';

/** The page's JSON-LD items (an array block counts as its items), or why they cannot be read. */
export function jsonLdItems(page: Page): { items: Record<string, unknown>[]; error?: string } {
  try {
    return { items: jsonLd(page.document).flat() as Record<string, unknown>[] };
  } catch (error) {
    return { items: [], error: (error as Error).message };
  }
}

/** The hreflang links a page declares, hreflang -> URL. */
const hreflangLinks = (page: Page): Record<string, string> =>
  Object.fromEntries(
    tags(page.document, 'link')
      .filter((l) => l.rel === 'alternate' && l.hreflang)
      .map((l) => [l.hreflang!, l.href ?? '']),
  );

const listed = (links: Record<string, string>) =>
  Object.keys(links).length === 0
    ? 'none'
    : Object.entries(links)
        .map(([lang, href]) => `${lang} ${href}`)
        .join(', ');

export const headChecks: PageCheck[] = [
  {
    name: 'language',
    applies: (page) => page.kind === 'route' || page.kind === 'not-found',
    problems: (page) => {
      const lang = tags(page.document, 'html')[0]?.lang;
      return lang === page.locale ? [] : [`<html lang="${lang ?? ''}">, expected lang="${page.locale}"`];
    },
  },
  {
    name: 'title',
    applies: isRoute,
    problems: (page) => (/\S/.test(title(page.document)) ? [] : ['no <title> text']),
  },
  {
    name: 'description',
    applies: isRoute,
    problems: (page) =>
      /\S.{49,}/.test(meta(page.document, 'description') ?? '')
        ? []
        : ['meta description missing or shorter than 50 characters'],
  },
  {
    name: 'canonical URL',
    applies: isRoute,
    problems: (page) => {
      const href = tags(page.document, 'link').find((l) => l.rel === 'canonical')?.href;
      return href === absoluteUrl(page.path)
        ? []
        : [`canonical URL ${href ?? 'missing'}, expected ${absoluteUrl(page.path)}`];
    },
  },
  {
    // A page with a counterpart links both languages, English as the default, absolute; a page without has none.
    name: 'hreflang links',
    applies: isRoute,
    problems: (page) => {
      const { locale, alternate } = page.route!;
      const english = locale === 'en' ? page.path : alternate;
      const spanish = locale === 'es' ? page.path : alternate;
      const expected: Record<string, string> = alternate
        ? { en: absoluteUrl(english!), es: absoluteUrl(spanish!), 'x-default': absoluteUrl(english!) }
        : {};
      const found = hreflangLinks(page);
      const same =
        Object.keys(found).length === Object.keys(expected).length &&
        Object.entries(expected).every(([lang, href]) => found[lang] === href);
      return same ? [] : [`hreflang links ${listed(found)}, expected ${listed(expected)}`];
    },
  },
  {
    name: 'Open Graph locale',
    applies: isRoute,
    problems: (page) => {
      const problems: string[] = [];
      const locale = meta(page.document, 'og:locale');
      if (locale !== ogLocale[page.locale])
        problems.push(`og:locale ${locale ?? 'missing'}, expected ${ogLocale[page.locale]}`);
      const alternate = meta(page.document, 'og:locale:alternate');
      const other = ogLocale[otherLocale(page.locale)];
      if (page.route!.alternate && alternate !== other)
        problems.push(`og:locale:alternate ${alternate ?? 'missing'}, expected ${other}`);
      return problems;
    },
  },
  { name: 'share image tags', applies: isRoute, problems: (page) => shareImageProblems(page.document) },
  {
    name: 'Twitter card',
    applies: isRoute,
    problems: (page) => {
      const card = meta(page.document, 'twitter:card');
      return card === 'summary_large_image' ? [] : [`twitter:card ${card ?? 'missing'}, expected summary_large_image`];
    },
  },
  {
    name: 'JSON-LD',
    applies: isRoute,
    problems: (page) => {
      const { items, error } = jsonLdItems(page);
      if (error) return [error];
      if (items.length === 0) return ['no JSON-LD (the business at least)'];
      const problems = items
        .filter((item) => item['@context'] !== 'https://schema.org')
        .map((item) => `JSON-LD ${String(item['@type'])} without @context https://schema.org`);
      const inLanguage = items.find((item) => item['@type'] === 'WebSite')?.inLanguage;
      if (inLanguage !== page.locale)
        problems.push(`WebSite JSON-LD inLanguage ${String(inLanguage ?? 'missing')}, expected ${page.locale}`);
      return problems;
    },
  },
];
