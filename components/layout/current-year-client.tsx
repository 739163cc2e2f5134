'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** The current year: the build year in the static HTML, the visitor's year once the page runs. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
