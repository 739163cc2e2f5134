import { languageNotFound, redirectStubs, sitemapEntries } from '@/lib/routes';

export const dynamic = 'force-static';

/**
 * out/_routes.json: the route list as data for the build steps after `next build`, which run as plain Node and
 * cannot import TypeScript. next-sitemap lists exactly these routes (with their lastmod); postbuild writes the
 * host redirect files from `redirects` and `notFound` and then deletes this file, so it is never deployed.
 */
export function GET() {
  return Response.json({ routes: sitemapEntries(), redirects: redirectStubs, notFound: languageNotFound });
}
