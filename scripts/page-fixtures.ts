/**
 * A small export held in memory for the page check's tests (page-checks.test.ts, site-checks.test.ts): a page of
 * each kind as the build writes it, valid, and the files around them. A test breaks one thing in it. Nothing here
 * reads out/ or the posts: the unit tests run before the build.
 */
import { blogCopy } from '../content/pages/blog';
import { servicesCopy } from '../content/pages/services';
import { serviceNames } from '../content/services';
import { bookingFormUrl, site as studio } from '../content/site';
import { ui } from '../content/ui';
import { headersFile, scriptHash } from '../deploy/security';
import { ogLocale, otherLocale, pathIn, type Locale } from '../lib/format/locale';
import { escapeXml } from '@/site/feed';
import { absoluteUrl } from '@/site/metadata';
import { COMPILE_HINT } from './compile-hints';
import { loadSite, type Files, type PostFacts, type RouteCase, type Site, type SiteInput } from './page-model';
import { BOOT_SCRIPT, STARTUP_LIST_ID } from './startup-scripts';

/** The startup chunks every fixture page lists. */
const CHUNKS = ['a', 'b', 'c', 'd'].map((name) => `/_next/static/chunks/${name}.js`);

/** The bytes of a JPEG's header that say its size: what the preview check reads. */
export function jpeg(width: number, height: number): Buffer {
  // Start of image, then a start-of-frame segment: length 17, 8 bits, height, width.
  const size = [height, width].flatMap((n) => [n >> 8, n & 255]);
  return Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, ...size, ...Array(12).fill(0)]);
}

/** A registered route (its title and description are the page's own, which the checks read from the HTML). */
export function route(path: string, locale: Locale, alternate?: string, group?: RouteCase['group']): RouteCase {
  return {
    path,
    locale,
    title: `Page ${path}`,
    description: '',
    group: group ?? 'More pages',
    ...(alternate ? { alternate } : {}),
  };
}

/** The same words in each language, as the page's copy would give them. */
const words = {
  en: {
    title: 'About the studio',
    main:
      'Adriana Morales has cared for skin in El Paso for twenty years. Every visit starts with a consultation about ' +
      'your skin, what it needs in the desert climate, and which treatment fits your goals and your budget.',
    book: 'Book a consultation',
    alt: 'The treatment room of the studio',
  },
  es: {
    title: 'Conozca el estudio',
    main:
      'Adriana Morales cuida la piel en El Paso desde hace veinte años. Cada visita empieza con una consulta sobre ' +
      'su piel, lo que necesita en el clima del desierto y qué tratamiento le conviene según sus metas y su presupuesto.',
    book: 'Reserve una consulta',
    alt: 'La sala de tratamientos del estudio',
  },
};

/** <head> and <body> around a page's own parts: CSP (with the hashes of its inline scripts), startup list, boot script. */
function htmlPage(lang: Locale, head: string, body: string, scripts: string[] = []): string {
  const hashes = [BOOT_SCRIPT, ...scripts].map((script) => `'sha256-${scriptHash(script)}'`).join(' ');
  const list = JSON.stringify({ scripts: CHUNKS, preload: [] });
  return (
    `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/>` +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${hashes}"/>${head}` +
    `<script type="application/json" id="${STARTUP_LIST_ID}">${list}</script><script>${BOOT_SCRIPT}</script></head>` +
    `<body>${body}${scripts.map((script) => `<script>${script}</script>`).join('')}</body></html>`
  );
}

/** A page's own image, more content for its <main>, and whether it shows a breadcrumb trail (Spanish pages do). */
export type RoutePageOptions = { image?: string; content?: string; breadcrumb?: boolean };

