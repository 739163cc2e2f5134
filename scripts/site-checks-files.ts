/**
 * The files beside the pages that crawlers, feed readers and messaging apps read: sitemap.xml (exactly the
 * registered routes, with their alternates and the posts' dates), robots.txt, each language's RSS feed and the
 * link-preview images; and the editor's own site in out-admin/, which no public file names.
 */
import { blogCopy } from '../content/pages/blog';
import { site as studio } from '../content/site';
import { locales, otherLocale, pathIn, type Locale } from '../lib/format/locale';
import { socialImagePath } from '../lib/format/social-image';
import { escapeXml } from '@/site/feed';
import { absoluteUrl } from '@/site/metadata';
import { imageSize } from './image-size';
import { fileText, type PostFacts, type Site, type SiteCheck } from './page-model';
import { attributes, elements, meta, parseHtml } from './static-html';

const postPath = (post: PostFacts, locale: Locale) => pathIn(locale, `/blog/${post.slug}`);
/** Noon UTC of a publish date, as RSS writes it. */
const rssDate = (date: string) => new Date(`${date}T12:00:00Z`).toUTCString();

/** sitemap.xml's entries by <loc>, each with its text (several entries for one <loc> are kept apart). */
function sitemapEntries(xml: string): [string, string][] {
  return xml
    .split('<url>')
    .slice(1)
    .map((entry) => [/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '', entry]);
}

function sitemapProblems(site: Site): string[] {
  const xml = fileText(site.out, 'sitemap.xml');
  if (xml === undefined) return ['sitemap.xml: missing'];
  const entries = sitemapEntries(xml);
  const byLoc = new Map(entries);
  const expected = new Set(site.routes.map((route) => absoluteUrl(route.path)));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [loc] of entries) {
    if (seen.has(loc)) problems.push(`sitemap.xml: lists ${loc} twice`);
    else if (!expected.has(loc)) problems.push(`sitemap.xml: lists ${loc}, which is no registered route`);
    seen.add(loc);
  }
  for (const route of site.routes) {
    const entry = byLoc.get(absoluteUrl(route.path));
    if (entry === undefined) {
      problems.push(`sitemap.xml: does not list ${route.path}`);
      continue;
    }
    // A page in both languages lists both versions, itself included; a page without a counterpart lists none.
    const links = route.alternate
      ? [
          `hreflang="${route.locale}" href="${absoluteUrl(route.path)}"`,
          `hreflang="${otherLocale(route.locale)}" href="${absoluteUrl(route.alternate)}"`,
        ]
      : [];
    if (links.some((link) => !entry.includes(link)))
      problems.push(`sitemap.xml: ${route.path} lacks its hreflang alternates (${route.alternate} and itself)`);
    if (!route.alternate && entry.includes('hreflang='))
      problems.push(`sitemap.xml: ${route.path} has hreflang alternates but no counterpart`);
  }
  for (const locale of locales)
    for (const post of site.posts[locale]) {
      const entry = byLoc.get(absoluteUrl(postPath(post, locale)));
      const date = post.updated ?? post.publishDate;
      if (entry === undefined) problems.push(`sitemap.xml: does not list the post ${post.file}`);
      else if (!entry.includes(`<lastmod>${date}`))
        problems.push(`sitemap.xml: ${postPath(post, locale)} without <lastmod>${date}`);
    }
  if (xml.includes('/admin')) problems.push('sitemap.xml: names /admin, the editor');
  for (const stub of site.redirectStubs)
    if (xml.includes(`${stub.from}<`)) problems.push(`sitemap.xml: lists the redirect ${stub.from}`);
  return problems;
}

function feedProblems(site: Site, locale: Locale): string[] {
  const file = pathIn(locale, '/feed.xml').slice(1);
  const xml = fileText(site.out, file);
  if (xml === undefined) return [`${file}: missing`];
  const copy = blogCopy[locale];
  const posts = site.posts[locale];
  const expected = [
    '<rss version="2.0"',
    `<title>${escapeXml(copy.name)}</title>`,
    `<language>${copy.feed.language}</language>`,
    `<link>${absoluteUrl(pathIn(locale, '/blog'))}</link>`,
    ...(posts[0] ? [`<pubDate>${rssDate(posts[0].publishDate)}</pubDate>`] : []),
  ];
  const problems = expected.filter((text) => !xml.includes(text)).map((text) => `${file}: lacks ${text}`);
  // Every post, newest first, at its absolute address.
  const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((m) => m[1]);
  const want = posts.map((post) => absoluteUrl(postPath(post, locale)));
  if (links.join() !== want.join()) problems.push(`${file}: items ${links.join(', ')}, expected ${want.join(', ')}`);
  return problems;
}

