/**
 * Code a control loads on demand (a dialog, Swiper, the hero tool) can fail to arrive after the page has loaded: a
 * dropped connection, or a deploy that replaced the hashed chunk files while the page was open (the old names then
 * answer 404). Every such control loads its code through `onDemand` before it acts, so a failure never reaches
 * React's rendering (and the error page): the control catches it and does what it does without JavaScript.
 *
 * The production bundler's runtime (Turbopack) already requests a failed chunk once more, a few hundred ms later, and
 * then keeps the failure for the life of the page; the retry here then fails at once, and covers loaders that do
 * not retry by themselves.
 */

/** A loader that is shared by a control's warm-up (idle time, hover, focus) and its tap. */
export type OnDemand<T> = {
  /** The code: tries once more when the first attempt fails, then rejects. A success is kept for the page's life. */
  load: () => Promise<T>;
  /** Starts loading ahead of a tap; a failure here is silent (the tap tries again and falls back). */
  preload: () => void;
  /**
   * Preloads once the page is idle (the first call schedules it, later calls do nothing), so a tap finds the code
   * already here. Controls call it after hydration, which comes after the first paint. Not when the visitor asked
   * their browser to save data: the tap loads it then.
   */
  preloadWhenIdle: () => void;
  /** The code once it has loaded, so a control can render it in the same frame as the tap; else undefined. */
  loaded: () => T | undefined;
};

/** How long an idle preload waits for an idle moment at most: a page that is never idle still gets it. */
const IDLE_TIMEOUT_MS = 2000;
/** Browsers without requestIdleCallback (Safari) preload after this short timer instead. */
const NO_IDLE_CALLBACK_MS = 200;

/** Whether the visitor's browser asks to save data (Chromium's Save-Data setting). */
export const savingData = () =>
  typeof navigator !== 'undefined' &&
  (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** Runs the task once the page is idle, or after IDLE_TIMEOUT_MS at most. */
export function whenIdle(task: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, NO_IDLE_CALLBACK_MS);
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | null = null;
  let value: { module: T } | null = null;
  let idleScheduled = false;
  const load = () => {
    pending ??= importer()
      .catch(() => importer())
      .then(
        (module) => {
          value = { module };
          return module;
        },
        (error: unknown) => {
          // Forget the failure, so a later tap asks again (the connection may be back by then).
          pending = null;
          throw error;
        },
      );
    return pending;
  };
  const preload = () => void load().catch(() => {});
  return {
    load,
    preload,
    preloadWhenIdle: () => {
      if (idleScheduled || savingData()) return;
      idleScheduled = true;
      whenIdle(preload);
    },
    loaded: () => value?.module,
  };
}

/**
 * Acts on a tap on `control` with the code: at once when it is already here, so the control answers in the tap's own
 * task and render; else once it has arrived, the control showing meanwhile that it is pending (`data-pending` and
 * `aria-busy`: the ring app/globals.css draws, as for a tap held before hydration), so the tap is answered at once
 * either way. `otherwise` runs when the code does not arrive.
 */
export function withCode<T>(code: OnDemand<T>, control: Element, act: (code: T) => void, otherwise: () => void) {
  const here = code.loaded();
  if (here !== undefined) return act(here);
  control.setAttribute('data-pending', '');
  control.setAttribute('aria-busy', 'true');
  code
    .load()
    .finally(() => {
      control.removeAttribute('data-pending');
      control.removeAttribute('aria-busy');
    })
    .then(act, otherwise);
}

/** What a link needs to be followed by hand: its address, and whether it opens a new tab. */
export type LinkLike = { href: string; target: string };

/**
 * Follows a link the way the browser does without JavaScript: a new tab for `target="_blank"` (no opener), else the
 * same tab. When the browser blocks the new tab (the tap's activation has expired), the same tab opens it instead,
 * so the tap is never lost.
 */
export function followLink(link: LinkLike, win: Pick<Window, 'open' | 'location'> = window): void {
  if (link.target === '_blank') {
    const opened = win.open(link.href, '_blank');
    if (opened) {
      opened.opener = null;
      return;
    }
  }
  win.location.assign(link.href);
}
