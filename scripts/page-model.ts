/**
 * What the page check (scripts/page-checks.ts) works on: the export's files behind a reader, so the unit tests give
 * fixture strings where the script gives out/, and each HTML page parsed once with what it is (a registered route, a
 * redirect stub, a 404 page).
 */
import { localeOfPath, type Locale } from '../lib/format/locale';
import type { Post } from '../lib/posts/post-schema';
import type { SiteRoute } from '@/site/routes';
import { parseHtml, type Document } from './static-html';

/** A registered route and the language its page is written in (e2e/route-cases.ts). */
export type RouteCase = SiteRoute & { locale: Locale };

/** The files of an export folder: `read` takes a path inside it ('sitemap.xml', 'es/about.html'). */
export type Files = { read: (file: string) => Buffer | undefined; html: string[] };

export type PostFacts = Pick<Post, 'slug' | 'title' | 'publishDate' | 'updated' | 'ogImage' | 'featuredImage' | 'file'>;

/** What the checks compare the export with: the route list, the posts and the files. */
export type SiteInput = {
  routes: RouteCase[];
  englishOnlyPages: string[];
  posts: Record<Locale, PostFacts[]>;
  redirectStubs: { from: string; to: string }[];
  languageNotFound: { prefix: string; page: string }[];
  out: Files;
  /** The editor's own site (out-admin/), when built. */
  admin?: Files;
};

export type PageKind = 'route' | 'stub' | 'not-found' | 'other';

export type Page = {
  /** The address it answers: '/', '/es/about', '/404'. */
  path: string;
  file: string;
  kind: PageKind;
  locale: Locale;
  route?: RouteCase;
  html: string;
  document: Document;
};

export type Site = SiteInput & { pages: Map<string, Page> };

/** A rule about one page: its problems, each a phrase the report prefixes with the page's path. */
export type PageCheck = {
  name: string;
  applies: (page: Page, site: Site) => boolean;
  problems: (page: Page, site: Site) => string[];
};

/** A rule across pages or about a file other than a page: its problems, each a whole line naming what it is about. */
export type SiteCheck = { name: string; problems: (site: Site) => string[] };

/** '/' for index.html, '/es' for es.html, '/about' for about.html or about/index.html. */
function pathOfFile(file: string): string {
  const rel = file.replace(/\\/g, '/').replace(/\.html$/, '');
  if (rel === 'index') return '/';
  return `/${rel.replace(/\/index$/, '')}`;
}

/** The HTML file a path is served from, among those of `files` (as serve and nginx resolve a clean URL). */
export function fileOfPath(path: string, files: Files): string | undefined {
  const base = path === '/' ? 'index' : path.replace(/^\/|\/$/g, '');
  return [`${base}.html`, `${base}/index.html`].find((file) => files.html.includes(file));
}

/** The text of a file, undefined when it is missing. */
export const fileText = (files: Files, file: string): string | undefined => files.read(file)?.toString('utf8');

/** Every HTML page of the export, parsed, by path. */
export function loadSite(input: SiteInput): Site {
  const routes = new Map(input.routes.map((route) => [route.path, route]));
  const stubs = new Set(input.redirectStubs.map((stub) => stub.from));
  const notFound = new Set(['/404', ...input.languageNotFound.map((entry) => entry.page)]);
  const pages = new Map<string, Page>();
  for (const file of input.out.html) {
    const path = pathOfFile(file);
    const html = fileText(input.out, file) ?? '';
    const route = routes.get(path);
    const kind: PageKind = route ? 'route' : stubs.has(path) ? 'stub' : notFound.has(path) ? 'not-found' : 'other';
    pages.set(path, { path, file, kind, locale: localeOfPath(path), route, html, document: parseHtml(html) });
  }
  return { ...input, pages };
}
