/**
 * sitemap.xml and robots.txt for the static export (run after `next build`). The list of URLs is the route list
 * itself (out/_routes.json, written by app/%5Froutes.json): any other exported file (404, icons, feed, redirect
 * stubs) is left out, a page carries a lastmod only when the route list knows its date, and a page that exists in
 * both languages carries hreflang alternates.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- next-sitemap loads a CommonJS config */
const { readFileSync } = require('node:fs');
const path = require('node:path');
/* eslint-enable @typescript-eslint/no-require-imports */

const siteUrl = (process.env.SITE_URL || 'https://www.example.com').replace(/\/+$/, '');

/** @type {Map<string, { path: string; lastmod?: string; alternates?: Record<string, string> }>} */
const routes = new Map(
  JSON.parse(readFileSync(path.join(__dirname, 'out/_routes.json'), 'utf8')).routes.map((r) => [r.path, r]),
);

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
    const route = routes.get(loc);
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
