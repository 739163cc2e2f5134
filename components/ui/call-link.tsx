import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { ui } from '@/content/ui';
import type { Locale } from '@/lib/format/locale';

/**
 * A tel: link to the studio. Its default text, "Call (915) …", names itself; when the visible text is only the
 * number, the accessible name says what the link does and still contains the visible text (WCAG 2.5.3).
 */
export function CallLink({
  className,
  children,
  ariaLabel,
  locale,
}: {
  className?: string;
  children?: ReactNode;
  ariaLabel?: string;
  locale: Locale;
}) {
  const words = ui[locale].contact;
  const label = ariaLabel ?? (children === undefined ? undefined : words.callStudio);
  return (
    <a href={`tel:${site.phone.tel}`} className={className} aria-label={label}>
      {children ?? words.call}
    </a>
  );
}
