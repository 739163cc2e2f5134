'use client';

import type { KeyboardEvent, ReactNode } from 'react';

/** Arrow Up/Down, Home and End move focus between the accordion's triggers (WAI-ARIA accordion pattern). */
export function AccordionKeys({ children, className }: { children: ReactNode; className?: string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName !== 'SUMMARY') return;
    const triggers = [...event.currentTarget.querySelectorAll<HTMLElement>(':scope > details > summary')];
    const index = triggers.indexOf(target);
    if (index < 0) return;
    const next = {
      ArrowDown: triggers[(index + 1) % triggers.length],
      ArrowUp: triggers[(index - 1 + triggers.length) % triggers.length],
      Home: triggers[0],
      End: triggers[triggers.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  return (
    // The keydown handler only moves focus between the native <summary> triggers inside.
    <div className={className} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
