'use client';

import { useEffect, useState, type ReactNode } from 'react';

export const SOLID_AFTER_PX = 20;

/** The fixed header bar: transparent at the top of the page, solid once scrolled more than 20 px. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const [solid, setSolid] = useState(false);

  useEffect(() => {
    const update = () => setSolid(window.scrollY > SOLID_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header
      data-solid={solid ? 'true' : 'false'}
      className="site-header no-print fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300"
    >
      {children}
    </header>
  );
}
