/**
 * Medical treatments on cards: a card that describes one (the /services menu, a service page's related services, the
 * home page's teasers, an area's treatment cards, in either language) says who performs it and who supervises them,
 * exactly once. The description never says it (content/services.test.ts, "catalog summaries"); the card's own line
 * does (components/services/performed-by.tsx). A card is the nearest <li> or <article> around a paragraph that
 * starts with the description (the home page's teasers go on in the same paragraph).
 */
import { serviceMenuIn } from '../content/service-menu';
import { services } from '../content/services';
import { site } from '../content/site';
import type { Locale } from '../lib/format/locale';
import { matrix } from '../site/matrix';
import type { Page, PageCheck } from './page-model';
import { elements, textOf, type Element } from './static-html';

const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What a card says of each medical treatment in `locale`: the menu's descriptions and the areas' summaries. */
export function medicalDescriptions(locale: Locale): string[] {
  return [
    ...serviceMenuIn(locale)
      .flatMap((category) => category.items)
      .filter((item) => item.medical)
      .map((item) => item.description),
    ...matrix.filter((pair) => services[pair.serviceSlug].medical).map((pair) => pair.copy[locale].summary),
  ].map(collapsed);
}

/** How many times `phrase` is in `text`, whatever the case of its first letter. */
const timesIn = (text: string, phrase: string) => text.toLowerCase().split(phrase.toLowerCase()).length - 1;

/** The nearest <li> or <article> around an element, if any: the card it is on. */
function cardAround(element: Element): Element | undefined {
  for (let node = element.parentNode; node && 'tagName' in node; node = node.parentNode)
    if (node.tagName === 'li' || node.tagName === 'article') return node;
  return undefined;
}

export const medicalCardChecks: PageCheck[] = [
  {
    name: 'medical cards',
    applies: (page: Page) => page.kind === 'route',
    problems: (page) => {
      const descriptions = medicalDescriptions(page.locale);
      const { injector, ivProvider, supervisor } = site.medical[page.locale];
      const cards = new Set(
        elements(
          page.document,
          (e) => e.tagName === 'p' && descriptions.some((description) => textOf(e).startsWith(description)),
        ).flatMap((p) => cardAround(p) ?? []),
      );
      return [...cards].flatMap((card) => {
        const text = textOf(card, { separator: ' ' });
        const performer = timesIn(text, injector) + timesIn(text, ivProvider);
        const supervising = timesIn(text, supervisor);
        const heading = textOf(elements(card, (e) => /^h[2-6]$/.test(e.tagName))[0] ?? card).slice(0, 40);
        return performer === 1 && supervising === 1
          ? []
          : [
              `the card of ${heading} names who performs it ${performer} times and who supervises ${supervising} (once each)`,
            ];
      });
    },
  },
];
