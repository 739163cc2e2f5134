/**
 * Driving Chromium as a Pixel 7 through Puppeteer: fresh contexts, thumb swipes, real taps, and waiting for the
 * probe's report of the next page's h1.
 */
import { writeFileSync } from 'node:fs';
import { devices } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { importTs } from '../import-ts.mjs';
import { reports, startProxy, startUpstream } from './proxy.mjs';
import { base, CPU_SLOWDOWN, HOLD_MS, PAUSE_MS, sleep } from './options.mjs';

const { chromiumFlags, chromiumPath } = await importTs('scripts/chromium-flags.ts');

/** The flags of every browser the tests start (scripts/chromium-flags.ts), and two of Chrome on Android's triggers. */
export const ARGS = [
  ...chromiumFlags,
  // Chrome on Android's eagerness triggers, which desktop builds follow only with these features: "moderate" is a
  // link dwelling in view after scrolling stops, "eager" (Chrome 143 on) a link in view for 100 ms.
  '--enable-features=PreloadingModerateViewportHeuristics,NavigationPredictorNewViewportFeatures,PreloadingEagerViewportHeuristics',
];
const PIXEL_7 = devices['Pixel 7'];

/**
 * A fresh browser context (empty cache) with one Pixel 7 page. Puppeteer, not Playwright: Chromium refuses to
 * prerender while a DevTools session is attached to the page target itself, as Playwright's are; Puppeteer attaches
 * through the tab, and applies the CPU slowdown to a prerendered page's session too.
 */
export async function newPage(browser) {
  // Once in a while Chromium answers the first request for a new context with "Session with given id not found"
  // (the previous context's prerendered pages still closing); the second request is answered.
  const context = await browser
    .createBrowserContext()
    .catch(() => sleep(500).then(() => browser.createBrowserContext()));
  return { context, page: await phoneTab(context) };
}

/** A new tab of the context, as a Pixel 7 with the CPU slowdown. */
export async function phoneTab(context) {
  const page = await context.newPage();
  await page.emulate({
    userAgent: PIXEL_7.userAgent,
    viewport: { ...PIXEL_7.viewport, deviceScaleFactor: PIXEL_7.deviceScaleFactor, isMobile: true, hasTouch: true },
  });
  await page.emulateCPUThrottling(CPU_SLOWDOWN);
  return page;
}

