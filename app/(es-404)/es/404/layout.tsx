import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { layoutMetadata, siteViewport } from '@/site/metadata';
import '../../../globals.css';

/**
 * Root layout of the Spanish 404 page alone. Hosts serve that page at any missed /es/ address, so it cannot offer
 * a counterpart of "this page": unlike the Spanish layout, it renders the shell without the language switch.
 */
export const metadata: Metadata = layoutMetadata('es');
export const viewport: Viewport = siteViewport;

export default function SpanishNotFoundLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell locale="es" notFound>
      {children}
    </SiteShell>
  );
}
