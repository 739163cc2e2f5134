/**
 * What a route's static HTML holds for a visitor without scripts and for a crawler: one h1, its content, booking and
 * phone links, link texts that say where they lead, the likeliest next pages, and links that stay in its language.
 */
import { bookingFormUrl, site } from '../content/site';
import { isActivePath } from '../lib/format/current-page';
import { LIKELY_NEXT } from '../lib/browser/speculation-rules';
import type { Page, PageCheck } from './page-model';
import { count, genericLinkTexts, mainText, tags } from './static-html';

const isRoute = (page: Page) => page.kind === 'route';
const links = (page: Page) => tags(page.document, 'a');

export const bodyChecks: PageCheck[] = [
  {
    name: 'one h1',
    applies: (page) => page.kind !== 'other',
    problems: (page) => {
      const h1 = count(page.document, 'h1');
      return h1 === 1 ? [] : [`${h1} <h1> elements (one expected)`];
    },
  },
  {
    // The browser reserves a picture's box from these before the file arrives; without them the page below it moves
    // when it does (on a slow phone, in view).
    name: 'pictures keep their space',
    applies: (page) => page.kind !== 'other',
    problems: (page) =>
      tags(page.document, 'img')
        .filter((img) => !(img.width && img.height))
        .map((img) => `<img src="${img.src ?? ''}"> has no width and height: the page moves when it arrives`),
  },
  {
    name: 'content in the HTML',
    applies: isRoute,
    problems: (page) => {
      const length = mainText(page.document).length;
      return length > 200 ? [] : [`${length} characters of text in <main> (more than 200 expected without scripts)`];
    },
  },
  {
    // Every booking control (they open the dialog when scripts run) is a link to the provider's form.
    name: 'booking links',
    applies: isRoute,
    problems: (page) => {
      const booking = links(page).filter((a) => 'data-booking' in a);
      if (booking.length === 0) return ['no booking link (a[data-booking])'];
      return booking
        .filter((a) => a.href !== bookingFormUrl)
        .map((a) => `booking link to ${a.href ?? 'nowhere'}, expected ${bookingFormUrl}`);
    },
  },
  {
    name: 'phone link',
    applies: isRoute,
    problems: (page) =>
      links(page).some((a) => a.href === `tel:${site.phone.tel}`) ? [] : [`no phone link (tel:${site.phone.tel})`],
  },
  {
    name: 'link texts',
    applies: isRoute,
    problems: (page) =>
      genericLinkTexts(page.document).map((text) => `link text "${text}" does not say where it leads`),
  },
  {
    // A screen reader says "current page" of these links, and the header draws them dark: only the page itself, or
    // the section it is in, may be marked (every Spanish page once marked Inicio).
    name: 'current page links',
    applies: (page) => page.kind === 'route' || page.kind === 'not-found',
    problems: (page) =>
      links(page)
        .filter((a) => a['aria-current'] === 'page' && !isActivePath(page.path, a.href ?? ''))
        .map((a) => `the link to ${a.href ?? 'nowhere'} is marked as the current page (aria-current="page")`),
  },
  {
    // The pages prerendered once this one is idle (lib/browser/speculation-rules.ts): at most two, each another page.
    name: 'likeliest next pages',
    applies: isRoute,
    problems: (page, site) => {
      const next = new Set(links(page).flatMap((a) => (LIKELY_NEXT in a ? [a.href ?? ''] : [])));
      const routes = new Set(site.routes.map((route) => route.path));
      const problems = [...next]
        .filter((href) => !routes.has(href) || href === page.path)
        .map((href) => `likeliest next page ${href} is not another registered page`);
      if (next.size > 2) problems.unshift(`${next.size} likeliest next pages (at most two)`);
      return problems;
    },
  },
  {
    // The language switch is the one link meant to lead to the English page.
    name: 'Spanish location links',
    applies: (page) => isRoute(page) && page.path.startsWith('/es/locations'),
    problems: (page) => {
      const hrefs = links(page)
        .filter((a) => !('data-language-switch' in a))
        .map((a) => a.href ?? '');
      const problems = hrefs
        .filter((href) => href.startsWith('/locations'))
        .map((href) => `links to the English page ${href}`);
      if (!hrefs.some((href) => href.startsWith('/es/locations/'))) problems.push('no link to a Spanish location page');
      return problems;
    },
  },
  {
    // The editor is its own site (out-admin/): no public page names it or loosens its CSP for it.
    name: 'no editor',
    applies: () => true,
    problems: (page) => [
      ...(page.html.includes('/admin') ? ['mentions /admin, the editor'] : []),
      ...(page.html.includes("'unsafe-eval'") ? ["allows 'unsafe-eval'"] : []),
    ],
  },
];
