'use client';

import { useEffect } from 'react';

/** Share of an element that must be visible before it fades in. */
export const REVEAL_THRESHOLD = 0.1;

/**
 * The one scroll-reveal watcher of a page: a single IntersectionObserver for every `.reveal` element (see
 * reveal.tsx), instead of a client component and an observer per item. Once it starts, whatever is wholly off
 * screen is hidden (data-revealed="false") and fades in when 10 % of it is visible; what is already in view stays.
 */
export function RevealObserver() {
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const el = entry.target as HTMLElement;
          if (entry.intersectionRatio >= REVEAL_THRESHOLD) {
            el.dataset.revealed = 'true';
            observer.unobserve(el);
          } else if (!entry.isIntersecting && el.dataset.revealed === undefined) {
            el.dataset.revealed = 'false';
          }
        }
      },
      { threshold: [0, REVEAL_THRESHOLD] },
    );
    for (const el of document.querySelectorAll('.reveal:not([data-revealed="true"])')) observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return null;
}
