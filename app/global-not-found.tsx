import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { SiteShell } from '@/components/layout/site-shell';
import { site } from '@/content/site';
import { ui } from '@/content/ui';
import { layoutMetadata } from '@/site/metadata';
import './globals.css';

/**
 * The site's 404 document (out/404.html). With one root layout per language there is no layout above a miss, so
 * this is a whole document; misses under /es get the Spanish page app/(es-404)/es/404 from the host instead.
 */
export const metadata: Metadata = {
  ...layoutMetadata('en'),
  title: `${ui.en.notFound.title} | ${site.name}`,
  description: ui.en.notFound.description,
  alternates: {},
  robots: { index: false },
};

export default function GlobalNotFound() {
  return (
    <SiteShell locale="en" notFound>
      <NotFoundContent locale="en" />
    </SiteShell>
  );
}
