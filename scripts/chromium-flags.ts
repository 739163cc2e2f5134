/**
 * How the tests and the measurements run the browser: Debian's Chromium, without the background work (component
 * updates, sync, first-run pages, QUIC probes) that would add requests or CPU to what they check and time.
 * playwright.config.ts, scripts/bench-nav/ and scripts/lighthouse.mjs all start it this way.
 */
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the tests drive: Debian's headless shell (package chromium-headless-shell, the same Blink as
 * chromium without the browser's own UI layer) when it is installed, as it loads a page with 10 to 18 % less CPU on
 * a 2-core machine; else chromium itself. The measurements (Lighthouse, bench:nav) keep chromium, as a phone runs a
 * full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The tests' flags. The headless shell keeps another site's frame in the page's process unless told otherwise, and
 * then Tab stops on the booking form's empty frame; Chrome isolates it, and Tab passes the frame by.
 */
export const testChromiumFlags = [...chromiumFlags, '--site-per-process'];
