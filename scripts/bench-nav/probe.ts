/**
 * The probe the benchmark adds to every HTML page it serves (never part of the site): it marks every h1 for
 * Element Timing as it enters the DOM and reports taps, paints and activations with sendBeacon, in the page's own
 * clock. proxy.mjs compiles it with esbuild.
 */
type Report = { kind: string; t: number } & Record<string, unknown>;
/** The navigation entry's fields this reads, some newer than TypeScript's DOM types. */
type Navigation = {
  type?: string;
  activationStart?: number;
  deliveryType?: string;
  responseEnd?: number;
  notRestoredReasons?: { reasons?: { reason: string }[] } | null;
};
/** An Element Timing entry. */
type ElementEntry = PerformanceEntry & {
  identifier: string;
  renderTime: number;
  loadTime: number;
  element: Element | null;
};

const origin = performance.timeOrigin;
const doc = Math.random().toString(36).slice(2);
const nav = (performance.getEntriesByType('navigation')[0] as Navigation | undefined) ?? {};

function send(report: Report) {
  const activated = (nav.activationStart ?? 0) > 0;
  const extra: Record<string, unknown> = {
    path: location.pathname,
    doc,
    navType: nav.type,
    activated,
    delivery: nav.deliveryType,
    readyBeforeTap: activated && (nav.responseEnd ?? 0) < (nav.activationStart ?? 0),
  };
  if (nav.notRestoredReasons) extra.notRestored = (nav.notRestoredReasons.reasons ?? []).map((r) => r.reason).join(' ');
  navigator.sendBeacon('/__bench/report', JSON.stringify({ ...report, ...extra }));
}

function mark(node: Node) {
  if (!(node instanceof Element)) return;
  const h1s = node.tagName === 'H1' ? [node] : [...node.querySelectorAll('h1')];
  for (const h1 of h1s) h1.setAttribute('elementtiming', 'bench-h1');
}

new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(mark))).observe(document, {
  childList: true,
  subtree: true,
});
new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as ElementEntry[])
    if (entry.identifier === 'bench-h1')
      send({
        kind: 'h1',
        t: origin + (entry.renderTime || entry.loadTime),
        text: (entry.element?.textContent ?? '').slice(0, 50),
      });
}).observe({ type: 'element', buffered: true });
for (const kind of ['pointerdown', 'pointerup'] as const)
  addEventListener(kind, (e) => send({ kind: kind === 'pointerdown' ? 'down' : 'up', t: origin + e.timeStamp }), true);
addEventListener(
  'click',
  (e) => send({ kind: 'click', t: origin + e.timeStamp, at: origin + performance.now() }),
  true,
);
// A page restored from the back/forward cache paints no new h1: its second frame stands in.
addEventListener('pageshow', (e) => {
  if (e.persisted)
    requestAnimationFrame(() => requestAnimationFrame((ts) => send({ kind: 'h1', t: origin + ts, restored: true })));
});
document.addEventListener('prerenderingchange', () => {
  send({ kind: 'activate', t: origin + performance.now() });
  requestAnimationFrame((ts) => send({ kind: 'frame', t: origin + ts }));
});
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) send({ kind: entry.name, t: origin + entry.startTime });
}).observe({ type: 'paint', buffered: true });
/** Back or forward from the page itself, timed from the call. */
Object.assign(window, {
  __benchHistory: (dir: 'back' | 'forward') => {
    send({ kind: 'up', t: origin + performance.now() });
    history[dir]();
  },
});

export {};
