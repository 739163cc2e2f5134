'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { focusFrame } from '@/components/ui/frame-focus-client';

/**
 * The map's click-to-load facade: the box shows `place`, a "Show map" button and `link`, and only that click creates
 * the Google Maps iframe, in the same reserved box (no layout shift) above the same link, and moves focus to it. Nothing is sent to Google
 * before the click; a tap before hydration is held by the boot script like every type="button". Four elements in all:
 * the home page counts them.
 */
export function MapFacade({
  src,
  title,
  showLabel,
  place,
  link,
  className,
}: {
  src: string;
  title: string;
  showLabel: string;
  place: string;
  link: ReactNode;
  className: string;
}) {
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (shown && frameRef.current) focusFrame(frameRef.current);
  }, [shown]);

  if (shown) {
    return (
      // The link stays under the map, inside the same box: if Google's map does not load (offline, blocked), the
      // way to it is still there.
      <div className={`${className} flex flex-col`} data-map="shown">
        <iframe
          ref={frameRef}
          src={src}
          title={title}
          referrerPolicy="strict-origin-when-cross-origin"
          className="min-h-0 w-full flex-1 border-0"
        />
        <p className="p-2 text-center text-sm">{link}</p>
      </div>
    );
  }
  return (
    <div
      className={`${className} flex flex-wrap content-center items-center justify-center gap-x-5 gap-y-4 p-6 text-center`}
      data-map="facade"
    >
      <p className="basis-full whitespace-pre-line text-charcoal-700 first-line:font-semibold first-line:text-charcoal-900">
        {place}
      </p>
      <button
        type="button"
        onClick={() => setShown(true)}
        className="min-h-11 rounded-full bg-charcoal-900 px-6 py-2.5 font-semibold text-cream-50 shadow-md transition hover:bg-gold-700 focus-visible:bg-gold-700"
      >
        {showLabel}
      </button>
      {link}
    </div>
  );
}
