/**
 * How the tests and the measurements run the browser: Debian's Chromium, without the background work (component
 * updates, sync, first-run pages, QUIC probes) that would add requests or CPU to what they check and time.
 * playwright.config.ts, scripts/bench-nav/ and scripts/lighthouse.mjs all start it this way.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
