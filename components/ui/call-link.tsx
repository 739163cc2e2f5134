import type { ReactNode } from 'react';
import { site } from '@/content/site';

/** A tel: link to the studio with an accessible name that says what it does. */
export function CallLink({ className, children, ariaLabel }: { className?: string; children?: ReactNode; ariaLabel?: string }) {
  return (
    <a href={`tel:${site.phone.tel}`} className={className} aria-label={ariaLabel ?? `Call the studio at ${site.phone.display}`}>
      {children ?? `Call ${site.phone.display}`}
    </a>
  );
}
