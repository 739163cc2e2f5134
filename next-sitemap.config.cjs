/** sitemap.xml and robots.txt for the static export (run after `next build`). */
const siteUrl = (process.env.SITE_URL || 'https://www.example.com').replace(/\/+$/, '');

/** Redirect stubs (link variants) and error pages are not pages to index. */
const exclude = ['/404', '/_not-found', '/icon.svg', '/apple-icon.png', '/manifest.webmanifest', '/feed.xml', '/services/lip-filler', '/services/hydra-facial'];

module.exports = {
  siteUrl,
  outDir: 'out',
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  trailingSlash: false,
  exclude,
  changefreq: 'monthly',
  priority: 0.7,
  transform: async (config, path) => ({
    loc: path,
    changefreq: config.changefreq,
    priority: path === '/' ? 1.0 : config.priority,
    lastmod: config.autoLastmod ? new Date().toISOString() : undefined,
  }),
  robotsTxtOptions: { policies: [{ userAgent: '*', allow: '/' }] },
};
