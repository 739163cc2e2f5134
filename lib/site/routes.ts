/**
 * The single list of the site's routes. Navigation, footer, the /sitemap page, the sitemap.xml check and the
 * end-to-end route loop all read it, so a new page adds its route here.
 * Blog post routes come from the Markdown files (lib/posts reads the file system), so this module is server-side:
 * client components may import only its types.
 */
import type { SitemapGroup } from '@/content/pages/sitemap';
import { spanishRouteCopy } from '@/content/routes-es';
import { serviceDetails } from '@/content/service-details';
import { ivSessionLength, servicePath, serviceSlugs } from '@/content/services';
import { site } from '@/content/site';
import { timeTaken } from '@/lib/format/durations';
import { localeOfPath, locales, otherLocale, pathIn, type Locale } from '@/lib/format/locale';
import { locationRouteCopy, locationRoutes } from '@/lib/site/matrix';
import { checkPostLinks } from '@/lib/post-links';
import { getAllPosts, postLanguages, type Post } from '@/lib/posts';
import path from 'node:path';
import { atLeast } from '@/lib/format/prices';

const city = site.address.locality;
const { esthetics, iv } = site.claims;

export type { SitemapGroup };

export type SiteRoute = {
  path: string;
  /** Page title (the root layout appends the studio name). */
  title: string;
  description: string;
  /** Short name for lists such as the /sitemap page (defaults to the title). */
  label?: string;
  /** The same page in the other language, when it exists (hreflang links, the language switcher, sitemap.xml). */
  alternate?: string;
} & (
  | { /** Listed among the main pages of the /sitemap page. */ mainPage: true; group?: never }
  | { mainPage?: false; /** Group heading of the route on the /sitemap page. */ group: SitemapGroup }
);

export const staticRoutes: SiteRoute[] = [
  {
    path: '/',
    title: site.metadata.title,
    description: site.metadata.description,
    mainPage: true,
    label: 'Home',
  },
  {
    path: '/about',
    title: `About ${site.owner.name}, Licensed Esthetician in ${city}`,
    label: 'About',
    description: `Meet ${site.owner.name}, a licensed esthetician with ${atLeast('en', site.claims.yearsExperience)} years of experience, her skincare philosophy, credentials and the licensed nursing team behind our ${city} studio.`,
    mainPage: true,
  },
  {
    path: '/contact',
    title: 'Contact & Book a Free Consultation',
    label: 'Contact',
    description: `Call, e-mail or book online with ${site.name} in ${city}, ${site.address.region}. Hours, location, and what happens at your complimentary skin consultation.`,
    mainPage: true,
  },
  {
    path: '/blog',
    title: site.blogName,
    label: 'Blog',
    description: `Skincare advice for ${city}'s dry desert climate from ${site.owner.name}: facial guides, sun safety, acne, anti-aging, and honest answers about Botox and lip fillers.`,
    mainPage: true,
  },
  {
    path: '/terms-of-service',
    title: 'Treatment Consent Form (English & Español)',
    label: 'Terms of Service',
    description: `The bilingual treatment consent form of ${site.name}: treatment authorization, risks, photography consent and patient acknowledgement, in English and Spanish.`,
    mainPage: true,
  },
  {
    path: '/sitemap',
    title: 'Sitemap',
    label: 'Sitemap',
    description: `Every page of the ${site.name} website in one list: services, landing pages, locations, blog posts and more.`,
    mainPage: true,
  },
  {
    path: '/accessibility',
    title: 'Accessibility Statement',
    label: 'Accessibility Statement',
    group: 'More pages',
    description: `How ${site.name} makes its website usable for everyone, the accessibility standard we aim for (WCAG 2.2 AA), and how to get help by phone or e-mail.`,
  },
  {
    path: '/privacy',
    title: 'Privacy: What This Website Shares and When',
    label: 'Privacy',
    group: 'More pages',
    description: `What the ${site.name} website shares with other companies and when: no cookies, no analytics, and booking, videos, the map and the image tool load only when you use them.`,
  },
  {
    path: '/esthetics-services',
    group: 'Esthetics & IV therapy',
    title: `Esthetics Services in ${site.address.locality}, ${site.address.region}: Facials, Peels & Acne Care`,
    description: `Customized facials, HydraFacial, dermaplaning, chemical peels, microdermabrasion and acne treatments in ${site.address.locality}, ${site.address.region}, from a licensed esthetician with ${atLeast('en', site.claims.yearsExperience)} years of experience. Complimentary consultations.`,
  },
  {
    path: '/iv-therapy',
    group: 'Esthetics & IV therapy',
    title: `IV Vitamin Drip Therapy in ${site.address.locality}, ${site.address.region}`,
    description: `IV hydration, immunity, energy, beauty and recovery drips in ${site.address.locality}, ${site.address.region}, given by ${site.medical.en.ivProvider} under a supervising medical director. Sessions take ${timeTaken('en', ivSessionLength)}.`,
  },
  {
    path: '/services',
    title: `Facial, Skincare & Injectable Services in ${city}, ${site.address.region}`,
    description: `Every treatment at the studio in one place: HydraFacial, anti-aging and deep cleansing facials, peels, dermaplaning, Botox, lip fillers, plasma skin tightening and IV therapy in ${city}.`,
    mainPage: true,
    label: 'Services',
  },
  {
    path: '/gallery',
    title: 'Before & After Gallery',
    label: 'Gallery',
    description: `Before and after photos of facials, acne and scarring treatments, anti-aging care, Botox and lip filler from our ${city} studio. Individual results vary.`,
    mainPage: true,
  },
  {
    path: '/testimonials',
    title: 'Client Testimonials',
    label: 'Testimonials',
    description: `Five-star testimonials from ${city} skincare clients in English and Spanish: ${esthetics.rating} stars from ${atLeast('en', esthetics.reviews)} reviews for esthetics and ${iv.rating} from ${atLeast('en', iv.reviews)} for IV therapy.`,
    mainPage: true,
  },
];

