import { readFileSync } from 'node:fs';
import { test as base, expect, type CDPSession, type Page } from '@playwright/test';
import { site } from '@/content/site';
import { ui } from '@/content/ui';
import { groupHours, rowLabel } from '@/lib/format/hours';
import type { Locale } from '@/lib/format/locale';

export const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

type Fixtures = {
  /** Console errors and uncaught exceptions seen on the page. */
  consoleErrors: string[];
  /** Every request the page made to another origin (answered by a stub, never the real network). */
  thirdPartyRequests: string[];
  /** Content-Security-Policy violations reported by the page: read with `cspViolations()`. */
  cspViolations: () => Promise<string[]>;
};

/**
 * Our test: the machine has no internet, and tests must never reach a real third party. Requests to any other
 * origin are recorded and answered with an empty stub (tests that need a fake provider route it themselves).
 */
export const test = base.extend<Fixtures>({
  /**
   * Pages start their scripts only after they have loaded and painted (scripts/startup-scripts.ts). A test
   * drives a page the way a visitor who waits for it to settle does: `goto` and `reload` also wait for
   * `<html data-hydrated>`, unless JavaScript is off.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const thenHydrated = async <T>(navigation: Promise<T>, options?: { waitUntil?: string }) => {
        const response = await navigation;
        if (options?.waitUntil !== 'commit') {
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
            timeout: 20_000,
          });
        }
        return response;
      };
      page.goto = (url, options) => thenHydrated(goto(url, options), options);
      page.reload = (options) => thenHydrated(reload(options), options);
    }
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
  },
  cspViolations: async ({ page }, use) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI}`),
      );
    });
    await use(() => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp ?? []));
  },
  thirdPartyRequests: async ({ page }, use) => {
    const requests: string[] = [];
    await page.route(
      (url) => !LOCAL_HOSTS.has(url.hostname),
      (route) => {
        requests.push(route.request().url());
        const type = route.request().resourceType();
        if (type === 'document')
          return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' });
        return route.fulfill({ status: 204, body: '' });
      },
    );
    await use(requests);
  },
});

export { expect };

const thumbnail = readFileSync('public/og/default.jpg');

/**
 * The videos' preview pictures, answered as YouTube's image host would (the `thirdPartyRequests` stub answers them
 * with an empty 204, a missing picture, which turns each video into its "preview did not load" box once it nears the
 * screen). Call before the page loads, for a test that plays a video.
 */
export const serveVideoThumbnails = (page: Page) =>
  page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/jpeg', body: thumbnail }),
  );

/** Slide n of a carousel of `total` counted round the loop: 0 is the last slide, total + 1 the first. */
export const slideNumber = (n: number, total: number) => ((((n - 1) % total) + total) % total) + 1;

/** The days the page lists the studio's hours under ("Monday – Friday", ...), from the hours the owner set. */
export const hoursLabels = (locale: Locale = 'en') =>
  groupHours(site.hours, ui[locale].hours).map((group) => rowLabel(group.label));

/**
 * How long the page may go without drawing a frame before the test asks the browser to draw it again. A headless
 * Chromium has been seen, about once in a thousand page loads, to stop drawing a page for good (no animation frame
 * fires, so a wait for one never ends); a busy machine draws late but never stops.
 */
const FRAME_STALL_MS = 5000;

/**
 * Runs a script in the page that awaits rendered frames, through `__frame()`, each raced against FRAME_STALL_MS. When
 * the browser has stopped drawing, it brings the page to the front (which makes it draw again) and runs the script
 * once more; a page that still draws nothing fails with where it stopped.
 */
async function withFrames(page: Page, script: () => Promise<void>, what: string) {
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.evaluate((stallMs) => {
      const w = window as unknown as { __frame: () => Promise<void>; __stalled: string | null };
      w.__stalled = null;
      // Once stalled, the script runs to its end at once, to be run again after the browser draws.
      w.__frame = () =>
        new Promise<void>((resolve) => {
          if (w.__stalled) return resolve();
          const timer = setTimeout(() => {
            w.__stalled ??= `scrollY ${Math.round(window.scrollY)}, document ${document.visibilityState}`;
            resolve();
          }, stallMs);
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              clearTimeout(timer);
              resolve();
            }),
          );
        });
    }, FRAME_STALL_MS);
    await page.evaluate(script);
    const stalled = await page.evaluate(() => (window as unknown as { __stalled: string | null }).__stalled);
    if (stalled === null) return;
    if (attempt === 1) throw new Error(`${what}: the browser drew no frame for ${FRAME_STALL_MS} ms (${stalled})`);
    await page.bringToFront();
  }
}

/** Two rendered frames inside a `withFrames` script. */
declare const __frame: () => Promise<void>;

