/**
 * Rules across the pages of out/: titles and descriptions unique, every page a registered route, a redirect stub or
 * a 404 page, each page's counterpart built (a page with no Spanish edition must be one whose copy is English only),
 * and the Spanish pages the other checks read actually there.
 */
import { locations } from '../content/locations';
import { ui } from '../content/ui';
import { matrix } from '@/site/matrix';
import { fileOfPath, type Page, type Site, type SiteCheck } from './page-model';
import { attributes, elements, meta, title } from './static-html';

const routePages = (site: Site): Page[] => [...site.pages.values()].filter((page) => page.kind === 'route');

/** `text` -> the first route that has it; a second route with the same text is a problem. */
function duplicates(site: Site, what: string, read: (page: Page) => string): string[] {
  const first = new Map<string, string>();
  return routePages(site).flatMap((page) => {
    const text = read(page);
    const earlier = first.get(text);
    if (earlier === undefined) first.set(text, page.path);
    return earlier === undefined ? [] : [`${page.path}: ${what} "${text}" is also that of ${earlier}`];
  });
}

/**
 * A page in both languages has its counterpart in out/, naming it back. A page without one is a post written in one
 * language or a page whose copy is English only (englishOnlyPages); anything else lacks its Spanish meta.
 */
function counterpartProblems(site: Site): string[] {
  const routes = new Map(site.routes.map((route) => [route.path, route]));
  const problems: string[] = [];
  if (!site.routes.some((route) => route.locale === 'en' && route.group !== 'Blog posts'))
    problems.push('no English pages to check');
  for (const route of site.routes) {
    if (route.alternate) {
      if (routes.get(route.alternate)?.alternate !== route.path)
        problems.push(`${route.path}: its counterpart ${route.alternate} is not a route naming it back`);
      if (!fileOfPath(route.alternate, site.out))
        problems.push(`${route.path}: its counterpart ${route.alternate} is not in out/`);
    } else if (route.locale === 'en' && route.group !== 'Blog posts' && !site.englishOnlyPages.includes(route.path))
      problems.push(
        `${route.path}: no Spanish counterpart, and its copy is not English only (englishOnlyPages): give it Spanish meta`,
      );
  }
  for (const path of site.englishOnlyPages) {
    const route = routes.get(path);
    if (!route || route.alternate)
      problems.push(`${path}: in englishOnlyPages, but ${route ? 'it has a Spanish counterpart' : 'no route'}`);
  }
  return problems;
}

export const siteChecks: SiteCheck[] = [
  {
    name: 'unique titles and descriptions',
    problems: (site) => [
      ...duplicates(site, 'title', (page) => title(page.document)),
      ...duplicates(site, 'description', (page) => meta(page.document, 'description') ?? ''),
    ],
  },
  { name: 'counterparts', problems: counterpartProblems },
  {
    name: 'pages in out/',
    problems: (site) => [
      ...site.routes
        .filter((route) => site.pages.get(route.path)?.kind !== 'route')
        .map((route) => `${route.path}: no page in out/`),
      ...site.redirectStubs
        .filter((stub) => site.pages.get(stub.from)?.kind !== 'stub')
        .map((stub) => `${stub.from}: no redirect stub in out/`),
      // Next's own copy of the 404 page is the only other file.
      ...[...site.pages.values()]
        .filter((page) => page.kind === 'other' && page.path !== '/_not-found')
        .map((page) => `${page.path}: out/${page.file} is no registered route, redirect stub or 404 page`),
    ],
  },
  {
    name: 'Spanish pages',
    problems: (site) => {
      const spanish = site.routes.filter((route) => route.locale === 'es');
      const locationPages = spanish.filter((route) => route.path.startsWith('/es/locations')).length;
      const trails = routePages(site).filter(
        (page) =>
          page.locale === 'es' &&
          elements(page.document, (e) => e.tagName === 'nav' && attributes(e)['aria-label'] === ui.es.breadcrumb.label)
            .length > 0,
      ).length;
      return [
        ...(spanish.length === 0 ? ['no Spanish pages to check'] : []),
        ...(locationPages !== 1 + locations.length + matrix.length
          ? [
              `${locationPages} Spanish location pages, expected ${1 + locations.length + matrix.length} (the index, each area, each area's treatments)`,
            ]
          : []),
        ...(trails === 0 ? ['no Spanish page shows a breadcrumb trail'] : []),
      ];
    },
  },
];
