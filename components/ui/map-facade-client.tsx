'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The map's click-to-load facade: the box shows `place` and a "Show map" button, and only that click creates the
 * Google Maps iframe, in the same reserved box (no layout shift), and moves focus to it. Nothing is sent to Google
 * before the click; a tap before hydration is held by the boot script like every type="button".
 */
export function MapFacade({ src, title, showLabel, place, className }: { src: string; title: string; showLabel: string; place: ReactNode; className: string }) {
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (shown) frameRef.current?.focus();
  }, [shown]);

  return (
    <div className={className} data-map={shown ? 'shown' : 'facade'}>
      {shown ? (
        <iframe ref={frameRef} src={src} title={title} referrerPolicy="strict-origin-when-cross-origin" className="h-full w-full border-0" />
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center">
          {place}
          <button type="button" onClick={() => setShown(true)} className="inline-flex min-h-11 items-center rounded-full bg-charcoal-900 px-6 py-2.5 font-semibold text-cream-50 shadow-md transition hover:bg-gold-700 focus-visible:bg-gold-700">
            {showLabel}
          </button>
        </div>
      )}
    </div>
  );
}
