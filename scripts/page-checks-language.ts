/**
 * The two languages in the static HTML (formerly e2e/languages.spec.ts's requests): a Spanish page reads in Spanish
 * (no English interface words or treatment names where a visitor or a search result sees text, Spanish dates, the
 * good-faith exam glossed, English quotes announced), its breadcrumb trail stays in Spanish, and the language switch
 * of a page leads to its counterpart, or is absent where there is none.
 */
import { catalogCopy } from '../content/services';
import { estheticsPage } from '../content/pages/esthetics';
import { ivTherapyPage } from '../content/pages/iv-therapy';
import { site } from '../content/site';
import { testimonialLanguageNote } from '../content/testimonials';
import { ui } from '../content/ui';
import { WEEKDAYS } from '../lib/format/hours';
import { agreementMessage, agreementProblems } from '@/site/checks/spanish-agreement';
import { localeOfPath, otherLocale } from '../lib/format/locale';
import { jsonLdItems } from './page-checks-head';
import type { Page, PageCheck } from './page-model';
import { attributes, elements, meta, tags, textOf, title, type Element } from './static-html';

/** Interface words and phrases of the English edition; any of them on a Spanish page is an untranslated string. */
const ENGLISH = [
  'Book',
  'Learn More',
  'Read More',
  'Back to Blog',
  'Call',
  'Hours',
  'Closed',
  'Open now',
  'Contact',
  'About',
  'Home',
  'Services',
  'Gallery',
  'Testimonials',
  'Locations',
  'Menu',
  'Skip to',
  'Explore',
  'Also serving',
  'Text us',
  'Email',
  'Prefer to talk',
  'All rights reserved',
  'Mountain Time',
  'Visit the studio',
  ...WEEKDAYS,
  'Rated',
  'out of',
  'the',
  'and',
  'your',
  'our',
  'with',
  'you',
  'for',
];

/**
 * The English names of treatments whose Spanish name differs (catalog, landing menus): on a Spanish page they are
 * an untranslated label, such as a testimonial's "Chemical Peels" or "Immunity Boost".
 */
const ENGLISH_NAMES = [
  ...(Object.keys(catalogCopy.en.services) as (keyof typeof catalogCopy.en.services)[]).map((slug) => [
    catalogCopy.en.services[slug].name,
    catalogCopy.es.services[slug].name,
  ]),
  ...(Object.keys(catalogCopy.en.treatments) as (keyof typeof catalogCopy.en.treatments)[]).map((id) => [
    catalogCopy.en.treatments[id],
    catalogCopy.es.treatments[id],
  ]),
  ...[estheticsPage, ivTherapyPage].flatMap((landing) =>
    landing.copy.en.offers.items.map((item) => [
      item.title,
      landing.copy.es.offers.items.find((es) => es.slug === item.slug)?.title,
    ]),
  ),
]
  .filter(([en, es]) => en !== es)
  .map(([en]) => en!);

/** Names said the same way in both languages: the studio, treatments clients name in English, standards, providers. */
const ALLOWED = [site.name, 'Skin Studio', 'HydraFacial', 'Botox', 'WCAG', 'WhatsApp', site.booking.provider];

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ENGLISH_WORDS = [...ENGLISH, ...ENGLISH_NAMES].map(
  (word) => [word, new RegExp(`(^|[^\\p{L}])${escaped(word)}($|[^\\p{L}])`, 'u')] as const,
);

/** Anything marked English on purpose: the switch's "English", the consent form's English half, English quotes. */
const markedEnglish = (e: Element) => attributes(e).lang === 'en';
const body = (page: Page) => elements(page.document, (e) => e.tagName === 'body')[0];

/**
 * The text a visitor can see or hear, or a search result shows: the title and description, body text (minus scripts
 * and anything marked lang="en"), and every element's alt text, aria-label, title and placeholder.
 */
function visibleText(page: Page): string {
  const root = body(page);
  if (!root) return '';
  const labels = elements(root, undefined, markedEnglish).flatMap((e) => {
    const a = attributes(e);
    return [a.alt, a['aria-label'], a.title, a.placeholder].filter((v): v is string => Boolean(v));
  });
  const head = [title(page.document), meta(page.document, 'description') ?? ''];
  return [...head, textOf(root, { separator: ' ', skip: markedEnglish }), ...labels].join(' ').replace(/\s+/g, ' ');
}

const isSpanishRoute = (page: Page) => page.kind === 'route' && page.locale === 'es';
const switches = (page: Page) => tags(page.document, 'a').filter((a) => 'data-language-switch' in a);

