'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';

/**
 * The decorative glow pill, a link. Its rotating highlight animates a CSS custom property, which the browser
 * restyles and repaints on the main thread every frame, even off screen: some 40 style recalculations and 80
 * paints a second for as long as the home page is open. So it only runs while the pill is within 100 px of the
 * viewport (without JavaScript it always runs).
 */
export function GlowPillLink({ href, children }: { href: string; children: ReactNode }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) el.dataset.offscreen = entry.isIntersecting ? 'false' : 'true';
      },
      { rootMargin: '100px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <Link ref={ref} href={href} className="glow-pill">
      {children}
    </Link>
  );
}