/** Each route's preview image: on the site, a 1200x630 JPEG or PNG in out/; a post's is its artwork's JPEG. */
function shareImageProblems(site: Site): string[] {
  const problems: string[] = [];
  const images = new Map<string, string>(); // image URL -> the first route sharing it
  for (const route of site.routes) {
    const page = site.pages.get(route.path);
    const image = page && meta(page.document, 'og:image');
    if (image && !images.has(image)) images.set(image, route.path);
  }
  for (const [image, route] of images) {
    if (!image.startsWith(`${studio.url}/`)) {
      problems.push(`${route}: og:image ${image} is not on ${studio.url}`);
      continue;
    }
    const bytes = site.out.read(image.slice(studio.url.length + 1));
    if (!bytes) {
      problems.push(`${route}: og:image ${image} is not in out/`);
      continue;
    }
    let size: ReturnType<typeof imageSize> | undefined;
    try {
      size = imageSize(bytes);
    } catch {
      // reported below
    }
    const extension = /\.png$/.test(image) ? 'png' : 'jpeg';
    if (size?.type !== extension || size.width !== 1200 || size.height !== 630)
      problems.push(
        `${route}: og:image ${image} is ${size ? `a ${size.width}x${size.height} ${size.type}` : 'no PNG or JPEG'}, expected a 1200x630 ${extension}`,
      );
  }
  const posts = locales.flatMap((locale) => site.posts[locale].map((post) => ({ post, locale })));
  if (posts.length === 0) problems.push('no posts: the previews of posts are not checked');
  for (const { post, locale } of posts.filter(({ post }) => post.ogImage === undefined)) {
    const page = site.pages.get(postPath(post, locale));
    const image = page && meta(page.document, 'og:image');
    const expected = absoluteUrl(socialImagePath(post.featuredImage));
    if (image !== expected)
      problems.push(`${postPath(post, locale)}: og:image ${image}, expected ${expected} (${post.file})`);
  }
  return problems;
}

/** The editor's page: noindex, its own CSP, its bundle without gray-matter's JavaScript engine. */
function editorProblems(site: Site): string[] {
  const html = site.admin && fileText(site.admin, 'admin.html');
  if (!html) return ['out-admin/admin.html: missing (scripts/build-admin.mjs writes it)'];
  const document = parseHtml(html);
  const metas = elements(document, (e) => e.tagName === 'meta').map(attributes);
  const problems: string[] = [];
  if (!/noindex/.test(metas.find((m) => m.name === 'robots')?.content ?? ''))
    problems.push('out-admin/admin.html: not noindex');
  const csp = metas.find((m) => m['http-equiv']?.toLowerCase() === 'content-security-policy')?.content ?? '';
  if (!csp.includes("script-src 'self' 'unsafe-eval'"))
    problems.push("out-admin/admin.html: its CSP lacks script-src 'self' 'unsafe-eval'");
  const src = elements(document, (e) => e.tagName === 'script')
    .map((e) => attributes(e).src ?? '')
    .find((s) => s.startsWith('/admin/'));
  if (!src || !/^\/admin\/cms\.[0-9a-f]+\.js$/.test(src))
    return [...problems, `out-admin/admin.html: editor script ${src ?? 'missing'}, expected /admin/cms.<hash>.js`];
  const bundle = fileText(site.admin!, src.slice(1));
  if (bundle === undefined) problems.push(`out-admin${src}: missing`);
  // 'unsafe-eval' is for Decap's config validation (ajv); gray-matter's JavaScript front-matter engine is not bundled.
  else if (bundle.includes('stringifying JavaScript is not supported'))
    problems.push(`out-admin${src}: bundles gray-matter's JavaScript engine`);
  return problems;
}

export const fileChecks: SiteCheck[] = [
  { name: 'sitemap.xml', problems: sitemapProblems },
  {
    name: 'robots.txt',
    problems: (site) =>
      fileText(site.out, 'robots.txt')?.includes(`Sitemap: ${absoluteUrl('/sitemap.xml')}`)
        ? []
        : [`robots.txt: does not name the sitemap (Sitemap: ${absoluteUrl('/sitemap.xml')})`],
  },
  { name: 'RSS feeds', problems: (site) => locales.flatMap((locale) => feedProblems(site, locale)) },
  { name: 'link preview images', problems: shareImageProblems },
  { name: 'the editor', problems: editorProblems },
];