/**
 * Scrolls through the whole page so lazy sections, observers and reveals all run: a screen at a time, as a fling
 * would, with two rendered frames after each step, so every part of the page has been in the viewport in a rendered
 * frame (an observer has fired) before the next step. Frames, not a pause:
 * a busy machine draws them later, never skips them.
 */
export async function scrollThrough(page: Page) {
  await withFrames(
    page,
    async () => {
      const step = window.innerHeight;
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await __frame();
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
      await __frame();
    },
    'scrolling through the page',
  );
}

/**
 * The open booking dialog. The dialog element itself covers the whole window, so visibility is asserted on the panel
 * and title.
 */
export function bookingDialog(page: Page, title = 'Book Your Appointment') {
  const panel = page.getByTestId('booking-dialog');
  return { panel, title: panel.getByRole('heading', { name: title }), iframe: panel.locator('iframe') };
}

/**
 * Lets the page finish what it started: two rendered frames (observers and effects run, layout shifts of those
 * frames are recorded), then a moment when the main thread is idle, then two more frames.
 */
export async function settle(page: Page) {
  await withFrames(
    page,
    async () => {
      await __frame();
      await new Promise((r) => requestIdleCallback(r, { timeout: 2000 }));
      await __frame();
    },
    'letting the page settle',
  );
}

type LayoutShiftWindow = { __takeShifts: () => { value: number; sources: string }[]; __shifts: unknown[] };

/**
 * Records every layout shift of the page from its first paint on (call before `goto`), except those right after the
 * visitor's own input, as the Cumulative Layout Shift metric counts them; read with `layoutShifts`.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    const w = window as unknown as LayoutShiftWindow & { __shifts: { value: number; sources: string }[] };
    w.__shifts = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) {
        if (!entry.hadRecentInput)
          w.__shifts.push({
            value: entry.value,
            sources: entry.sources
              .map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : s.node?.textContent))
              .join(' | '),
          });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    w.__takeShifts = () => {
      record(observer.takeRecords());
      return w.__shifts;
    };
  });
}

/** The layout shifts recorded so far (value and the elements that moved), once the page has settled. */
export async function layoutShifts(page: Page): Promise<string[]> {
  await settle(page);
  const shifts = await page.evaluate(() => (window as unknown as LayoutShiftWindow).__takeShifts());
  return shifts.map((s) => `${s.value} ${s.sources}`);
}

/** Forgets the shifts recorded so far, so the next read holds only what the page does from now on. */
export async function forgetLayoutShifts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as LayoutShiftWindow;
    w.__takeShifts();
    w.__shifts.length = 0;
  });
}

/**
 * The site's own scripts (/_next/static/…js) as the page itself records them: those it has asked for (its script
 * elements) and those it has received (its resource timing entries, added once a response is complete), with when
 * each was requested. Read in the page, so it holds what the page had done by then, not what the test had heard of:
 * request events travel through the browser and can reach a busy test after the page has moved on.
 */
export async function siteScripts(page: Page) {
  return page.evaluate(() => {
    const ours = (url: string) => {
      const { pathname } = new URL(url, location.href);
      return pathname.startsWith('/_next/static/') && pathname.endsWith('.js') ? [pathname] : [];
    };
    return {
      asked: [...document.querySelectorAll<HTMLScriptElement>('script[src]:not([nomodule])')].flatMap((s) =>
        ours(s.src),
      ),
      received: performance
        .getEntriesByType('resource')
        .flatMap((entry) => ours(entry.name).map((path) => ({ path, start: entry.startTime }))),
    };
  });
}

/**
 * Waits until the page has done what it does by itself after load: it has settled (its idle callbacks have run),
 * every script it asked for has arrived, and it has settled again. An event-driven stand-in for "network idle".
 */
export async function scriptsArrived(page: Page) {
  await settle(page);
  await expect
    .poll(async () => {
      const { asked, received } = await siteScripts(page);
      return asked.filter((script) => !received.some((got) => got.path === script));
    }, 'scripts the page asked for and has not received yet')
    .toEqual([]);
  await settle(page);
}

/** Paths of the page's own scripts, and those requested before its first contentful paint. */
export async function scriptsBeforePaint(page: Page) {
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  const { received } = await siteScripts(page);
  return {
    count: received.length,
    early: received.filter((script) => !(script.start >= paint)).map((script) => script.path),
  };
}

/**
 * What a screen reader could still reach beside an open modal: every element beside the modal or one of its
 * ancestors (up to <body>'s children) that is not inert, as `<tag id class>`. Empty while a modal shuts the page
 * out as it should.
 */
export async function reachableBeside(page: Page, modal: string): Promise<string[]> {
  return page.locator(modal).evaluate((element) => {
    const reachable: string[] = [];
    // From the dialog itself: its backdrop and panel are the modal.
    const root = element.closest('dialog, [role="dialog"]') ?? element;
    for (let inside: Element = root; inside.parentElement && inside !== document.body; inside = inside.parentElement)
      for (const sibling of inside.parentElement.children)
        if (sibling !== inside && sibling instanceof HTMLElement && !sibling.inert && sibling.checkVisibility())
          reachable.push(`<${sibling.localName} id="${sibling.id}" class="${sibling.className}">`);
    return reachable;
  });
}

