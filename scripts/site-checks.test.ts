/**
 * The page check's rules across pages and about the files beside them, on the export held in memory
 * (page-fixtures.ts): each passes the fixture and fails on a defect with the line the check prints.
 */
import { locations } from '../content/locations';
import { serviceSlugs } from '../content/services';
import { site as studio } from '../content/site';
import { testimonialLabel, testimonialsOn } from '../content/testimonials';
import { matrix } from '@/site/matrix';
import { absoluteUrl } from '@/site/metadata';
import { allSiteChecks } from './page-checks';
import {
  fixtureFiles,
  fixtureRoutes,
  fixtureSite,
  jpeg,
  post,
  route,
  routePage,
  sitemap,
  type FixtureChange,
} from './page-fixtures';

/** The lines one site rule prints for the fixture export, changed as given. */
function problems(check: string, change: FixtureChange = {}): string[] {
  const rule = allSiteChecks.find((c) => c.name === check);
  if (!rule) throw new Error(`no rule "${check}"`);
  return rule.problems(fixtureSite(change));
}

const text = (file: string) => fixtureFiles()[file]!.toString();

describe('the fixture export', () => {
  // These two count what the real site holds (location pages, testimonial cards): tested on their own below.
  const counting = ['Spanish pages', 'testimonials shown'];
  it.each(allSiteChecks.filter((c) => !counting.includes(c.name)).map((c) => c.name))('passes "%s"', (check) => {
    expect(problems(check)).toEqual([]);
  });
});

describe('across pages', () => {
  it('titles and descriptions are unique', () => {
    const title = /<title>[^<]*<\/title>/.exec(text('about.html'))![0];
    const files = { 'es/about.html': text('es/about.html').replace(/<title>[^<]*<\/title>/, title) };
    expect(problems('unique titles and descriptions', { files })).toEqual([
      `/es/about: title "About the studio /about | ${studio.name}" is also that of /about`,
    ]);
  });

  it('a page without a Spanish counterpart must be English only by its copy', () => {
    const input = { routes: [route('/about', 'en')] };
    expect(problems('counterparts', { input })).toEqual([
      '/about: no Spanish counterpart, and its copy is not English only (englishOnlyPages): give it Spanish meta',
    ]);
    expect(problems('counterparts', { input: { ...input, englishOnlyPages: ['/about'] } })).toEqual([]);
    expect(problems('counterparts', { input: { englishOnlyPages: ['/about'] } })).toEqual([
      '/about: in englishOnlyPages, but it has a Spanish counterpart',
    ]);
    expect(
      problems('counterparts', { input: { routes: fixtureRoutes().filter((r) => r.group === 'Blog posts') } }),
    ).toEqual(['no English pages to check']);
  });

  it("a page's counterpart is in out/", () => {
    expect(problems('counterparts', { files: { 'es/about.html': undefined } })).toEqual([
      '/about: its counterpart /es/about is not in out/',
    ]);
  });

  it('every page of out/ is a route, a redirect stub or a 404 page, and each of those is there', () => {
    const files = { 'es/privacy.html': text('es/about.html'), 'services/lip-filler.html': undefined };
    expect(problems('pages in out/', { files })).toEqual([
      '/services/lip-filler: no redirect stub in out/',
      '/es/privacy: out/es/privacy.html is no registered route, redirect stub or 404 page',
    ]);
  });

  it('the 404 pages exist', () => {
    expect(problems('404 pages exist', { files: { 'es/404.html': undefined } })).toEqual([
      '/es/404: no 404 page in out/ (es/404.html)',
    ]);
  });

  it('the Spanish pages are there: some at all, every location page, a breadcrumb trail', () => {
    const count = 1 + locations.length + matrix.length;
    const places = Array.from({ length: count }, (_, i) => route(`/es/locations${i ? `/area-${i}` : ''}`, 'es'));
    expect(problems('Spanish pages', { input: { routes: [...fixtureRoutes(), ...places] } })).toEqual([]);
    expect(problems('Spanish pages', { input: { routes: [...fixtureRoutes(), ...places.slice(1)] } })).toEqual([
      `${count - 1} Spanish location pages, expected ${count} (the index, each area, each area's treatments)`,
    ]);
    expect(problems('Spanish pages', { input: { routes: fixtureRoutes().filter((r) => r.locale === 'en') } })).toEqual([
      'no Spanish pages to check',
      `0 Spanish location pages, expected ${count} (the index, each area, each area's treatments)`,
      'no Spanish page shows a breadcrumb trail',
    ]);
  });

  it('some page shows a testimonial', () => {
    const slug = serviceSlugs.find((s) => testimonialsOn(`/services/${s}`, 'en').length > 0)!;
    const t = testimonialsOn(`/services/${slug}`, 'en')[0]!;
    const card = `<figure class="testimonial-card"><blockquote lang="${t.lang}">“${t.text}”</blockquote><figcaption>${testimonialLabel(t, 'en')}</figcaption></figure>`;
    const extra = route(`/services/${slug}`, 'en');
    const change = {
      input: { routes: [...fixtureRoutes(), extra] },
      files: { [`services/${slug}.html`]: routePage(extra, { content: card }) },
    };
    expect(problems('testimonials shown', change)).toEqual([]);
    expect(problems('testimonials shown')).toEqual(['no page shows a testimonial card (class testimonial-card)']);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists exactly the registered routes, each with its alternates, and the posts with their dates', () => {
    const routes = fixtureRoutes();
    const posts = { en: [post], es: [] };
    const xml = sitemap([...routes.slice(1), route('/es/privacy', 'es')], posts)
      .replace(`hreflang="es" href="${absoluteUrl('/es/blog/glow')}"`, '')
      .replace('</urlset>', `<url><loc>${absoluteUrl('/services/lip-filler')}</loc></url></urlset>`);
    expect(problems('sitemap.xml', { files: { 'sitemap.xml': xml } })).toEqual([
      `sitemap.xml: lists ${absoluteUrl('/es/privacy')}, which is no registered route`,
      `sitemap.xml: lists ${absoluteUrl('/services/lip-filler')}, which is no registered route`,
      'sitemap.xml: does not list /about',
      'sitemap.xml: /blog/glow lacks its hreflang alternates (/es/blog/glow and itself)',
      'sitemap.xml: /es/blog/glow without <lastmod>2026-01-15',
      'sitemap.xml: lists the redirect /services/lip-filler',
    ]);
  });

  it('names no editor page', () => {
    const xml = text('sitemap.xml').replace('</urlset>', '<!-- /admin --></urlset>');
    expect(problems('sitemap.xml', { files: { 'sitemap.xml': xml } })).toEqual([
      'sitemap.xml: names /admin, the editor',
    ]);
  });

  it('robots.txt names the sitemap', () => {
    expect(problems('robots.txt', { files: { 'robots.txt': 'User-agent: *\nAllow: /\n' } })).toEqual([
      `robots.txt: does not name the sitemap (Sitemap: ${absoluteUrl('/sitemap.xml')})`,
    ]);
  });
});

