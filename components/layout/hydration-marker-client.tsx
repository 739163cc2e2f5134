'use client';

import { useEffect } from 'react';
import { prepareLikelyNext } from '@/lib/browser/speculation-rules';

/**
 * Sets `<html data-hydrated="true">` once React has hydrated the page. Scripts start only after the page has
 * loaded and painted (scripts/startup-scripts.ts), so until then links and forms work as plain HTML; the marker
 * tells tests and monitoring when the enhanced behavior (booking dialog, hero tool, carousel) is live, and the boot
 * script then replays a button tap it held back before hydration. Then, once the page is idle, the page's likeliest
 * next pages are prerendered.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    prepareLikelyNext();
  }, []);
  return null;
}