/** The six service detail pages, built from the catalog (content/services.ts) and their copy. */
export const serviceRoutes: SiteRoute[] = serviceSlugs.map((slug) => ({
  path: servicePath(slug),
  title: serviceDetails[slug].metaTitle,
  description: serviceDetails[slug].metaDescription,
  group: 'Services',
}));

/** The nine main pages of the /sitemap page, in display order (each registered with `mainPage: true`). */
export const mainPageOrder = [
  '/',
  '/about',
  '/services',
  '/gallery',
  '/testimonials',
  '/contact',
  '/blog',
  '/terms-of-service',
  '/sitemap',
];

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
 * The Spanish pages: each English page whose Spanish copy exists (content/routes-es.ts, and the location pages' from
 * their data), at the same path under /es, then the Spanish posts (content/blog/es). A page without Spanish copy
 * exists in English only, with no alternate.
 */
function spanishRoutes(english: SiteRoute[]): SiteRoute[] {
  const spanishCopy = { ...spanishRouteCopy, ...locationRouteCopy('es') };
  const pages = english.flatMap((route) => {
    const copy = spanishCopy[route.path];
    return copy ? [{ ...route, ...copy, path: pathIn('es', route.path), alternate: route.path }] : [];
  });
  return [...pages, ...postRoutes('es')];
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
  const spanishCopy = { ...spanishRouteCopy, ...locationRouteCopy('es') };
  return new Set([
    ...pages,
    ...pages.filter((page) => spanishCopy[page]).map((page) => pathIn('es', page)),
    ...locales.flatMap((locale) => posts[locale].map((post) => blogPostPath(post.slug, locale))),
    ...redirectStubs.map((stub) => stub.from),
  ]);
}

/**
 * Every link in a post must lead to a page, a post or a file of the site (lib/post-links.ts): checked here, where the
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

export function findRoute(path: string): SiteRoute {
  const route = allRoutes().find((r) => r.path === path);
  if (!route) throw new Error(`Route ${path} is not registered in lib/site/routes.ts`);
  return route;
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
