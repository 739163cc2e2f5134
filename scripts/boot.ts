/**
 * The boot script of every page, inlined by postbuild (scripts/startup-scripts.ts minifies it with esbuild, which
 * fills in the two constants below). It has three jobs, in one script so that every page has the same one (one CSP
 * hash).
 *
 * Taps before hydration: a click on a REPLAY_SELECTOR control is held and shown pending (`data-pending`,
 * `aria-busy`); only the last one is kept, and once React has hydrated (`<html data-hydrated>`) that element, if it
 * is still in the page, gets one `click()`. The held click is stopped before React's listeners can see it, so it
 * never acts twice. If a startup script fails to load, the page will not hydrate: taps are no longer held.
 *
 * Startup: the listed chunks are fetched after the load event and the first contentful paint, one frame later; a
 * 3 s timer covers a page that is never painted (a hidden tab) or a browser without paint timing. Each element is
 * added in a task of its own, so no single task adds them all.
 *
 * Fonts: a first visit paints with the system fonts that stand in for the web fonts (app/font-fallbacks.css), and
 * prefetches the two web fonts only once the page is hydrated and idle (not when the browser asks to save data), so
 * they never compete with the page itself.
 * Then one flag in local storage says the browser has them, and every later page sets `data-fonts` on <html> before
 * its first paint, which switches app/globals.css to the web fonts; they come from the cache within the short wait
 * `font-display: fallback` gives them (components/layout/fonts.ts).
 */
declare const REPLAY_SELECTOR: string;
declare const STARTUP_LIST_ID: string;

const root = document.documentElement;
/** The control whose tap is held. */
let pending: Element | null = null;
/** Set when a startup script failed: the page will not hydrate, so taps go through. */
let off = false;

const hydrated = () => root.hasAttribute('data-hydrated');

/** The local-storage flag that says this browser has fetched the web fonts. */
const FONTS_KEY = 'fonts-cached';

/** The web fonts' files: the stylesheets' @font-face sources that are files, not local fonts. */
const fontFiles = () => {
  const urls: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's stylesheet
    }
    for (const rule of Array.from(rules)) {
      const src = rule instanceof CSSFontFaceRule ? rule.style.getPropertyValue('src') : '';
      const url = /url\(\s*["']?([^"')]+)/.exec(src)?.[1];
      if (url) urls.push(new URL(url, sheet.href || location.href).href);
    }
  }
  return urls;
};

try {
  if (localStorage.getItem(FONTS_KEY)) root.setAttribute('data-fonts', '');
} catch {
  // Storage blocked: the page keeps its stand-in fonts.
}

/**
 * Puts the web fonts in the browser's cache without using them on this page: a prefetch, which neither decodes
 * them nor competes with the page. Once all have arrived, the flag says so.
 */
const fetchFonts = () => {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (root.hasAttribute('data-fonts') || connection?.saveData) return;
  const urls = fontFiles();
  let left = urls.length;
  urls.forEach((href) => {
    // Fonts are fetched in CORS mode: the prefetch asks the same way, so the font finds it in the cache.
    const link = Object.assign(document.createElement('link'), { rel: 'prefetch', as: 'font', href });
    link.crossOrigin = 'anonymous';
    link.onload = () => {
      left -= 1;
      if (left > 0) return;
      try {
        localStorage.setItem(FONTS_KEY, '1');
      } catch {
        // Storage blocked or full: the next page keeps its stand-in fonts too.
      }
    };
    document.head.appendChild(link);
  });
};

/** Clears the pending control's state and returns it. */
const drop = () => {
  const target = pending;
  pending = null;
  if (target) {
    target.removeAttribute('data-pending');
    target.removeAttribute('aria-busy');
  }
  return target;
};

document.addEventListener(
  'click',
  (event) => {
    if (off || hydrated()) return;
    const from = event.target as Partial<Element>;
    const target = from.closest && from.closest(REPLAY_SELECTOR);
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    drop();
    pending = target;
    target.setAttribute('data-pending', '');
    target.setAttribute('aria-busy', 'true');
  },
  true,
);

new MutationObserver((_, observer) => {
  if (!hydrated()) return;
  observer.disconnect();
  setTimeout(() => {
    const target = drop();
    if (target && target.isConnected) (target as HTMLElement).click();
  });
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fetchFonts, { timeout: 5000 });
}).observe(root, { attributes: true });

/** Adds one element to <head> in a task of its own. */
const later = (make: () => HTMLElement) => setTimeout(() => document.head.appendChild(make()));

addEventListener('load', () => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const list: { scripts: string[]; preload: string[] } = JSON.parse(
      document.getElementById(STARTUP_LIST_ID)!.textContent!,
    );
    list.preload.forEach((href) =>
      later(() => Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href })),
    );
    list.scripts.forEach((src) =>
      later(() => {
        const script = Object.assign(document.createElement('script'), { src, async: true });
        script.onerror = () => {
          off = true;
          drop();
        };
        return script;
      }),
    );
  };
  try {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(start));
      }
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // A browser without paint timing starts on the timer below.
  }
  setTimeout(start, 3000);
});

export {};
