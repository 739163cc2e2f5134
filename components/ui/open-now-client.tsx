'use client';

import { useSyncExternalStore } from 'react';
import { site } from '@/content/site';
import { describeStatus, openStatus } from '@/lib/hours';

const subscribe = (onChange: () => void) => {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
};
const minuteNow = () => Math.floor(Date.now() / 60_000);

/** "Open now · closes at 7:00 PM" in El Paso time. Empty in the static HTML (it depends on the visitor's clock). */
export function OpenNow({ className }: { className?: string }) {
  const minute = useSyncExternalStore(subscribe, minuteNow, () => null);
  const text = minute === null ? '' : describeStatus(openStatus(site.hours, new Date(minute * 60_000), site.timeZone));
  return (
    <p className={className} aria-live="polite" data-testid="open-now">
      {text || '\u00a0'}
    </p>
  );
}
