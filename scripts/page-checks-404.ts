/**
 * The 404 pages: out/404.html, and one per language other than English (languageNotFound in site/routes.ts)
 * that hosts answer a miss under its prefix with. Each exists, speaks its language (the language check), is titled
 * as the other language's is (the page, then the studio), shows the heading of its language, is noindex and offers no language switch (the language switch check).
 */
import { site } from '../content/site';
import { ui } from '../content/ui';
import type { PageCheck, SiteCheck } from './page-model';
import { elements, meta, textOf } from './static-html';

export const notFoundChecks: PageCheck[] = [
  {
    name: '404 page',
    applies: (page) => page.kind === 'not-found',
    problems: (page) => {
      const heading = ui[page.locale].notFound.heading;
      const h1 = elements(page.document, (e) => e.tagName === 'h1')[0];
      const title = `${ui[page.locale].notFound.title} | ${site.name}`;
      const titled = elements(page.document, (e) => e.tagName === 'title').map((e) => textOf(e));
      return [
        ...(titled.includes(title) ? [] : [`its <title> is "${titled.join(' ')}", expected "${title}"`]),
        ...(h1 && textOf(h1).includes(heading) ? [] : [`its <h1> does not say "${heading}"`]),
        ...(/noindex/.test(meta(page.document, 'robots') ?? '') ? [] : ['not noindex']),
      ];
    },
  },
];

export const notFoundSiteChecks: SiteCheck[] = [
  {
    name: '404 pages exist',
    problems: (site) =>
      ['/404', ...site.languageNotFound.map((entry) => entry.page)]
        .filter((path) => site.pages.get(path)?.kind !== 'not-found')
        .map((path) => `${path}: no 404 page in out/ (${path.slice(1)}.html)`),
  },
];
