/**
 * Testimonials in the static HTML (formerly e2e/testimonials.spec.ts's requests): every card any page shows is one
 * of content/testimonials.json, on a page where it may appear, with its source label in the page's language, in the
 * order its language lists them (`inPageOrder`: Spanish quotes first on a Spanish page); the testimonials page lists
 * them all, and its Spanish edition keeps each quote in its client's language.
 */
import { testimonialLabel, testimonials, testimonialsOn, type TestimonialPlace } from '../content/testimonials';
import type { Page, PageCheck, SiteCheck } from './page-model';
import { attributes, elements, strings, textOf, type Element } from './static-html';

const isRoute = (page: Page) => page.kind === 'route';
const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();
const isQuote = (e: Element) => e.tagName === 'blockquote';

/** A card is a figure or a carousel slide of class testimonial-card holding a blockquote; its caption is the rest. */
function testimonialCards(page: Page): Element[] {
  return elements(
    page.document,
    (e) => (e.tagName === 'figure' || e.tagName === 'div') && /^testimonial-card/.test(attributes(e).class ?? ''),
  );
}

/** Where a page's testimonials come from: the home carousel, a landing or service page, or the full list. */
const placeOf = (page: Page) => {
  const path = page.path.replace(/^\/es(?=\/|$)/, '') || '/';
  return (path === '/' ? 'home' : path) as TestimonialPlace | '/testimonials';
};

export const testimonialChecks: PageCheck[] = [
  {
    name: 'testimonial cards',
    applies: isRoute,
    problems: (page) => {
      const shown = new Map(testimonialsOn(placeOf(page), page.locale).map((t) => [collapsed(t.text), t]));
      return testimonialCards(page).flatMap((card) => {
        const quote = elements(card, isQuote)[0];
        const text = quote ? textOf(quote) : '';
        const inner = /^“([\s\S]*)”$/.exec(text)?.[1];
        const problems: string[] = [];
        const testimonial = inner === undefined ? undefined : shown.get(inner);
        if (!testimonial)
          problems.push(`testimonial "${text.slice(0, 50)}" is not one content/testimonials.json shows here`);
        else if (!textOf(card, { skip: isQuote }).includes(testimonialLabel(testimonial, page.locale)))
          problems.push(
            `testimonial "${text.slice(0, 50)}" without its label "${testimonialLabel(testimonial, page.locale)}"`,
          );
        return problems;
      });
    },
  },
  {
    // English pages keep the owner's order; a Spanish page lists the Spanish quotes first (content/testimonials.ts).
    name: 'testimonials in page order',
    applies: (page) => isRoute(page) && testimonialCards(page).length > 0,
    problems: (page) => {
      const quoted = testimonialCards(page).map((card) => {
        const quote = elements(card, isQuote)[0];
        return /^“([\s\S]*)”$/.exec(quote ? textOf(quote) : '')?.[1] ?? '';
      });
      const expected = testimonialsOn(placeOf(page), page.locale).map((t) => collapsed(t.text));
      const at = quoted.findIndex((text, i) => text !== expected[i]);
      const cut = (text: string | undefined) => (text ?? '').slice(0, 40);
      if (at >= 0)
        return [
          `testimonial ${at + 1} of ${quoted.length} is "${cut(quoted[at])}", expected "${cut(expected[at])}" (content/testimonials.ts, inPageOrder)`,
        ];
      return quoted.length === expected.length
        ? []
        : [`${quoted.length} testimonials, expected ${expected.length}: next "${cut(expected[quoted.length])}"`];
    },
  },
  {
    name: 'testimonials page lists all',
    applies: (page) => isRoute(page) && page.path === '/testimonials',
    problems: (page) => {
      const texts = strings(page.document);
      return testimonials
        .filter((t) => !texts.some((text) => text.includes(t.name)))
        .map((t) => `the testimonial of ${t.name} is not in the HTML`);
    },
  },
  {
    // Each quote carries its client's language; the card around it (stars' text, source line) is the page's.
    name: 'Spanish testimonials page',
    applies: (page) => isRoute(page) && page.path === '/es/testimonials',
    problems: (page) => {
      const figures = elements(page.document, (e) => e.tagName === 'figure');
      const langs = figures.map((f) => {
        const quote = elements(f, isQuote)[0];
        return (quote && attributes(quote).lang) ?? '-';
      });
      const listed = testimonialsOn('/testimonials', 'es');
      const expected = listed.map((t) => t.lang);
      const problems: string[] = [];
      if (langs.join() !== expected.join())
        problems.push(`quote languages ${langs.join(',')}, expected ${expected.join(',')} (content/testimonials.json)`);
      const unlabelled = figures.filter(
        (f, i) => !textOf(f, { skip: isQuote }).includes(testimonialLabel(listed[i] ?? listed[0]!, 'es')),
      ).length;
      if (unlabelled > 0) problems.push(`${unlabelled} testimonials without their Spanish label`);
      for (const label of new Set(testimonials.map((t) => testimonialLabel(t, 'en'))))
        if (page.html.includes(label)) problems.push(`the English label "${label}" is on the page`);
      return problems;
    },
  },
];

export const testimonialSiteChecks: SiteCheck[] = [
  {
    name: 'testimonials shown',
    problems: (site) =>
      [...site.pages.values()].some((page) => isRoute(page) && testimonialCards(page).length > 0)
        ? []
        : ['no page shows a testimonial card (class testimonial-card)'],
  },
];
