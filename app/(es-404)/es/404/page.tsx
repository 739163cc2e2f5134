import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { site } from '@/content/site';
import { ui } from '@/content/ui';

/**
 * The Spanish 404 page (out/es/404.html). Hosts serve it, with status 404, for misses under /es/ (out/_redirects,
 * deploy/nginx.conf, scripts/serve.mjs). Not a route of its own: never indexed, not in sitemap.xml.
 */
export const metadata: Metadata = {
  // As the English 404 is titled: the page, then the studio.
  title: `${ui.es.notFound.title} | ${site.name}`,
  description: ui.es.notFound.description,
  robots: { index: false },
};

export default function SpanishNotFound() {
  return <NotFoundContent locale="es" />;
}
