'use client';

import { useRef, useSyncExternalStore } from 'react';
import { site } from '@/content/site';
import { describeStatus, openStatus, type HoursWords } from '@/lib/hours';
import { useInView } from '@/components/ui/use-in-view';

const subscribe = (onChange: () => void) => {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
};
const minuteNow = () => Math.floor(Date.now() / 60_000);

/**
 * "Open now · closes at 7:00 PM" in El Paso time. Empty in the static HTML (it depends on the visitor's clock).
 * Worked out only once the line is near the viewport: the browser's first time-zone-aware Intl.DateTimeFormat
 * loads its ICU data, a 25-70 ms task on a fast machine, which would otherwise land in the middle of hydration.
 */
export function OpenNow({ className, words }: { className?: string; words: HoursWords }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const near = useInView(ref, { rootMargin: '300px' });
  const minute = useSyncExternalStore(subscribe, minuteNow, () => null);
  const text = minute === null || !near ? '' : describeStatus(openStatus(site.hours, new Date(minute * 60_000), site.timeZone), words);
  return (
    <p ref={ref} className={className} aria-live="polite" data-testid="open-now">
      {text || '\u00a0'}
    </p>
  );
}
