import type { ReactNode } from 'react';
import { site } from '@/content/site';

/**
 * A tel: link to the studio. Its default text, "Call (915) …", names itself; when the visible text is only the
 * number, the accessible name says what the link does and still contains the visible text (WCAG 2.5.3).
 */
export function CallLink({ className, children, ariaLabel }: { className?: string; children?: ReactNode; ariaLabel?: string }) {
  const label = ariaLabel ?? (children === undefined ? undefined : `Call the studio at ${site.phone.display}`);
  return (
    <a href={`tel:${site.phone.tel}`} className={className} aria-label={label}>
      {children ?? `Call ${site.phone.display}`}
    </a>
  );
}
