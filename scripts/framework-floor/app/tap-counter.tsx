'use client';

import { useState } from 'react';

/** The app's one client component, so that React hydrates something. */
export function TapCounter() {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps(taps + 1)}>
      Tapped {taps} times
    </button>
  );
}