/** The elements of the page that are inert (none once every modal is closed). */
export const inertElements = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('*')].filter((el) => el.inert).map((el) => `<${el.localName}>`),
  );

/**
 * The name Chrome itself gives the element `selector` finds first (its accessibility tree, through CDP), as a screen
 * reader hears it. Playwright's `toHaveAccessibleName` computes names its own way and can differ (it keeps a space
 * Chrome drops).
 */
export function chromeName(page: Page, selector: string): Promise<string> {
  return withNode(page, selector, 'chromeName', async (cdp, nodeId) => {
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    return String(nodes[0]?.name?.value ?? '');
  });
}

/** Runs `read` with a CDP session and the DOM node of the first element `selector` finds, failing when none does. */
async function withNode<T>(
  page: Page,
  selector: string,
  what: string,
  read: (cdp: CDPSession, nodeId: number) => Promise<T>,
): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`${what}: nothing matches ${selector}`);
    return await read(cdp, nodeId);
  } finally {
    await cdp.detach();
  }
}

/**
 * The text Chrome exposes inside the element `selector` finds first, as a screen reader reads it line by line: its
 * accessibility tree's text nodes in order, joined. CSS content with an empty alternative text is not in it.
 */
export function chromeText(page: Page, selector: string): Promise<string> {
  return withNode(page, selector, 'chromeText', async (cdp, nodeId) => {
    // Walking the tree node by node needs it switched on, as a screen reader's presence does.
    await cdp.send('Accessibility.enable');
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const texts: string[] = [];
    // Chrome lists an ignored element's children both under it and under its parent: each node is read once.
    const seen = new Set<string>();
    const walk = async (id: string) => {
      const { nodes: children } = await cdp.send('Accessibility.getChildAXNodes', { id });
      for (const child of children) {
        if (seen.has(child.nodeId)) continue;
        seen.add(child.nodeId);
        // An ignored element (a plain span) still passes its text on; an ignored text is not read.
        if (child.role?.value === 'StaticText') {
          if (!child.ignored) texts.push(String(child.name?.value ?? ''));
        } else await walk(child.nodeId);
      }
    };
    if (nodes[0]) await walk(nodes[0].nodeId);
    return texts.join('').replace(/\s+/g, ' ').trim();
  });
}

/**
 * The headings and landmarks of the page that a screen reader cannot reach now: every heading, landmark and named
 * section a visitor could see (scrolled to it) that is missing from Chrome's accessibility tree, or, for a section
 * named by its heading, is there without its name. Read from the tree Chrome gives assistive technology, switched on
 * as a screen reader's presence does: content whose rendering the browser skips (content-visibility) shows as
 * missing, as it does to a screen reader.
 */
export async function missingFromAccessibilityTree(page: Page): Promise<string[]> {
  const MARK = 'data-ax-expected';
  await page.evaluate((mark) => {
    const landmarks =
      'h1, h2, h3, h4, h5, h6, [role="heading"], header, nav, main, footer, aside, section[aria-labelledby], section[aria-label]';
    for (const el of document.querySelectorAll(landmarks)) {
      // Hidden on purpose (a closed menu, a `hidden` panel) is not expected; skipped rendering still counts as seen.
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const named = document.getElementById(el.getAttribute('aria-labelledby') ?? '') ?? el;
      const text = (el.getAttribute('aria-label') ?? named.textContent ?? '').replace(/\s+/g, ' ').trim();
      el.setAttribute(mark, `<${el.localName}> "${text.slice(0, 60)}"`);
    }
  }, MARK);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: false });
    const inTree = new Map(
      nodes
        .filter((n) => !n.ignored && n.backendDOMNodeId)
        .map((n) => [n.backendDOMNodeId, String(n.name?.value ?? '')]),
    );
    const missing: string[] = [];
    type DomNode = { backendNodeId: number; localName?: string; attributes?: string[]; children?: DomNode[] };
    const walk = (node: DomNode) => {
      const attributes = node.attributes ?? [];
      const at = attributes.indexOf(MARK);
      if (at >= 0 && at % 2 === 0) {
        const what = attributes[at + 1]!;
        const name = inTree.get(node.backendNodeId);
        if (name === undefined) missing.push(`${what}: not in the accessibility tree`);
        else if (node.localName === 'section' && !name) missing.push(`${what}: a section without its name`);
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(root as DomNode);
    return missing;
  } finally {
    await cdp.detach();
    await page.evaluate((mark) => {
      for (const el of document.querySelectorAll(`[${mark}]`)) el.removeAttribute(mark);
    }, MARK);
  }
}
