/**
 * The shape of a route of the list (site/routes.ts), in a module of its own so the matrix, which builds the
 * location routes the list includes, reads the type without importing the list back.
 */
import type { PageMeta } from '@/content/page-meta';
import type { SitemapGroup } from '@/content/pages/sitemap';

export type { SitemapGroup };

/** Where the /sitemap page lists a page: among the main pages, in the order of their rank, or under a group heading. */
export type Listing =
  | { /** Rank among the main pages of the /sitemap page, 1 first. */ mainPage: number; group?: never }
  | { mainPage?: never; /** Group heading of the route on the /sitemap page. */ group: SitemapGroup };

export type SiteRoute = PageMeta & {
  path: string;
  /** The same page in the other language, when it exists (hreflang links, the language switcher, sitemap.xml). */
  alternate?: string;
} & Listing;
