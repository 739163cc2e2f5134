/**
 * The single list of the site's routes. Navigation, footer, the /sitemap page, the sitemap.xml check and the
 * end-to-end route loop all read it, so a new page adds its route here: its path and where /sitemap lists it. Its
 * words (title, label, description) are the meta its copy module exports in each language it is published in.
 * Blog post routes come from the Markdown files (lib/posts/posts reads the file system), so this module is server-side:
 * client components may import only its types.
 */
import type { PageMeta, PageMetaIn } from '@/content/page-meta';
import { aboutMeta } from '@/content/pages/about';
import { accessibilityMeta } from '@/content/pages/accessibility';
import { blogMeta } from '@/content/pages/blog';
import { contactMeta } from '@/content/pages/contact';
import { estheticsMeta } from '@/content/pages/esthetics';
import { galleryMeta } from '@/content/pages/gallery';
import { homeMeta } from '@/content/pages/home';
import { ivTherapyMeta } from '@/content/pages/iv-therapy';
import { privacyMeta } from '@/content/pages/privacy';
import { servicesMeta } from '@/content/pages/services';
import { sitemapMeta } from '@/content/pages/sitemap';
import { termsMeta } from '@/content/pages/terms';
import { testimonialsMeta } from '@/content/pages/testimonials';
import { serviceDetailsIn, servicePath, type ServiceSlug, serviceSlugs } from '@/content/services';
import { englishPath, localeOfPath, locales, otherLocale, pathIn, type Locale } from '@/lib/format/locale';
import { locationRouteCopy, locationRoutes } from '@/site/matrix';
import type { Listing, SiteRoute, SitemapGroup } from '@/site/route-types';
import { checkPostLinks } from '@/lib/posts/post-links';
import { getAllPosts, postLanguages, type Post } from '@/lib/posts/posts';
import path from 'node:path';

export type { SiteRoute, SitemapGroup };

/** A page with a route file of its own: its path, its words (exported by its copy module) and its place on /sitemap. */
type StaticPage = {
  path: string;
  meta: PageMetaIn;
  /** The copy module that exports its meta. */ source: string;
} & Listing;

/** The pages with a route file of their own, in the order sitemap.xml lists them; `mainPage` orders the /sitemap cards. */
const staticPages: StaticPage[] = [
  { path: '/', meta: homeMeta, source: 'content/pages/home.ts', mainPage: 1 },
  { path: '/about', meta: aboutMeta, source: 'content/pages/about.ts', mainPage: 2 },
  { path: '/contact', meta: contactMeta, source: 'content/pages/contact.ts', mainPage: 6 },
  { path: '/blog', meta: blogMeta, source: 'content/pages/blog.ts', mainPage: 7 },
  { path: '/terms-of-service', meta: termsMeta, source: 'content/pages/terms.ts', mainPage: 8 },
  { path: '/sitemap', meta: sitemapMeta, source: 'content/pages/sitemap.ts', mainPage: 9 },
  { path: '/accessibility', meta: accessibilityMeta, source: 'content/pages/accessibility.ts', group: 'More pages' },
  { path: '/privacy', meta: privacyMeta, source: 'content/pages/privacy.ts', group: 'More pages' },
  {
    path: '/esthetics-services',
    meta: estheticsMeta,
    source: 'content/pages/esthetics.ts',
    group: 'Esthetics & IV therapy',
  },
  { path: '/iv-therapy', meta: ivTherapyMeta, source: 'content/pages/iv-therapy.ts', group: 'Esthetics & IV therapy' },
  { path: '/services', meta: servicesMeta, source: 'content/pages/services.ts', mainPage: 3 },
  { path: '/gallery', meta: galleryMeta, source: 'content/pages/gallery.ts', mainPage: 4 },
  { path: '/testimonials', meta: testimonialsMeta, source: 'content/pages/testimonials.ts', mainPage: 5 },
];

// A route carries its words, not where they are written: metaSource reads that from the list above.
const staticRoutes: SiteRoute[] = staticPages.map(({ meta, source, ...page }) => {
  void source;
  return { ...page, ...meta.en };
});

/** The pages published in English only: their copy module's meta has no Spanish entry (EnglishOnly). */
export const englishOnlyPages: string[] = staticPages.filter((page) => !page.meta.es).map((page) => page.path);

/** A service page's title and description, from its copy (content/services/<slug>.ts). */
const serviceMeta = (slug: ServiceSlug, locale: Locale): PageMeta => ({
  title: serviceDetailsIn[locale][slug].metaTitle,
  description: serviceDetailsIn[locale][slug].metaDescription,
});

/** The service detail pages, one per service of the catalog (content/services/). */
export const serviceRoutes: SiteRoute[] = serviceSlugs.map((slug) => ({
  path: servicePath(slug),
  ...serviceMeta(slug, 'en'),
  group: 'Services',
}));

/**
 * Each page's Spanish meta, keyed by the English path: the static pages' from their copy modules, where it exists,
 * the services' and the locations' from their copy. A page without one is published in English only.
 */