export const languageChecks: PageCheck[] = [
  {
    name: 'Spanish wording',
    applies: isSpanishRoute,
    problems: (page) => {
      let text = visibleText(page);
      for (const name of ALLOWED) text = text.replaceAll(name, ' ');
      const found = ENGLISH_WORDS.filter(([, pattern]) => pattern.test(text)).map(([word]) => word);
      // Sentences a template puts together are read here as rendered: an article or adjective beside a glossary
      // noun agrees with it (site/checks/spanish-agreement.ts; the glossary test reads the strings of content/).
      const disagreements = [...new Set(agreementProblems(visibleText(page)).map(agreementMessage))];
      return [
        ...(found.length === 0 ? [] : [`English words in the text, title, alt text or labels: ${found.join(', ')}`]),
        ...disagreements,
      ];
    },
  },
  {
    name: 'Spanish dates and notes',
    applies: isSpanishRoute,
    problems: (page) => {
      const root = body(page);
      const text = root ? textOf(root, { separator: ' ', skip: markedEnglish }) : '';
      const problems: string[] = [];
      const dates = text.match(/(?<!\d)\d{1,2}\/\d{1,2}\/\d{2,4}(?!\d)/g);
      if (dates) problems.push(`day/month dates: ${dates.join(', ')}`);
      const exam = text.search(/examen médico previo/i);
      if (
        exam >= 0 &&
        !/^examen médico previo \(el good faith exam que exige Texas\)/i.test(text.slice(exam, exam + 60))
      )
        problems.push(`the good-faith exam is not glossed at its first mention: "${text.slice(exam, exam + 60)}"`);
      const englishQuote = elements(page.document, (e) => e.tagName === 'blockquote' && attributes(e).lang === 'en');
      if (englishQuote.length > 0 && !text.includes(testimonialLanguageNote.es))
        problems.push(`English quotes without the note "${testimonialLanguageNote.es}"`);
      return problems;
    },
  },
  {
    name: 'Spanish breadcrumbs',
    applies: isSpanishRoute,
    problems: (page, site) => {
      const lists = jsonLdItems(page).items.filter((item) => item['@type'] === 'BreadcrumbList');
      const nav = elements(
        page.document,
        (e) => e.tagName === 'nav' && attributes(e)['aria-label'] === ui.es.breadcrumb.label,
      )[0];
      if (lists.length !== (nav ? 1 : 0))
        return [`${lists.length} BreadcrumbList JSON-LD for ${nav ? 'one visible trail' : 'no visible trail'}`];
      if (!nav) return [];
      const items = (lists[0]!.itemListElement ?? []) as { name: string; item: string }[];
      const names = items.map((i) => i.name);
      const shown = elements(nav, (e) => e.tagName === 'li').map((li) => textOf(li).replace('›', '').trim());
      const problems: string[] = [];
      if (JSON.stringify(names) !== JSON.stringify(shown))
        problems.push(`breadcrumb JSON-LD ${names.join(' › ')}, but the trail shows ${shown.join(' › ')}`);
      if (names[0] !== ui.es.breadcrumb.home)
        problems.push(`the breadcrumb trail starts at ${names[0]}, not ${ui.es.breadcrumb.home}`);
      // "Inicio" is the Spanish home once it is published (until then the English one).
      const home = site.routes.some((route) => route.path === '/es') ? '/es' : '/';
      const pathOf = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).pathname : String(url));
      if (pathOf(items[0]?.item) !== home) problems.push(`the breadcrumb home is ${items[0]?.item}, expected ${home}`);
      for (const item of items.slice(1))
        if (localeOfPath(pathOf(item.item)) !== 'es')
          problems.push(`the breadcrumb ${item.name} leads to ${item.item}`);
      if (pathOf(items.at(-1)?.item) !== page.path)
        problems.push(`the breadcrumb trail ends at ${items.at(-1)?.item}, not at the page itself`);
      return problems;
    },
  },
  {
    // A page with a counterpart switches to it from the header and the mobile menu; any other page has no switch.
    name: 'language switch',
    applies: (page) => page.kind === 'route' || page.kind === 'not-found',
    problems: (page) => {
      const found = switches(page);
      const alternate = page.route?.alternate;
      if (!alternate) return found.length === 0 ? [] : [`${found.length} language switches, but no counterpart`];
      const other = otherLocale(page.locale);
      const problems = found
        .filter((a) => a.href !== alternate || a.lang !== other || a.hreflang !== other)
        .map(
          (a) =>
            `language switch to ${a.href} (lang ${a.lang}, hreflang ${a.hreflang}), expected ${alternate} in ${other}`,
        );
      if (found.length !== 2)
        problems.unshift(`${found.length} language switches (the header's and the mobile menu's expected)`);
      return problems;
    },
  },
];
