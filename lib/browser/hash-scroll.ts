/**
 * Hash navigation on the long home page: scroll smoothly to the section named by the address hash with an
 * 80 px top offset (the fixed header). If the section is not in the document yet, try again up to 5 times,
 * 150 ms apart, then only log a warning.
 *
 * Each `scrollend` re-measures and corrects until the section sits at the offset, should anything above it have
 * changed size during the smooth scroll (a picture or a font arriving late).
 */

export const SCROLL_OFFSET = 80;
export const HASH_SCROLL_ATTEMPTS = 5;
export const HASH_SCROLL_DELAY_MS = 150;
const MAX_CORRECTIONS = 4;
const CLEANUP_AFTER_MS = 4000;

/** "#gallery" -> "gallery"; empty or "#" -> null. */
export function idFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The window scroll position that puts `elementTop` (viewport-relative) `offset` px below the top, within the page. */
export function scrollTargetFor(
  elementTop: number,
  scrollY: number,
  maxScroll: number,
  offset = SCROLL_OFFSET,
): number {
  return Math.round(Math.min(Math.max(0, elementTop + scrollY - offset), Math.max(0, maxScroll)));
}

type ScrollWindow = Pick<
  Window,
  'scrollY' | 'innerHeight' | 'scrollTo' | 'addEventListener' | 'removeEventListener'
> & {
  matchMedia?: Window['matchMedia'];
};

export type HashScrollEnv = {
  document: Pick<Document, 'getElementById' | 'documentElement'>;
  window: ScrollWindow;
  setTimeout: (fn: () => void, ms: number) => unknown;
  warn: (message: string) => void;
};

const browserEnv = (): HashScrollEnv => ({
  document,
  window,
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  warn: (message) => console.warn(message),
});

function prefersReducedMotion(win: ScrollWindow): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls so `element` sits `offset` px below the top, correcting at each `scrollend` if it has moved. */
export function scrollToElement(element: Element, env: HashScrollEnv = browserEnv(), offset = SCROLL_OFFSET): void {
  const { window: win, document: doc } = env;
  const root = doc.documentElement;
  const behavior: ScrollBehavior = prefersReducedMotion(win) ? 'auto' : 'smooth';
  const target = () =>
    scrollTargetFor(element.getBoundingClientRect().top, win.scrollY, root.scrollHeight - win.innerHeight, offset);

  let corrections = 0;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    win.removeEventListener('scrollend', onEnd);
  };
  const onEnd = () => {
    const top = target();
    if (Math.abs(win.scrollY - top) > 1 && corrections < MAX_CORRECTIONS) {
      corrections += 1;
      win.scrollTo({ top, behavior });
      return;
    }
    finish();
  };

  const top = target();
  if (Math.abs(win.scrollY - top) <= 1) {
    finish();
    return;
  }
  win.addEventListener('scrollend', onEnd);
  win.scrollTo({ top, behavior });
  env.setTimeout(finish, CLEANUP_AFTER_MS);
}

/**
 * Scrolls to the section named by `hash`. Resolves true once it scrolled, false when there is no hash or the
 * section was still missing after the last attempt (then a warning is logged).
 */
export function scrollToHash(
  hash: string,
  env: HashScrollEnv = browserEnv(),
  { attempts = HASH_SCROLL_ATTEMPTS, delayMs = HASH_SCROLL_DELAY_MS, offset = SCROLL_OFFSET } = {},
): Promise<boolean> {
  const id = idFromHash(hash);
  if (!id) return Promise.resolve(false);
  return new Promise((resolve) => {
    let tries = 0;
    const attempt = () => {
      tries += 1;
      const element = env.document.getElementById(id);
      if (element) {
        scrollToElement(element, env, offset);
        resolve(true);
        return;
      }
      if (tries >= attempts) {
        env.warn(`Scroll target "#${id}" not found after ${attempts} attempts`);
        resolve(false);
        return;
      }
      env.setTimeout(attempt, delayMs);
    };
    attempt();
  });
}
