'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { site } from '@/content/site';
import type { HoursWords } from '@/lib/format/hours';
import { useInView } from '@/components/ui/use-in-view-client';
import { onDemand } from '@/lib/browser/load-on-demand';

type HoursModule = typeof import('@/lib/format/hours');

// When it cannot be loaded, the line stays empty: the opening hours are in the page beside it.
const hoursCode = onDemand(() => import('@/lib/format/hours'));

const subscribe = (onChange: () => void) => {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
};
const minuteNow = () => Math.floor(Date.now() / 60_000);

/**
 * "Open now · closes at 7:00 PM" in El Paso time. Empty in the static HTML (it depends on the visitor's clock).
 * Worked out only once the line is near the viewport: the browser's first time-zone-aware Intl.DateTimeFormat
 * loads its ICU data, a 25-70 ms task on a fast machine, which would otherwise land in the middle of hydration.
 * The code that works it out (lib/format/hours) is fetched then too, so it is no part of the page's start-up script.
 */
export function OpenNow({ className, words }: { className?: string; words: HoursWords }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const near = useInView(ref, { rootMargin: '300px' });
  const minute = useSyncExternalStore(subscribe, minuteNow, () => null);
  const [hours, setHours] = useState<HoursModule | null>(null);
  useEffect(() => {
    if (near && !hours) hoursCode.load().then(setHours, () => {});
  }, [near, hours]);
  const text =
    minute === null || !hours
      ? ''
      : hours.describeStatus(hours.openStatus(site.hours, new Date(minute * 60_000), site.timeZone), words);
  return (
    // Two lines reserved on phones: the longest line ("… opens Wednesday at 9:00 AM") wraps there, and filling it in
    // must not push the hours below it down. Not a live region: it is filled in as it nears the screen, not because
    // of anything the visitor did, and was spoken wherever their focus was; it is read where it stands.
    <p ref={ref} className={`${className ?? ''} max-sm:min-h-[2lh]`} data-testid="open-now">
      {text || '\u00a0'}
    </p>
  );
}
