/**
 * The smallest Next.js app there is, for `LIGHTHOUSE_FLOOR=1 npm run lighthouse` (scripts/lighthouse.mjs): one page,
 * one paragraph and one button, built with the site's own Next.js and React. What it costs at start-up beside its copy
 * without scripts is what the framework alone costs on the machine measuring it, the floor under the site's own pages.
 * Served under /floor beside the site.
 */
const config = { output: 'export', basePath: '/floor' };

export default config;