function spanishMeta(): Partial<Record<string, PageMeta>> {
  return {
    ...Object.fromEntries(staticPages.flatMap((page) => (page.meta.es ? [[page.path, page.meta.es]] : []))),
    ...Object.fromEntries(serviceSlugs.map((slug) => [servicePath(slug), serviceMeta(slug, 'es')])),
    ...locationRouteCopy('es'),
  };
}

/** A post's page: /blog/<slug>, and /es/blog/<slug> for its Spanish edition. */
export function blogPostPath(slug: string, locale: Locale): string {
  return pathIn(locale, `/blog/${slug}`);
}

/**
 * One route per post of a language (content/blog/<language>/*.md): adding a post adds its page, its sitemap entries
 * and its feed item. A Spanish post whose English original exists (same slug) names it as its counterpart.
 */
export function postRoutes(locale: Locale): SiteRoute[] {
  return getAllPosts(locale).map((post) => {
    const original =
      locale === 'es' && postLanguages(post.slug).includes('en') ? { alternate: blogPostPath(post.slug, 'en') } : {};
    return {
      path: blogPostPath(post.slug, locale),
      title: post.title,
      description: post.excerpt,
      group: 'Blog posts' as const,
      ...original,
    };
  });
}

/** Every English page, in display order. */
function englishRoutes(): SiteRoute[] {
  return [...staticRoutes, ...serviceRoutes, ...locationRoutes(), ...postRoutes('en')];
}

/**
 * The Spanish pages: each English page whose Spanish meta exists, at the same path under /es, then the Spanish posts
 * (content/blog/es). A page without Spanish meta exists in English only, with no alternate.
 */
function spanishRoutes(english: SiteRoute[]): SiteRoute[] {
  const spanish = spanishMeta();
  const pages = english.flatMap((route) => {
    const meta = spanish[route.path];
    return meta ? [{ ...route, ...meta, path: pathIn('es', route.path), alternate: route.path }] : [];
  });
  return [...pages, ...postRoutes('es')];
}

/** The file that holds a page's title and description (not a post's: its own Markdown file holds them). */
function metaSource(route: SiteRoute): string {
  const english = englishPath(route.path);
  const page = staticPages.find((p) => p.path === english);
  if (page) return page.source;
  const [, section, slug] = english.split('/');
  if (section === 'services' && slug) return `content/services/${slug}.ts`;
  if (section === 'locations') return slug ? `content/locations/${slug}.ts` : 'content/pages/locations.ts';
  return 'site/routes.ts';
}

/**
 * Every page but the posts, in both languages, with its title, label, description and the file that holds them: what
 * search results, link previews and the /sitemap page say of it. The content check reads it without the posts, whose
 * links it checks itself, so a broken post cannot stop it.
 */
export function describedPages(): (PageMeta & { path: string; file: string })[] {
  const english = [...staticRoutes, ...serviceRoutes, ...locationRoutes()];
  const spanish = spanishMeta();
  const pages = [
    ...english,
    ...english.flatMap((route) => {
      const meta = spanish[route.path];
      return meta ? [{ ...route, ...meta, path: pathIn('es', route.path) }] : [];
    }),
  ];
  return pages.map((route) => ({
    path: route.path,
    file: metaSource(route),
    title: route.title,
    description: route.description,
    ...(route.label ? { label: route.label } : {}),
  }));
}

/** Every route that exports a real page, English first, each in display order, with its counterpart when it has one. */
export function allRoutes(): SiteRoute[] {
  const spanish = spanishRoutes(englishRoutes());
  const counterparts = new Map(
    spanish.flatMap((route) => (route.alternate ? [[route.alternate, route.path] as const] : [])),
  );
  const english = englishRoutes().map((route) => {
    const alternate = counterparts.get(route.path);
    return alternate ? { ...route, alternate } : route;
  });
  const routes = [...english, ...spanish];
  assertPostLinks(routes);
  return routes;
}

/** The posts whose links have been checked against the route list (once per set of posts, not per call). */
const linkedPostsChecked = new WeakSet<readonly Post[]>();

/**
 * Every address a post may link to, given the posts: each page (static, services, locations) and its Spanish edition
 * where one exists, each post in its language, and the link variants. The content check reads it with only the posts
 * that are valid, so one bad post does not hide the others' links.
 */
export function linkTargetPaths(posts: Record<Locale, readonly Pick<Post, 'slug'>[]>): Set<string> {
  const pages = [...staticRoutes, ...serviceRoutes, ...locationRoutes()].map((route) => route.path);
  const spanish = spanishMeta();
  return new Set([
    ...pages,
    ...pages.filter((page) => spanish[page]).map((page) => pathIn('es', page)),
    ...locales.flatMap((locale) => posts[locale].map((post) => blogPostPath(post.slug, locale))),
    ...redirectStubs.map((stub) => stub.from),
  ]);
}