/** A route's page that every page check passes: metadata, JSON-LD, content, booking and phone links, switches. */
export function routePage(r: RouteCase, options: RoutePageOptions = {}): string {
  const w = words[r.locale];
  const other = otherLocale(r.locale);
  const english = r.locale === 'en' ? r.path : r.alternate;
  const spanish = r.locale === 'es' ? r.path : r.alternate;
  const image = options.image ?? `${studio.url}/og/default.jpg`;
  const ld: unknown[] = [
    { '@context': 'https://schema.org', '@type': 'WebSite', name: studio.name, inLanguage: r.locale },
  ];
  const trail = options.breadcrumb ?? r.locale === 'es';
  if (trail)
    ld.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: ui[r.locale].breadcrumb.home,
          item: absoluteUrl('/'),
        },
        { '@type': 'ListItem', position: 2, name: w.title, item: absoluteUrl(r.path) },
      ],
    });
  const head = [
    `<title>${w.title} ${r.path} | ${studio.name}</title>`,
    `<meta name="description" content="${w.main.slice(0, 80)} (${r.path})"/>`,
    `<link rel="canonical" href="${absoluteUrl(r.path)}"/>`,
    ...(r.alternate
      ? [
          `<link rel="alternate" hrefLang="en" href="${absoluteUrl(english!)}"/>`,
          `<link rel="alternate" hrefLang="es" href="${absoluteUrl(spanish!)}"/>`,
          `<link rel="alternate" hrefLang="x-default" href="${absoluteUrl(english!)}"/>`,
          `<meta property="og:locale:alternate" content="${ogLocale[other]}"/>`,
        ]
      : []),
    `<meta property="og:locale" content="${ogLocale[r.locale]}"/>`,
    `<meta property="og:image" content="${image}"/>`,
    `<meta property="og:image:type" content="image/jpeg"/>`,
    `<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>`,
    `<meta property="og:image:alt" content="${w.alt}"/>`,
    `<meta name="twitter:card" content="summary_large_image"/>`,
    `<meta name="twitter:image" content="${image}"/><meta name="twitter:image:alt" content="${w.alt}"/>`,
    `<script type="application/ld+json">${JSON.stringify(ld)}</script>`,
  ].join('');
  const switches = r.alternate
    ? `<a href="${r.alternate}" lang="${other}" hreflang="${other}" data-language-switch="">${other === 'es' ? 'Español' : 'English'}</a>`
    : '';
  const crumbs = trail
    ? `<nav aria-label="${ui[r.locale].breadcrumb.label}"><ol><li><a href="/">${ui[r.locale].breadcrumb.home}</a> ›</li><li>${w.title}</li></ol></nav>`
    : '';
  const body =
    `<header>${switches}<a href="tel:${studio.phone.tel}">${studio.phone.display}</a>` +
    `<a href="${bookingFormUrl}" data-booking="">${w.book}</a></header>` +
    `<main>${crumbs}<h1>${w.title}</h1><p>${w.main}</p>${options.content ?? ''}</main><div>${switches}</div>`;
  return htmlPage(r.locale, head, body);
}

/** A 404 page of its language: its heading, noindex, no language switch. */
function notFoundPage(locale: Locale): string {
  const copy = ui[locale].notFound;
  return htmlPage(
    locale,
    `<title>${copy.title} | ${studio.name}</title><meta name="robots" content="noindex"/>`,
    `<main><h1><span class="sr-only">404: </span>${copy.heading}</h1><p>${copy.body}</p></main>`,
  );
}

/** A link variant's page: noindex, a meta refresh, the canonical URL and a link to its target (a service page). */
function stubPage(to: string): string {
  const name = serviceNames.en[to.split('/').pop() as keyof typeof serviceNames.en];
  return htmlPage(
    'en',
    `<meta http-equiv="refresh" content="0; url=${to}"/><link rel="canonical" href="${absoluteUrl(to)}"/>` +
      '<meta name="robots" content="noindex"/>',
    `<main><h1>${name}</h1><a href="${to}">${servicesCopy.en.redirect.continueTo(name)}</a></main>`,
  );
}

