'use client';

import { useEffect } from 'react';
import { idFromHash, scrollToHash } from '@/lib/browser/hash-scroll';
import { isPlainLeftClick } from '@/lib/browser/plain-click';

/**
 * Home page hash navigation: on arrival with a hash (e.g. /#gallery from another page's footer), on hash changes,
 * and on clicks of same-page hash links, scroll smoothly to the section with the 80 px header offset.
 */
export function HashScroll() {
  useEffect(() => {
    let frame = 0;
    const run = () => {
      cancelAnimationFrame(frame);
      // Let the router and the browser finish their own jump first, then correct it.
      frame = requestAnimationFrame(() => void scrollToHash(window.location.hash));
    };
    if (window.location.hash) run();

    const onClick = (event: MouseEvent) => {
      if (!isPlainLeftClick(event)) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname || !url.hash) return;
      const id = idFromHash(url.hash);
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
      event.preventDefault();
      if (window.location.hash !== url.hash) window.history.pushState(window.history.state, '', url.hash);
      // Keep what the browser does for fragment links: a focusable target (e.g. the skip link's <main>) gets focus.
      if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
      void scrollToHash(url.hash);
    };
    // Capture phase: runs before the router's link handler, which then sees the click as handled.
    document.addEventListener('click', onClick, true);
    window.addEventListener('hashchange', run);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('hashchange', run);
    };
  }, []);
  return null;
}