/**
 * Every link in a post must lead to a page, a post or a file of the site (lib/posts/post-links.ts): checked here, where the
 * posts meet the pages, so the build stops on the first route list that holds a post with a broken link.
 */
function assertPostLinks(routes: SiteRoute[]): void {
  const posts = { en: getAllPosts('en'), es: getAllPosts('es') };
  if (linkedPostsChecked.has(posts.en) && linkedPostsChecked.has(posts.es)) return;
  const pages = new Set([...routes.map((route) => route.path), ...redirectStubs.map((stub) => stub.from)]);
  checkPostLinks(posts, { pages, publicDir: path.join(process.cwd(), 'public') });
  linkedPostsChecked.add(posts.en).add(posts.es);
}

/** The routes of one language. */
export function routesIn(locale: Locale): SiteRoute[] {
  return allRoutes().filter((route) => localeOfPath(route.path) === locale);
}

/** The path of every registered route. */
export function registeredPaths(): Set<string> {
  return new Set(allRoutes().map((route) => route.path));
}

/**
 * The pages of `locale` (routes and link variants) whose counterpart does not exist. Every other page's counterpart
 * is a prefix away (`pathIn`), so this short list is all the language switcher needs to ship to the browser.
 */
export function pagesWithoutCounterpart(locale: Locale): string[] {
  const pages = new Set([...allRoutes().map((route) => route.path), ...redirectStubs.map((stub) => stub.from)]);
  return [...pages].filter((path) => localeOfPath(path) === locale && !pages.has(pathIn(otherLocale(locale), path)));
}

/** The main pages of one language, in the order of their rank (the first cards of the /sitemap page). */
export function mainPages(locale: Locale): SiteRoute[] {
  return routesIn(locale)
    .flatMap((route) => (route.mainPage === undefined ? [] : [{ route, rank: route.mainPage }]))
    .sort((a, b) => a.rank - b.rank)
    .map(({ route }) => route);
}

/**
 * The route of a page. An unregistered Spanish page names the file its Spanish meta goes in: the page's copy module,
 * whose meta may be English only.
 */
export function findRoute(path: string): SiteRoute {
  const route = allRoutes().find((r) => r.path === path);
  if (route) return route;
  if (localeOfPath(path) !== 'es') throw new Error(`Route ${path} is not registered in site/routes.ts`);
  const english = englishPath(path);
  const registered = staticPages.some((page) => page.path === english)
    ? `${english} is published in English only`
    : `${english} is not in staticPages (site/routes.ts) either`;
  throw new Error(
    `Route ${path} is not registered: ${registered}. Its Spanish title, label and description go in the \`es\` ` +
      'entry of the meta its copy module exports (content/pages/<page>.ts), typed Bilingual<PageMeta>.',
  );
}

export type SitemapEntry = {
  path: string;
  lastmod?: string;
  /** hreflang -> path of every language version, itself included. */ alternates?: Record<string, string>;
};

/**
 * What sitemap.xml lists: every registered route, and the date a post last changed (`updated`, else `publishDate`).
 * Pages without a known date carry none, rather than the build time, which would claim every page changed.
 */
export function sitemapEntries(): SitemapEntry[] {
  const postDates = new Map(
    locales.flatMap((locale) =>
      getAllPosts(locale).map((post) => [blogPostPath(post.slug, locale), post.updated ?? post.publishDate] as const),
    ),
  );
  return allRoutes().map((route) => {
    const lastmod = postDates.get(route.path);
    return {
      path: route.path,
      ...(lastmod ? { lastmod } : {}),
      ...(route.alternate ? { alternates: hreflangPaths(route) } : {}),
    };
  });
}

/** The hreflang links of a page with a counterpart: English, Spanish, and English as the default for other languages. */
export function hreflangPaths(route: Pick<SiteRoute, 'path' | 'alternate'>): Record<string, string> | undefined {
  if (!route.alternate) return undefined;
  const [en, es] = localeOfPath(route.path) === 'en' ? [route.path, route.alternate] : [route.alternate, route.path];
  return { en, es, 'x-default': en };
}

/**
 * The 404 page of each language other than English (app/(es-404)/es/404): hosts answer a miss under `prefix` with it,
 * status 404 (out/_redirects, deploy/redirects.conf and scripts/serve.mjs); every other miss gets out/404.html.
 */
export const languageNotFound: { prefix: string; page: string }[] = [{ prefix: '/es/', page: '/es/404' }];

/**
 * Paths that exist only to redirect (link variants): the one definition, in both languages (/es/services/hydra-facial
 * goes to /es/services/hydrafacial). The exported stub pages, out/_redirects, the nginx redirect include and the
 * sitemap (which lists registered routes only) all follow it.
 */
export const redirectStubs: { from: string; to: string }[] = [
  { from: '/services/lip-filler', to: servicePath('lip-fillers') },
  { from: '/services/hydra-facial', to: servicePath('hydrafacial') },
].flatMap((variant) =>
  locales.map((locale) => ({ from: pathIn(locale, variant.from), to: pathIn(locale, variant.to) })),
);
