/**
 * The home page in each language (formerly e2e/home.spec.ts's requests): all of it is in the static HTML, sections
 * below the fold defer their rendering, and the page a phone downloads and hydrates stays small.
 */
import { galleryImagesIn } from '../content/gallery';
import { homeServiceCategoriesIn } from '../content/home-services';
import { testimonialsOn } from '../content/testimonials';
import type { Page, PageCheck } from './page-model';
import { attributes, elementCount, elements, strings, textOf } from './static-html';

/** The home page's sections, in order. */
export const HOME_SECTIONS = [
  'hero',
  'about',
  'education',
  'services',
  'locations',
  'gallery',
  'testimonials',
  'location',
  'contact',
];
const HOME_MAX_BYTES = 160_000;
const HOME_MAX_ELEMENTS = 800;

const isHome = (page: Page) => page.kind === 'route' && (page.path === '/' || page.path === '/es');

/** The phrases the home page must hold: every tab panel's cards, the signature facial, the first testimonials. */
const homePhrases = (page: Page) => [
  ...homeServiceCategoriesIn(page.locale).flatMap((category) => category.cards.map((card) => card.title)),
  'Signature Glow Facial',
  ...testimonialsOn('home', page.locale)
    .slice(0, 3)
    .map((t) => t.name),
];

export const homeChecks: PageCheck[] = [
  {
    name: 'home page content',
    applies: isHome,
    problems: (page) => {
      const problems: string[] = [];
      const all = elements(page.document);
      const withId = (id: string) => all.findIndex((e) => attributes(e).id === id);
      const found = HOME_SECTIONS.filter((id) => withId(id) >= 0);
      if (found.length < HOME_SECTIONS.length)
        problems.push(`sections missing: ${HOME_SECTIONS.filter((id) => !found.includes(id)).join(', ')}`);
      const order = [...found].sort((a, b) => withId(a) - withId(b));
      if (order.join() !== found.join()) problems.push(`sections out of order: ${order.join(', ')}`);
      // Each part below the hero is a <section>, a region a screen reader lists by its heading.
      for (const id of HOME_SECTIONS.slice(1)) {
        const section = all[withId(id)];
        if (section && section.tagName !== 'section') problems.push(`#${id} is not a <section>`);
      }
      const texts = strings(page.document);
      const shown = new Set(all.map((e) => textOf(e)));
      for (const category of homeServiceCategoriesIn(page.locale))
        if (!shown.has(category.label)) problems.push(`no tab labelled "${category.label}"`);
      for (const phrase of homePhrases(page))
        if (!texts.some((text) => text.includes(phrase))) problems.push(`"${phrase}" is not in the HTML`);
      const alts = new Set(elements(page.document, (e) => e.tagName === 'img').map((img) => attributes(img).alt));
      for (const image of galleryImagesIn(page.locale))
        if (!alts.has(image.alt)) problems.push(`no gallery image with alt "${image.alt}"`);
      // Testimonials stay in the language they were written in, marked as such.
      const quoteLangs = new Set(
        elements(page.document, (e) => e.tagName === 'blockquote').map((quote) => attributes(quote).lang),
      );
      for (const lang of ['es', 'en'])
        if (!quoteLangs.has(lang)) problems.push(`no testimonial marked <blockquote lang="${lang}">`);
      return problems;
    },
  },
  {
    name: 'home page size',
    applies: isHome,
    problems: (page) => {
      const bytes = Buffer.byteLength(page.html);
      const count = elementCount(page.document);
      return [
        ...(bytes > HOME_MAX_BYTES ? [`${bytes} bytes of HTML (at most ${HOME_MAX_BYTES})`] : []),
        ...(count > HOME_MAX_ELEMENTS ? [`${count} elements (at most ${HOME_MAX_ELEMENTS})`] : []),
      ];
    },
  },
];
