/**
 * sitemap.xml and robots.txt for the static export (run after `next build`). The list of URLs is the route list
 * itself (`sitemapEntries` in site/routes.ts, read through scripts/import-ts.mjs): any other exported file (404,
 * icons, feed, redirect stubs) is left out, a page carries a lastmod only when the route list knows its date, and a
 * page that exists in both languages carries hreflang alternates.
 */

const siteUrl = (process.env.SITE_URL || 'https://www.example.com').replace(/\/+$/, '');

/** @type {Promise<Map<string, import('@/site/routes').SitemapEntry>>} */
const routes = import('./scripts/import-ts.mjs')
  .then(({ importTs }) => importTs('site/routes.ts'))
  .then(({ sitemapEntries }) => new Map(sitemapEntries().map((r) => [r.path, r])));

module.exports = {
  siteUrl,
  outDir: 'out',
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  trailingSlash: false,
  autoLastmod: false,
  changefreq: 'monthly',
  priority: 0.7,
  transform: async (config, loc) => {
    const route = (await routes).get(loc);
    if (!route) return null;
    // A page with a counterpart in the other language lists every language version (itself included) as xhtml:link.
    const alternateRefs = Object.entries(route.alternates ?? {}).map(([hreflang, p]) => ({
      href: p === '/' ? siteUrl : `${siteUrl}${p}`,
      hreflang,
      hrefIsAbsolute: true,
    }));
    return {
      loc,
      changefreq: config.changefreq,
      priority: loc === '/' || loc === '/es' ? 1.0 : config.priority,
      lastmod: route.lastmod,
      alternateRefs,
    };
  },
  robotsTxtOptions: { policies: [{ userAgent: '*', allow: '/' }] },
};
