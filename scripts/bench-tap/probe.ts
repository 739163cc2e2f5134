/**
 * The probe bench-tap adds to every HTML page it serves (never part of the site). Armed before a tap with a test of
 * the control's response, it watches from the finger's pointerdown: it runs the test at the start of every animation
 * frame, and the first frame in which it holds is the frame that shows the response; a message posted from that frame
 * is handled once the frame's main-thread work (style, layout, paint) is done, and that moment is "visible". A second
 * test, when given, says when the response is complete (a dialog whose frame came first), timed the same way. It
 * keeps every Event Timing entry of 16 ms or more, and reads which scripts the page requested between the tap and the
 * response. Every time is in the page's own clock.
 */
type Test = () => boolean;
type Tap = {
  /** The pointerdown's time stamp: when the finger touched the screen. */
  down: number;
  /** Whether a frame has shown the response, and all of it. */
  seen?: boolean;
  whole?: boolean;
  /** The end of the main-thread work of the first frame that shows the response, and of the first that shows it all. */
  visible?: number;
  complete?: number;
};
/** What the benchmark reads after a tap: times from the pointerdown, in ms. */
export type TapResult = {
  visible: number | null;
  complete: number | null;
  /** The longest Event Timing entry of the tap's interaction (0 when none reached 16 ms), and its event's name. */
  event: number;
  eventName: string;
  /** The scripts requested after the pointerdown until the response showed (or until now, when it did not). */
  scripts: string[];
};

let tests: { shown: Test; complete?: Test } | null = null;
let tap: Tap | null = null;
const events: PerformanceEventTiming[] = [];
new PerformanceObserver((list) => events.push(...(list.getEntries() as PerformanceEventTiming[]))).observe({
  type: 'event',
  durationThreshold: 16,
  buffered: true,
} as PerformanceObserverInit);

const holds = (test: Test) => {
  try {
    return test();
  } catch {
    // The control's page changed under the test: it is tried again next frame.
    return false;
  }
};

/** Called from an animation frame: `record` gets the moment that frame's main-thread work is done. */
function afterThisFrame(record: (t: number) => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => record(performance.now());
  channel.port2.postMessage(null);
}

function onFrame(current: Tap) {
  if (tap !== current || !tests) return;
  const { shown, complete = shown } = tests;
  const first = !current.seen && holds(shown);
  const all = !current.whole && holds(complete);
  if (first) current.seen = true;
  if (all) current.whole = true;
  if (first || all)
    afterThisFrame((t) => {
      if (first) current.visible = t;
      if (all) current.complete = t;
    });
  if (!current.seen || !current.whole) requestAnimationFrame(() => onFrame(current));
}

addEventListener(
  'pointerdown',
  (event) => {
    if (!tests || tap) return;
    const current: Tap = { down: event.timeStamp };
    tap = current;
    requestAnimationFrame(() => onFrame(current));
  },
  true,
);

function result(): TapResult | null {
  if (!tap) return null;
  const { down, visible, complete } = tap;
  const mine = events.filter((e) => e.interactionId > 0 && e.startTime >= down - 1);
  const first = mine.reduce<PerformanceEventTiming | null>((a, e) => (!a || e.startTime < a.startTime ? e : a), null);
  const longest = mine
    .filter((e) => e.interactionId === first?.interactionId)
    .reduce<PerformanceEventTiming | null>((a, e) => (!a || e.duration > a.duration ? e : a), null);
  const until = visible ?? performance.now();
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((r) => r.initiatorType === 'script' && r.startTime >= down && r.startTime <= until)
    .map((r) => new URL(r.name).pathname);
  return {
    visible: visible === undefined ? null : visible - down,
    complete: complete === undefined ? null : complete - down,
    event: longest?.duration ?? 0,
    eventName: longest?.name ?? '',
    scripts,
  };
}

Object.assign(window, {
  __tapProbe: {
    /** Watches the next tap: `shown` says whether the page shows the control's response, `complete` all of it. */
    arm: (shown: Test, complete?: Test) => {
      tests = { shown, complete };
      tap = null;
    },
    result,
  },
});
