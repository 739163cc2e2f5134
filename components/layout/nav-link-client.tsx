'use client';

import { Link } from '@/components/ui/link';
import { isActivePath } from '@/lib/format/current-page';
import { localeOfPath } from '@/lib/format/locale';
import { usePathname } from 'next/navigation';
import type { MouseEventHandler, ReactNode } from 'react';

const styles = {
  // Its height fixed: a page painted while a link's start tag has arrived but not its text would show it shorter, and
  // the header row, centered, would move as the text arrives.
  desktop:
    'block h-9 rounded-full px-1.5 py-2 text-sm font-medium whitespace-nowrap text-charcoal-800 transition hover:bg-cream-200 hover:text-charcoal-900 aria-[current=page]:bg-charcoal-900 aria-[current=page]:text-cream-50',
  mobile:
    'block rounded-lg px-4 py-3 text-base font-medium text-charcoal-800 hover:bg-cream-200 aria-[current=page]:bg-charcoal-900 aria-[current=page]:text-cream-50',
  dropdown:
    'block rounded-md px-4 py-2 text-sm text-charcoal-800 hover:bg-cream-200 aria-[current=page]:bg-charcoal-900 aria-[current=page]:text-cream-50',
};

/** A navigation link that marks the current route with aria-current="page". */
export function NavLink({
  href,
  children,
  variant,
  onClick,
  likelyNext = false,
}: {
  href: string;
  children: ReactNode;
  variant: keyof typeof styles;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** A likely next page (lib/browser/speculation-rules.ts), unless it is the current one. */
  likelyNext?: boolean;
}) {
  const pathname = usePathname() ?? '/';
  const active = isActivePath(pathname, href);
  return (
    // The server wrote `href` in the page's language, so the link's locale is the href's (no extra prop to ship).
    <Link
      locale={localeOfPath(href)}
      href={href}
      className={styles[variant]}
      aria-current={active ? 'page' : undefined}
      likelyNext={likelyNext && !active}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
