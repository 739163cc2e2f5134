#!/usr/bin/env node
/**
 * Tap-to-next-page benchmark on the built site (`npm run bench:nav`; run `npm run build` first). Not part of
 * `npm test`: it takes minutes and its numbers depend on the machine's load.
 *
 * Profile: Chromium emulating a Pixel 7 (viewport, touch, user agent) with the CPU slowed 4x
 * (Emulation.setCPUThrottlingRate), on a 150 ms round trip and 1.6 Mbps down / 750 kbps up. The network is shaped
 * here, in front of scripts/serve.mjs, for every request alike: DevTools' Network.emulateNetworkConditions only
 * reaches the tab it is sent to, and a prerendered page is a target of its own, so it would load unthrottled and
 * look faster than it is. Each response starts one round trip after its request (two on a new connection: the
 * TCP handshake), and all responses share one 1.6 Mbps downlink. Puppeteer drives Chromium (see newPage); the
 * Pixel 7 is Playwright's device descriptor.
 *
 * A hop: load the page in a fresh browser context (empty cache), bring the link to the middle of the screen with
 * thumb swipes (touch scroll gestures; a link in the menu is reached by tapping the menu button, and that tap is not
 * timed), pause 4 s, tap the link with real touch events
 * (touchstart, BENCH_HOLD_MS of contact, touchend: pointerdown, pointerup, click), and time from the pointerup to
 * the new page's h1 painted. "Painted" is the h1's Element Timing render time, the same definition for a
 * document load, a prerendered page's activation and a client-side (soft) navigation: a small probe script,
 * served by this benchmark and added to every HTML response (allowed by the CSP's 'self'), marks every h1 with
 * `elementtiming` as it enters the DOM and reports the tap and the paint with sendBeacon, in the page's own
 * clock. A page restored from the back/forward cache paints no new h1, so there it is the second animation frame
 * after `pageshow` (at most one frame late). Back and forward are history.back()/forward() from the page, timed
 * from that call.
 *
 * Beside each hop, in the same run, its limit: the same hop again in the same context once the target was
 * prepared: visited before, so everything it needs is in the cache, and prerendered at once by the source page
 * (see hopRun). For back and forward, the limit is the second time.
 * Then the bytes of a three-page visit (/ -> /services -> a service page, 4 s on each, everything any request
 * transferred, prefetches and prerenders included), counted at the server.
 *
 * Each run says how the page arrived: "soft" (a client-side navigation), "document" (a page load), "prerendered"
 * (activated a prerendered page whose document had arrived before the tap), "prerendering" (activated one still
 * loading at the tap), "prefetched" (a page load whose document was prefetched), "bfcache" (restored from the
 * back/forward cache).
 *
 * The parts: options.mjs (the settings below), proxy.mjs (the shaping proxy, serving probe.ts), drive.mjs (the
 * browser, swipes and taps), hops.mjs (what is timed) and stats.mjs.
 *
 * Options (environment):
 *   BENCH_RUNS=5                 runs per hop (median reported, every run printed)
 *   BENCH_HOPS=services,back     only the hops whose names contain one of these words
 *   BENCH_HOLD_MS=80             finger contact time of a tap
 *   BENCH_PORT=4187              scripts/serve.mjs's port; the shaping proxy listens on BENCH_PORT + 4000
 *   BENCH_JSON=file.json         also write every measurement as JSON
 *   BENCH_CPU=4                  the CPU slowdown
 *   BENCH_DEBUG=1                print every request, and per tap: the click, the prerendered page's activation, its
 *                                first animation frame and first paint (where the time between tap and h1 goes)
 *   BENCH_TRACE=file.json        write a Chromium trace of the last limit tap (open it in DevTools' Performance
 *                                panel): what the page's main thread does between activation and its first paint
 */
import { writeFileSync } from 'node:fs';
import { withBrowser } from './drive.mjs';
import { firstPost, historyRun, hopRun, hops, visitBytes } from './hops.mjs';
import { CPU_SLOWDOWN, DOWN_BPS, GOAL, HOLD_MS, ONLY, PAUSE_MS, RTT_MS, RUNS } from './options.mjs';
import { kb, median, ms } from './stats.mjs';

// Puppeteer follows a prerendered page's activation in the background; when the context closes first, that
// bookkeeping fails with "Session closed", which says nothing about the measurement.
process.on('unhandledRejection', (error) => {
  if (/Session closed|Target closed|detached/i.test(String(error?.message))) return;
  throw error;
});
const results = [];
let failed = false;
await withBrowser({}, async (browser) => {
  const post = await firstPost(browser);
  console.log(
    `bench:nav  Pixel 7, CPU ${CPU_SLOWDOWN}x, RTT ${RTT_MS} ms, ${DOWN_BPS / 1e6} Mbps; ${PAUSE_MS / 1000} s pause, ${HOLD_MS} ms tap; ${RUNS} runs; ms from the tap's pointerup to the new page's h1 painted`,
  );
  console.log(
    `"limit" = the same hop, same run, target already prepared (cached and prerendered). goal, for a hop to one of the page's marked likeliest next pages ("likely"): median <= ${GOAL.ofLimit} x limit; other hops: none\n`,
  );
  const wanted = (name) => !ONLY || ONLY.some((w) => name.includes(w));
  const names = [
    ...hops.map((h) => (h.from === 'post' ? h.name.replace('a post', post) : h.name)),
    'forward (/services -> /services/hydrafacial)',
  ];
  const width = Math.max(...names.map((n) => n.length));
  console.log(`${'hop'.padEnd(width)}  median  worst  limit  ratio  marked |  every run: ms (how) / limit ms (how)`);
  const report = (name, runs) => {
    const cold = runs.map((r) => r.cold.ms);
    const med = median(cold);
    const worst = Math.max(...cold);
    const limit = median(runs.map((r) => r.warm.ms));
    const likely = runs.every((r) => r.likely);
    const ok = !likely || med <= GOAL.ofLimit * limit;
    if (!ok) failed = true;
    const each = runs
      .map((r) => `${Math.round(r.cold.ms)} (${r.cold.how}) / ${Math.round(r.warm.ms)} (${r.warm.how})`)
      .join(', ');
    const ratio = `${(med / limit).toFixed(2)}x`.padStart(5);
    console.log(
      `${name.padEnd(width)}  ${ms(med)}  ${ms(worst)}  ${ms(limit)}  ${ratio}  ${likely ? 'likely' : '      '} ${ok ? ' ' : '!'}|  ${each}`,
    );
    results.push({ hop: name, median: med, worst, limit, likely, runs });
  };
  for (const hop of hops.filter((h) => wanted(h.name))) {
    const from = hop.from === 'post' ? post : hop.from;
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await hopRun(browser, hop, from));
    report(hop.from === 'post' ? hop.name.replace('a post', from) : hop.name, runs);
  }
  if (wanted('back') || wanted('forward')) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await historyRun(browser));
    report(
      'back (/services/hydrafacial -> /services)',
      runs.map((r) => r.back),
    );
    report(
      'forward (/services -> /services/hydrafacial)',
      runs.map((r) => r.forward),
    );
  }
  const visit = await visitBytes(browser);
  const parts = Object.entries(visit.byType)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${kb(v)}`)
    .join(', ');
  console.log(
    `\nthree-page visit (/ -> /services -> /services/hydrafacial, 4 s on each): ${kb(visit.total)} in ${visit.requests} requests (${parts})`,
  );
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ results, visit }, null, 2));
  console.log(failed ? '\nSome hops miss the goal (marked !).' : '\nEvery hop to a likely next page within the goal.');
});
process.exit(failed ? 1 : 0);
