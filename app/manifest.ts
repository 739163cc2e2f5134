import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { colorToken } from '@/site/design-tokens';

export const dynamic = 'force-static';

/** Lets a visitor add the site to their home screen. No service worker: every page is a plain static file. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.metadata.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colorToken('cream-50'),
    theme_color: colorToken('cream-50'),
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