describe('the feeds', () => {
  it("each language's feed lists its posts, newest first, at their absolute addresses", () => {
    const feed = text('es/feed.xml').replace(absoluteUrl('/es/blog/glow'), absoluteUrl('/blog/glow'));
    expect(problems('RSS feeds', { files: { 'es/feed.xml': feed } })).toEqual([
      `es/feed.xml: items ${absoluteUrl('/blog/glow')}, expected ${absoluteUrl('/es/blog/glow')}`,
    ]);
    expect(problems('RSS feeds', { files: { 'feed.xml': undefined } })).toEqual(['feed.xml: missing']);
    const noLanguage = text('es/feed.xml').replace('<language>es-us</language>', '');
    expect(problems('RSS feeds', { files: { 'es/feed.xml': noLanguage } })).toEqual([
      'es/feed.xml: lacks <language>es-us</language>',
    ]);
  });
});

describe('link preview images', () => {
  it('each is a 1200x630 JPEG or PNG of the site, in out/', () => {
    expect(problems('link preview images', { files: { 'og/default.jpg': jpeg(1200, 600) } })).toEqual([
      `/about: og:image ${studio.url}/og/default.jpg is a 1200x600 jpeg, expected a 1200x630 jpeg`,
    ]);
    expect(problems('link preview images', { files: { 'og/default.jpg': undefined } })).toEqual([
      `/about: og:image ${studio.url}/og/default.jpg is not in out/`,
    ]);
  });

  it("a post's preview is its artwork's JPEG, unless it names its own", () => {
    const files = { 'blog/glow.html': routePage(route('/blog/glow', 'en', '/es/blog/glow', 'Blog posts')) };
    expect(problems('link preview images', { files })).toEqual([
      `/blog/glow: og:image ${studio.url}/og/default.jpg, expected ${absoluteUrl('/og/blog/glow.jpg')} (content/blog/en/glow.md)`,
    ]);
    const own = { en: [{ ...post, ogImage: '/og/default.jpg' }], es: [] };
    expect(problems('link preview images', { files, input: { posts: own } })).toEqual([]);
    expect(problems('link preview images', { input: { posts: { en: [], es: [] } } })).toEqual([
      'no posts: the previews of posts are not checked',
    ]);
  });
});

describe('redirects and the editor', () => {
  it('out/_redirects answers each link variant with a 301', () => {
    expect(problems('_redirects', { files: { _redirects: '' } })).toEqual([
      '_redirects: no "/services/lip-filler /services/lip-fillers 301"',
    ]);
  });

  it("the editor's page is noindex, with its own CSP and a bundle without gray-matter's JavaScript engine", () => {
    expect(
      problems('the editor', { admin: { 'admin/cms.0a1b2c.js': 'throw "stringifying JavaScript is not supported"' } }),
    ).toEqual(["out-admin/admin/cms.0a1b2c.js: bundles gray-matter's JavaScript engine"]);
    const page = (html: string) => ({ admin: { 'admin.html': html } });
    expect(problems('the editor', page('<meta name="robots" content="all"/>'))).toEqual([
      'out-admin/admin.html: not noindex',
      "out-admin/admin.html: its CSP lacks script-src 'self' 'unsafe-eval'",
      'out-admin/admin.html: editor script missing, expected /admin/cms.<hash>.js',
    ]);
    expect(problems('the editor', { admin: { 'admin.html': undefined } })).toEqual([
      'out-admin/admin.html: missing (scripts/build-admin.mjs writes it)',
    ]);
  });
});
