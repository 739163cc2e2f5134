'use client';

import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useInView } from '@/components/ui/use-in-view';

/** Share of the element that must be visible before it fades in. */
export const REVEAL_THRESHOLD = 0.1;

/**
 * Scroll reveal: the content fades in once when 10 % of it is visible, and stays. It is hidden only when
 * scripting is on and motion is welcome (CSS in globals.css), so it is always visible with JavaScript off and
 * under reduced motion. `delayMs` staggers a group of items.
 */
export function Reveal({ children, className = '', delayMs = 0 }: { children: ReactNode; className?: string; delayMs?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useInView(ref, { threshold: REVEAL_THRESHOLD });

  const style = delayMs ? ({ '--reveal-delay': `${delayMs}ms` } as CSSProperties) : undefined;
  return (
    <div ref={ref} className={`reveal ${className}`} data-revealed={shown ? 'true' : 'false'} style={style}>
      {children}
    </div>
  );
}
