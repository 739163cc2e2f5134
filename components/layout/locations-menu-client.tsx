'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { NavLink } from '@/components/layout/nav-link-client';
import type { NavLink as NavLinkData } from '@/site/nav';

/**
 * The Locations dropdown: a native <details> disclosure (works without JavaScript), enhanced to close on
 * Escape, on an outside click and after choosing a link. Its height is fixed at the summary's: until the summary
 * arrives, the browser draws its own, shorter one, and the menu, centered in the header row, would move.
 */
export function LocationsMenu({ label, section, links }: { label: string; section: string; links: NavLinkData[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname() ?? '/';
  const active = pathname === section || pathname.startsWith(`${section}/`);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (focusSummary: boolean) => {
      if (!details.open) return;
      details.open = false;
      if (focusSummary) details.querySelector('summary')?.focus();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(details.contains(document.activeElement));
    };
    const onPointer = (e: PointerEvent) => {
      if (e.target instanceof Node && !details.contains(e.target)) close(false);
    };
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node && !details.contains(e.relatedTarget)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    details.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      details.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  return (
    <details ref={ref} className="nav-dropdown relative h-9">
      <summary
        className={`flex cursor-pointer items-center gap-1 rounded-full px-1.5 py-2 text-sm font-medium transition hover:bg-cream-200 ${
          active ? 'bg-charcoal-900 text-cream-50 hover:text-charcoal-900' : 'text-charcoal-800'
        }`}
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="dropdown-chevron size-4 transition" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </summary>
      <ul className="absolute top-full left-0 mt-2 w-52 rounded-xl border border-cream-300 bg-white p-2 shadow-xl">
        {links.map((link) => (
          <li key={link.href}>
            <NavLink href={link.href} variant="dropdown">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