/** The first element matching the selector that is rendered (has a box and is not hidden). */
export async function visibleElement(page, selector) {
  const handle = await page.waitForFunction(
    (sel) =>
      [...document.querySelectorAll(sel)].find(
        (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
      ),
    { timeout: 10_000 },
    selector,
  );
  return handle.asElement();
}

/** Scrolls the element to the middle of the screen, as a visitor brings a link into view before reading it. */
export async function scrollTo(handle) {
  await handle.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

/**
 * Brings the link to the middle of the screen the way a visitor does: thumb swipes (touch scroll gestures, no
 * fling) that start low on the screen, 500 px at most each. Chrome on Android reads these: its "moderate" trigger
 * looks for a link just above where the last swipe's finger went down, once scrolling stops.
 */
async function swipeTo(session, handle) {
  const { width, height } = PIXEL_7.viewport;
  for (let i = 0; i < 20; i++) {
    const centre = await handle.evaluate((el) => {
      const r = el.getClientRects()[0];
      return r ? r.y + r.height / 2 : null;
    });
    if (centre === null) throw new Error('nothing to scroll to: the link has no box');
    const distance = Math.round(centre - height / 2);
    if (Math.abs(distance) < 40) return;
    const step = Math.max(-500, Math.min(500, distance));
    const cdp = await session.page.createCDPSession();
    try {
      await cdp.send('Input.synthesizeScrollGesture', {
        x: Math.round(width / 2),
        y: Math.round(height * (step > 0 ? 0.75 : 0.25)),
        yDistance: -step,
        speed: 1200,
        gestureSourceType: 'touch',
        preventFling: true,
      });
    } finally {
      await cdp.detach().catch(() => {});
    }
  }
  await scrollTo(handle);
}

/** Loads the page, brings the hop's link into view (unless it is in the menu) and pauses there. */
export async function load(session, url, hop) {
  await session.page.goto(`${base}${url}`, { waitUntil: 'load' });
  if (hop && !hop.menu) await swipeTo(session, await hop.link(session));
  await sleep(PAUSE_MS);
}

/**
 * A real tap at the element's centre: touchstart, `hold` ms of contact (HOLD_MS unless given), touchend. With a hold
 * of 0 both go to the browser at once (Puppeteer would send touchend only once touchstart was acknowledged), so the
 * only time between them is the page's own handling of touchstart.
 */
export async function tap(session, handle, hold = HOLD_MS) {
  // The centre of the link's first line box: a link that wraps has text of its neighbours in its bounding box.
  const box = await handle.evaluate((el) => {
    const r = el.getClientRects()[0];
    return r && { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  });
  if (!box) throw new Error('nothing to tap: the link has no box');
  if (hold === 0) {
    const cdp = await session.page.createCDPSession();
    try {
      await Promise.all([
        cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [box] }),
        cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
      ]);
    } finally {
      await cdp.detach().catch(() => {});
    }
    return;
  }
  await session.page.touchscreen.touchStart(box.x, box.y);
  await sleep(hold);
  await session.page.touchscreen.touchEnd().catch((error) => console.log(`  touchend: ${error.message}`));
}

/** Waits for the tap's pointerup and the first h1 painted after it on `target` (a path or a test). */
export async function arrival(target, since) {
  const matches = (p) => (typeof target === 'string' ? p === target : target.test(p));
  const deadline = performance.now() + 20_000;
  while (performance.now() < deadline) {
    const fresh = reports.slice(since);
    const up = fresh.find((r) => r.kind === 'up');
    const h1 = up && fresh.find((r) => r.kind === 'h1' && r.t >= up.t && matches(r.path));
    if (h1) {
      const how = h1.restored
        ? 'bfcache'
        : h1.doc === up.doc
          ? 'soft'
          : h1.activated
            ? h1.readyBeforeTap
              ? 'prerendered'
              : 'prerendering'
            : h1.delivery === 'navigational-prefetch'
              ? 'prefetched'
              : 'document';
      const click = fresh.find((r) => r.kind === 'click' && r.t >= up.t);
      if (h1.navType === 'back_forward' && !h1.restored)
        console.log(`  not restored from the back/forward cache: ${h1.notRestored || 'no reason given'}`);
      if (process.env.BENCH_DEBUG)
        for (const r of fresh.filter((r) => r.t >= up.t && r.kind !== 'h1'))
          console.log(`    ${r.kind} at ${Math.round(r.t - up.t)} ms (${r.path})`);
      if (process.env.BENCH_DEBUG)
        console.log(
          `  up -> click event ${click ? Math.round(click.t - up.t) : '?'} ms, handled at ${click ? Math.round(click.at - up.t) : '?'} ms; h1 ${Math.round(h1.t - up.t)} ms`,
        );
      return { ms: h1.t - up.t, how, path: h1.path };
    }
    await sleep(50);
  }
  throw new Error(`no h1 painted on ${target} within 20 s of the tap`);
}

/** Opens the mobile menu (a native popover) and returns the link inside it. */
export async function inMenu(session, selector) {
  await tap(session, await visibleElement(session.page, 'header button[popovertarget="mobile-menu"]'));
  await session.page.waitForSelector('#mobile-menu:popover-open');
  await sleep(400);
  const link = await visibleElement(session.page, `#mobile-menu ${selector}`);
  await scrollTo(link);
  return link;
}

export const visible = (s, selector) => visibleElement(s.page, selector);

/**
 * After a navigation Puppeteer's page object no longer reaches the tab's page, so later steps run through a
 * session of the tab's current page, opened for one step and closed again (while one is open, Chromium would not
 * prerender).
 */
export async function inCurrentPage(s, fn) {
  const cdp = await s.page.createCDPSession();
  try {
    return await fn(cdp);
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/** The centre of the first rendered element matching the selector, once scrolled to the middle of the screen. */
const centreOf = (selector) => `(() => {
  const el = [...document.querySelectorAll(${JSON.stringify(selector)})].find((e) => e.getClientRects().length > 0);
  el.scrollIntoView({ block: 'center', behavior: 'instant' });
  const r = el.getClientRects()[0];
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
})()`;

export async function tapInCurrentPage(s, selector) {
  await inCurrentPage(s, (cdp) =>
    cdp.send('Runtime.evaluate', { expression: centreOf(selector), returnByValue: true }),
  );
  await sleep(PAUSE_MS);
  await inCurrentPage(s, async (cdp) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression: centreOf(selector), returnByValue: true });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [result.value] });
    await sleep(HOLD_MS);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  });
}

/**
 * With BENCH_TRACE=file.json, starts a Chromium trace of the whole browser (open it in DevTools' Performance panel);
 * `save()` ends it and writes the file. Without BENCH_TRACE, null.
 */
export async function startTrace(browser) {
  const file = process.env.BENCH_TRACE;
  if (!file) return null;
  const tracer = await browser.target().createCDPSession();
  await tracer.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'blink',
        'loading',
        'v8.execute',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'navigation',
        'content',
      ],
    },
  });
  return {
    async save() {
      const done = new Promise((resolve) => tracer.once('Tracing.tracingComplete', resolve));
      await tracer.send('Tracing.end');
      const { stream } = await done;
      let data = '';
      for (;;) {
        const chunk = await tracer.send('IO.read', { handle: stream });
        data += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
        if (chunk.eof) break;
      }
      writeFileSync(file, data);
    },
  };
}

/** The benchmark's browser, headless, with ARGS and any `extra` flags. */
export const launch = (extra = []) =>
  puppeteer.launch({ executablePath: chromiumPath, headless: true, defaultViewport: null, args: [...ARGS, ...extra] });

/**
 * Serves the site behind the shaping proxy (its pages carrying `probe`, see startProxy), starts the browser (with
 * `args` besides ARGS) and runs `bench` with it; closes all three after.
 */
export async function withBrowser({ probe, args } = {}, bench) {
  const upstream = await startUpstream();
  const proxy = await startProxy(probe);
  const browser = await launch(args);
  try {
    return await bench(browser);
  } finally {
    await browser.close();
    proxy.close();
    upstream.kill();
  }
}
