#!/usr/bin/env node
/**
 * Tap-to-response benchmark on the built site (`npm run bench:tap`; run `npm run build` first). Not part of
 * `npm test`: it takes minutes and its numbers depend on the machine's load, printed at the start and the end.
 *
 * Profile: bench:nav's (scripts/bench-nav/main.mjs): Chromium emulating a Pixel 7 with the CPU slowed 4x, behind
 * the same shaping proxy (150 ms round trip, 1.6 Mbps shared downlink), driven by Puppeteer. Every other origin
 * resolves to nothing (the booking form's frame, a video's preview), so only the site's own work is timed.
 *
 * A run: load the control's page in a fresh browser context (empty cache), wait for hydration (`html[data-hydrated]`),
 * scroll the control to the middle of the screen (instantly, with no pointer events, so nothing is warmed up by a
 * finger passing over it), wait for what the control needs to be there (the carousel's Swiper; the carousel runs with
 * reduced motion, so it does not turn by itself during the pause or the tap), pause 4 s as a reader does, then tap it
 * with real touch events (touchstart, BENCH_HOLD_MS of contact, touchend: pointerdown, pointerup, click; a quick tap
 * unless told, so the time from the pointerdown is the time from the tap). Two numbers per tap, both in the page's
 * own clock (probe.ts, a script this benchmark adds to every HTML response, allowed by the CSP's 'self'):
 *   - visible: from the pointerdown to the end of the main thread's work on the first frame that shows the response
 *     (the dialog or its frame rendered, the tab selected, the counter changed, the menu open), found by testing at
 *     the start of every frame; for a dialog whose frame came first, each run also says when the dialog itself
 *     was drawn ("dialog");
 *   - event: the tap's longest Event Timing entry (durationThreshold 16: "<16" when none reached it), what INP counts.
 * Each run also says how many scripts the page requested between the tap and the response: code fetched at the tap.
 * The goal: every control's median visible within 100 ms (a frame or so after the finger), and no event over
 * 100 ms, the limit of a "good" Interaction to Next Paint.
 *
 * The parts: controls.mjs (what is tapped and what shows the response), probe.ts, and bench-nav's options.mjs,
 * proxy.mjs (given this probe), drive.mjs and stats.mjs.
 *
 * Options (environment):
 *   BENCH_RUNS=5                 runs per control (median reported, every run printed)
 *   BENCH_TAPS=Book,menu         only the controls whose names contain one of these words
 *   BENCH_HOLD_MS=0              finger contact time of a tap (bench:nav holds 80 ms)
 *   BENCH_PORT=4187              scripts/serve.mjs's port; the shaping proxy listens on BENCH_PORT + 4000
 *   BENCH_CPU=4                  the CPU slowdown
 *   BENCH_JSON=file.json         also write every measurement as JSON
 *   OUT_DIR=dir                  serve another build's export instead of out/ (a before and after of one change)
 *   BENCH_TRACE=file.json        write a Chromium trace of the last run's tap (with BENCH_TAPS naming one control:
 *                                each control's trace replaces the one before)
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { newPage, scrollTo, startTrace, tap, visibleElement, withBrowser } from '../bench-nav/drive.mjs';
import { base, CPU_SLOWDOWN, DOWN_BPS, PAUSE_MS, RTT_MS, RUNS, sleep } from '../bench-nav/options.mjs';
import { median, ms } from '../bench-nav/stats.mjs';
import { controls } from './controls.mjs';

const GOAL = { visible: 100, event: 100 };
/** A quick tap by default, as a visitor taps: the time from the pointerdown is then the time from the tap. */
const HOLD_MS = Number(process.env.BENCH_HOLD_MS ?? 0);
const ONLY = process.env.BENCH_TAPS?.split(',').filter(Boolean);
/** Any host but this one resolves to nothing. */
const OFFLINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;

/** One run of one control: the tap's result from the probe (see probe.ts). */
async function run(browser, control, last) {
  const s = await newPage(browser);
  try {
    if (control.media) await s.page.emulateMediaFeatures(control.media);
    await s.page.goto(`${base}${control.path}`, { waitUntil: 'load' });
    await s.page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
    const handle = await visibleElement(s.page, control.control);
    await scrollTo(handle);
    if (control.ready) await s.page.waitForSelector(control.ready, { timeout: 30_000 });
    await sleep(PAUSE_MS);
    await handle.evaluate(control.arm, control.arg);
    const trace = last ? await startTrace(browser) : null;
    await tap(s, handle, HOLD_MS);
    const deadline = performance.now() + 10_000;
    let result = null;
    while (performance.now() < deadline) {
      result = await s.page.evaluate(() => window.__tapProbe.result());
      if (result?.visible != null && result.complete != null) break;
      await sleep(50);
    }
    // Event Timing entries are reported after the frame they end with has been presented.
    await sleep(500);
    await trace?.save();
    return (await s.page.evaluate(() => window.__tapProbe.result())) ?? result;
  } finally {
    await s.context.close();
  }
}

const results = [];
let failed = false;
await withBrowser({ probe: path.join(import.meta.dirname, 'probe.ts'), args: [OFFLINE] }, async (browser) => {
  console.log(
    `bench:tap  Pixel 7, CPU ${CPU_SLOWDOWN}x, RTT ${RTT_MS} ms, ${DOWN_BPS / 1e6} Mbps; hydrated, then ${PAUSE_MS / 1000} s pause, ${HOLD_MS} ms tap; ${RUNS} runs`,
  );
  console.log(`at start: ${load()}`);
  console.log(
    `visible: ms from the pointerdown to the first frame showing the response; event: the tap's longest Event Timing entry (ms)`,
  );
  console.log(`goal: median visible <= ${GOAL.visible} ms, every event <= ${GOAL.event} ms\n`);
  const chosen = controls.filter((c) => !ONLY || ONLY.some((w) => c.name.includes(w)));
  const width = Math.max(...chosen.map((c) => c.name.length));
  console.log(
    `${'control'.padEnd(width)}  visible  worst  event  worst |  every run: visible / event ms (scripts fetched at the tap)`,
  );
  for (const control of chosen) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run(browser, control, i === RUNS - 1));
    const seen = runs.map((r) => r?.visible ?? Infinity);
    const events = runs.map((r) => r?.event ?? Infinity);
    const med = median(seen);
    const ok = med <= GOAL.visible && Math.max(...events) <= GOAL.event;
    if (!ok) failed = true;
    const each = runs
      .map((r) =>
        r?.visible == null
          ? 'no response'
          : `${Math.round(r.visible)} / ${r.event ? Math.round(r.event) : '<16'}${r.eventName ? ` ${r.eventName}` : ''} (${r.scripts.length})${r.complete != null && r.complete > r.visible ? ` dialog ${Math.round(r.complete)}` : ''}`,
      )
      .join(', ');
    console.log(
      `${control.name.padEnd(width)}  ${ms(med)}  ${ms(Math.max(...seen))}  ${ms(median(events))}  ${ms(Math.max(...events))} ${ok ? ' ' : '!'}|  ${each}`,
    );
    results.push({ control: control.name, median: med, runs });
  }
  console.log(`\nat end: ${load()}`);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ results }, null, 2));
  console.log(failed ? 'Some controls miss the goal (marked !).' : 'Every control within the goal.');
});
process.exit(failed ? 1 : 0);
