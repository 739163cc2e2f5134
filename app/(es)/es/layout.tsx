import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { layoutMetadata, siteViewport } from '@/site/metadata';
import '../../globals.css';

/** Root layout of the Spanish pages under /es: `<html lang="es">` in the static HTML. */
export const metadata: Metadata = layoutMetadata('es');
export const viewport: Viewport = siteViewport;

export default function SpanishLayout({ children }: { children: ReactNode }) {
  return <SiteShell locale="es">{children}</SiteShell>;
}