/** sitemap.xml for the routes, as next-sitemap writes it, with each post's date. */
export function sitemap(routes: RouteCase[], posts: Record<Locale, PostFacts[]>): string {
  const dates = new Map(
    (['en', 'es'] as const).flatMap((l) =>
      posts[l].map((p) => [pathIn(l, `/blog/${p.slug}`), p.updated ?? p.publishDate]),
    ),
  );
  const urls = routes.map((r) => {
    const links = r.alternate
      ? [
          [r.locale, r.path],
          [otherLocale(r.locale), r.alternate],
        ].map(([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${absoluteUrl(path!)}"/>`)
      : [];
    const date = dates.get(r.path);
    return `<url><loc>${absoluteUrl(r.path)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}${links.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset>\n${urls.join('\n')}\n</urlset>\n`;
}

/** A language's RSS feed of its posts, newest first. */
function feed(locale: Locale, posts: PostFacts[]): string {
  const items = posts.map(
    (p) =>
      `<item>\n<title>${escapeXml(p.title)}</title>\n<link>${absoluteUrl(pathIn(locale, `/blog/${p.slug}`))}</link>\n` +
      `<pubDate>${new Date(`${p.publishDate}T12:00:00Z`).toUTCString()}</pubDate>\n</item>`,
  );
  return [
    '<rss version="2.0"><channel>',
    `<title>${escapeXml(blogCopy[locale].name)}</title>`,
    `<link>${absoluteUrl(pathIn(locale, '/blog'))}</link>`,
    `<language>${blogCopy[locale].feed.language}</language>`,
    ...items,
    '</channel></rss>',
  ].join('\n');
}

/** A post written in both languages, with its artwork's preview. */
export const post: PostFacts = {
  slug: 'glow',
  title: 'Glow',
  publishDate: '2026-01-15',
  featuredImage: 'blog/glow',
  file: 'content/blog/en/glow.md',
};

export const fixtureRoutes = (): RouteCase[] => [
  route('/about', 'en', '/es/about'),
  route('/blog/glow', 'en', '/es/blog/glow', 'Blog posts'),
  route('/es/about', 'es', '/about'),
  route('/es/blog/glow', 'es', '/blog/glow', 'Blog posts'),
];
const fixturePosts = () => ({ en: [post], es: [{ ...post, title: 'Brillo', file: 'content/blog/es/glow.md' }] });
const stub = { from: '/services/lip-filler', to: '/services/lip-fillers' };

/** The files of a valid export of a page in both languages, a post in both, the 404 pages and a link variant. */
export function fixtureFiles(routes = fixtureRoutes(), posts = fixturePosts()): Record<string, string | Buffer> {
  return {
    ...Object.fromEntries(
      routes.map((r) => [
        r.path === '/' ? 'index.html' : `${r.path.slice(1)}.html`,
        routePage(r, r.group === 'Blog posts' ? { image: `${studio.url}/og/blog/glow.jpg` } : {}),
      ]),
    ),
    '404.html': notFoundPage('en'),
    'es/404.html': notFoundPage('es'),
    'services/lip-filler.html': stubPage(stub.to),
    ...Object.fromEntries(CHUNKS.map((src) => [src.slice(1), `${COMPILE_HINT}self.chunk=1;`])),
    'og/default.jpg': jpeg(1200, 630),
    'og/blog/glow.jpg': jpeg(1200, 630),
    'sitemap.xml': sitemap(routes, posts),
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`,
    'feed.xml': feed('en', posts.en),
    'es/feed.xml': feed('es', posts.es),
    _headers: headersFile(),
    _redirects: `${stub.from} ${stub.to} 301\n`,
  };
}

/** The editor's site: its page and its bundle. */
const adminFiles = (): Record<string, string> => ({
  'admin.html':
    '<!DOCTYPE html><html><head><meta name="robots" content="noindex"/><meta http-equiv="Content-Security-Policy" ' +
    `content="default-src 'self'; script-src 'self' 'unsafe-eval'"/><script src="/admin/cms.0a1b2c.js"></script></head></html>`,
  'admin/cms.0a1b2c.js': 'window.CMS = {};',
});

/** An export folder in memory. */
function memoryFiles(files: Record<string, string | Buffer>): Files {
  return {
    html: Object.keys(files).filter((file) => file.endsWith('.html')),
    read: (file) => (file in files ? Buffer.from(files[file]!) : undefined),
  };
}

/** Files with some replaced; undefined removes one. */
const changed = (files: Record<string, string | Buffer>, changes: Record<string, string | Buffer | undefined>) =>
  Object.fromEntries(
    Object.entries({ ...files, ...changes }).filter(
      (entry): entry is [string, string | Buffer] => entry[1] !== undefined,
    ),
  );

export type FixtureChange = {
  files?: Record<string, string | Buffer | undefined>;
  admin?: Record<string, string | undefined>;
  input?: Partial<Omit<SiteInput, 'out' | 'admin'>>;
};

/** The fixture export's input, with what a test changes. */
export function fixtureInput(change: FixtureChange = {}): SiteInput {
  const routes = change.input?.routes ?? fixtureRoutes();
  const posts = change.input?.posts ?? fixturePosts();
  return {
    routes,
    englishOnlyPages: [],
    posts,
    redirectStubs: [stub],
    languageNotFound: [{ prefix: '/es/', page: '/es/404' }],
    ...change.input,
    out: memoryFiles(changed(fixtureFiles(routes, posts), change.files ?? {})),
    admin: memoryFiles(changed(adminFiles(), change.admin ?? {})),
  };
}

/** The fixture export, loaded as the check loads out/. */
export const fixtureSite = (change: FixtureChange = {}): Site => loadSite(fixtureInput(change));
