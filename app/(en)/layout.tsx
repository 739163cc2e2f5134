import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { layoutMetadata, siteViewport } from '@/site/metadata';
import '../globals.css';

/** Root layout of the English pages (today's URLs). */
export const metadata: Metadata = layoutMetadata('en');
export const viewport: Viewport = siteViewport;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteShell locale="en">{children}</SiteShell>;
}
