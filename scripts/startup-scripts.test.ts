import { runInNewContext } from 'node:vm';
import { BOOT_SCRIPT, deferStartup, REPLAY_SELECTOR, startupScripts } from './startup-scripts';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/c.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '<script type="application/ld+json">{}</script>',
  '</head><body><h1>Hi</h1><script>self.__next_f.push([1,"x"])</script>',
  '<script src="/_next/static/chunks/b.js" async=""></script></body></html>',
].join('');

describe('startup scripts', () => {
  it('lists each same-origin startup script once, skipping the preload, the noModule polyfill and inline scripts', () => {
    const foreign = page.replace('</head>', '<script src="https://cdn.example.com/x.js"></script></head>');
    expect(startupScripts(foreign)).toEqual(['/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
  });

  it('moves the async tags and the script preload into the startup list and the boot script, keeping the rest', () => {
    const deferred = deferStartup(page);
    expect(deferred).not.toMatch(/<script src="\/_next\/static\/chunks\/[abc]\.js"/);
    expect(deferred).not.toContain('rel="preload" as="script"');
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>');
    expect(deferred).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(deferred).toContain(
      '<script type="application/json" id="startup-scripts">{"scripts":["/_next/static/chunks/b.js","/_next/static/chunks/c.js"],"preload":["/_next/static/chunks/a.js"]}</script>',
    );
    expect(deferred).toContain(`<script>${BOOT_SCRIPT}</script></head>`);
    expect(startupScripts(deferred)).toEqual(['/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
    expect(deferStartup(deferred)).toBe(deferred);
  });

  it('stops on a page whose startup tags it cannot find, instead of leaving it as it was', () => {
    expect(() => deferStartup('<html><head></head><body><p>x</p></body></html>')).toThrow(/no startup <script/);
    expect(() => deferStartup(page.replaceAll('async=""', 'async'))).toThrow(/Next has changed its markup/);
  });

  /** A control the boot script may hold a tap for; `matches` says whether it is a REPLAY_SELECTOR control. */
  class FakeElement {
    attributes = new Map<string, string>();
    isConnected = true;
    clicks = 0;
    constructor(readonly matches: boolean) {}
    closest(selector: string) {
      expect(selector).toBe(REPLAY_SELECTOR);
      return this.matches ? this : null;
    }
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value);
    }
    removeAttribute(name: string) {
      this.attributes.delete(name);
    }
    hasAttribute(name: string) {
      return this.attributes.has(name);
    }
    click() {
      this.clicks += 1;
      clickOn(this);
    }
  }
  // The document's capture listener, as the boot script registers it; `click()` on an element dispatches to it.
  let captured: ((event: unknown) => void) | null = null;
  const clickOn = (target: FakeElement) => {
    const event = {
      target,
      defaultPrevented: false,
      stopped: false,
      preventDefault: () => (event.defaultPrevented = true),
      stopImmediatePropagation: () => (event.stopped = true),
    };
    captured?.(event);
    return event;
  };

  type Fonts = {
    /** What local storage holds, or null when the browser blocks it. */
    stored: Map<string, string> | null;
    /** The idle callbacks waiting. */
    idle: (() => void)[];
    /** The browser asks to save data. */
    saveData?: boolean;
  };
  const boot = (fonts: Fonts = { stored: new Map(), idle: [] }) => {
    const added: { tag: string; src?: string; href?: string; rel?: string; as?: string; onerror?: () => void }[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const observers: { fn: (list: unknown, observer: unknown) => void; disconnected: boolean }[] = [];
    const mutations: { fn: () => void; disconnected: boolean }[] = [];
    class FakeObserver {
      record: (typeof observers)[number];
      constructor(fn: (typeof observers)[number]['fn']) {
        this.record = { fn, disconnected: false };
        observers.push(this.record);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    class FakeMutationObserver {
      record: (typeof mutations)[number];
      constructor(fn: (list: unknown, observer: FakeMutationObserver) => void) {
        this.record = { fn: () => fn([], this), disconnected: false };
        mutations.push(this.record);
      }
      observe(target: unknown, options: { attributes: boolean }) {
        expect(target).toBe(documentElement);
        expect(options.attributes).toBe(true);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    const documentElement = new FakeElement(false);
    captured = null;
    const document = {
      documentElement,
      addEventListener: (type: string, fn: (event: unknown) => void, capture: boolean) => {
        expect([type, capture]).toEqual(['click', true]);
        captured = fn;
      },
      getElementById: (id: string) =>
        id === 'startup-scripts' ? { textContent: '{"scripts":["/b.js","/c.js"],"preload":["/a.js"]}' } : null,
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (el: (typeof added)[number]) => added.push(el) },
    };
    const storage = {
      getItem: (key: string) => {
        if (!fonts.stored) throw new Error('SecurityError');
        return fonts.stored.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        if (!fonts.stored) throw new Error('SecurityError');
        fonts.stored.set(key, value);
      },
    };
    class FakeFontFaceRule {
      constructor(readonly src: string) {}
      style = { getPropertyValue: (name: string) => (name === 'src' ? this.src : '') };
    }
    // The stylesheet's font faces: the two web fonts as files, a stand-in as a local font.
    Object.assign(document, {
      styleSheets: [
        {
          href: 'https://studio.example/_next/static/chunks/site.css',
          cssRules: [
            new FakeFontFaceRule('url(../media/inter.woff2) format("woff2")'),
            new FakeFontFaceRule('local(Arial), local(Arimo)'),
            { cssText: 'body{}' },
            new FakeFontFaceRule("url('../media/playfair.woff2') format('woff2')"),
          ],
        },
        {
          href: 'https://other.example/x.css',
          get cssRules(): never {
            throw new Error('SecurityError');
          },
        },
      ],
    });
    runInNewContext(BOOT_SCRIPT, {
      document,
      localStorage: storage,
      requestIdleCallback: (fn: () => void) => fonts.idle.push(fn),
      CSSFontFaceRule: FakeFontFaceRule,
      navigator: { connection: { saveData: fonts.saveData ?? false } },
      URL,
      location: { href: 'https://studio.example/' },
      PerformanceObserver: FakeObserver,
      MutationObserver: FakeMutationObserver,
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
    });
    const paint = (names: string[]) =>
      observers.forEach(
        (o) =>
          !o.disconnected &&
          o.fn({ getEntriesByName: (n: string) => names.filter((x) => x === n) }, new FakeObserver(() => {})),
      );
    /** React has hydrated: the marker is set, the observers see it, then the queued tasks run. */
    const hydrate = () => {
      documentElement.setAttribute('data-hydrated', 'true');
      mutations.filter((m) => !m.disconnected).forEach((m) => m.fn());
      timers.splice(0).forEach((t) => t.fn());
    };
    return { added, listeners, frames, timers, observers, mutations, paint, hydrate, documentElement };
  };
  const expected = [
    { tag: 'link', rel: 'preload', as: 'script', href: '/a.js' },
    { tag: 'script', src: '/b.js', async: true },
    { tag: 'script', src: '/c.js', async: true },
  ];

  it('boot script: nothing is requested before load and the first contentful paint, then each chunk once, a frame later', () => {
    const { added, listeners, frames, timers, paint } = boot();
    expect(added).toEqual([]);
    listeners.load!();
    paint(['first-paint']);
    expect(frames).toEqual([]);
    paint(['first-contentful-paint']);
    expect(added).toEqual([]);
    frames.forEach((fn) => fn());
    expect(added).toEqual([]);
    timers.filter((t) => t.ms === 0).forEach((t) => t.fn()); // the frame's timer queues one task per element
    expect(added).toEqual([]);
    const queued = timers.slice(-3);
    expect(queued.map((t) => t.ms)).toEqual([0, 0, 0]);
    queued.forEach((t, i) => {
      t.fn();
      expect(added).toMatchObject(expected.slice(0, i + 1));
    });
    timers.filter((t) => t.ms === 3000).forEach((t) => t.fn()); // the 3 s fallback fires too: nothing is added twice
    expect(added).toMatchObject(expected);
    expect(added).toHaveLength(3);
  });

  it('boot script: a page that is never painted (a hidden tab) starts its scripts after 3 s', () => {
    const { added, listeners, timers } = boot();
    listeners.load!();
    expect(timers.map((t) => t.ms)).toEqual([3000]);
    timers[0]!.fn();
    timers.slice(1).forEach((t) => t.fn());
    expect(added).toMatchObject(expected);
  });

  type Prefetch = { tag: string; rel?: string; as?: string; href?: string; crossOrigin?: string; onload?: () => void };
  const prefetches = (added: unknown[]) => (added as Prefetch[]).filter((el) => el.rel === 'prefetch');

  it('boot script: a first visit keeps the stand-in fonts and prefetches the web fonts once hydrated and idle, then remembers', () => {
    const fonts: Fonts = { stored: new Map(), idle: [] };
    const { hydrate, documentElement, listeners, added } = boot(fonts);
    expect(documentElement.hasAttribute('data-fonts')).toBe(false);
    listeners.load!();
    hydrate();
    expect(prefetches(added)).toEqual([]);
    fonts.idle.splice(0).forEach((fn) => fn());
    const links = prefetches(added);
    expect(links).toMatchObject([
      { as: 'font', crossOrigin: 'anonymous', href: 'https://studio.example/_next/static/media/inter.woff2' },
      { as: 'font', crossOrigin: 'anonymous', href: 'https://studio.example/_next/static/media/playfair.woff2' },
    ]);
    links[0]!.onload!();
    expect(fonts.stored!.size).toBe(0);
    links[1]!.onload!();
    expect([...fonts.stored!]).toEqual([['fonts-cached', '1']]);
    expect(documentElement.hasAttribute('data-fonts')).toBe(false);
  });

  it('boot script: once the browser has the fonts, every page uses them from its first paint and fetches nothing', () => {
    const fonts: Fonts = { stored: new Map([['fonts-cached', '1']]), idle: [] };
    const { hydrate, documentElement, added } = boot(fonts);
    expect(documentElement.hasAttribute('data-fonts')).toBe(true);
    hydrate();
    fonts.idle.splice(0).forEach((fn) => fn());
    expect(prefetches(added)).toEqual([]);
  });

  it('boot script: fonts that did not all arrive, a browser saving data, or blocked storage, leave the next page on the stand-in fonts', () => {
    const failed: Fonts = { stored: new Map(), idle: [] };
    const first = boot(failed);
    first.hydrate();
    failed.idle.splice(0).forEach((fn) => fn());
    prefetches(first.added)[0]!.onload!();
    expect(failed.stored!.size).toBe(0);

    const saving: Fonts = { stored: new Map(), idle: [], saveData: true };
    const third = boot(saving);
    third.hydrate();
    saving.idle.splice(0).forEach((fn) => fn());
    expect(prefetches(third.added)).toEqual([]);

    const blocked: Fonts = { stored: null, idle: [] };
    const second = boot(blocked);
    expect(second.documentElement.hasAttribute('data-fonts')).toBe(false);
    second.hydrate();
    blocked.idle.splice(0).forEach((fn) => fn());
    expect(() => prefetches(second.added).forEach((link) => link.onload!())).not.toThrow();
  });

  const pending = (el: FakeElement) => el.hasAttribute('data-pending') && el.attributes.get('aria-busy') === 'true';

  it('boot script: a tap on a control before hydration is shown pending, held from React, and clicked once after', () => {
    const { hydrate, mutations } = boot();
    const tab = new FakeElement(true);
    const tap = clickOn(tab);
    expect(tap).toMatchObject({ defaultPrevented: true, stopped: true });
    expect(pending(tab)).toBe(true);
    expect(tab.clicks).toBe(0);
    hydrate();
    expect(tab.clicks).toBe(1);
    expect(pending(tab)).toBe(false);
    expect(tab.attributes.size).toBe(0);
    expect(mutations.every((m) => m.disconnected)).toBe(true);
    // After hydration taps go straight through to React.
    const later = clickOn(tab);
    expect(later).toMatchObject({ defaultPrevented: false, stopped: false });
    hydrate();
    expect(tab.clicks).toBe(1);
  });

  it('boot script: only the last tap is kept, and it is replayed on that element only', () => {
    const { hydrate } = boot();
    const first = new FakeElement(true);
    const second = new FakeElement(true);
    clickOn(first);
    clickOn(first);
    clickOn(second);
    expect(pending(first)).toBe(false);
    expect(pending(second)).toBe(true);
    hydrate();
    expect([first.clicks, second.clicks]).toEqual([0, 1]);
  });

  it('boot script: a control that has left the page by hydration is not clicked', () => {
    const { hydrate } = boot();
    const gone = new FakeElement(true);
    clickOn(gone);
    gone.isConnected = false;
    hydrate();
    expect(gone.clicks).toBe(0);
  });

  it('boot script: a tap on a link or any other element passes through untouched', () => {
    const { hydrate } = boot();
    const link = new FakeElement(false);
    expect(clickOn(link)).toMatchObject({ defaultPrevented: false, stopped: false });
    expect(link.attributes.size).toBe(0);
    hydrate();
    expect(link.clicks).toBe(0);
  });

  it('boot script: other attribute changes on <html> before hydration replay nothing', () => {
    const { mutations, timers, documentElement } = boot();
    const tab = new FakeElement(true);
    clickOn(tab);
    documentElement.setAttribute('class', 'x');
    mutations.forEach((m) => m.fn());
    timers.splice(0).forEach((t) => t.fn());
    expect(tab.clicks).toBe(0);
    expect(pending(tab)).toBe(true);
  });

  it('boot script: when a startup script fails to load, the pending state goes and taps are no longer held', () => {
    const { added, listeners, timers } = boot();
    const tab = new FakeElement(true);
    clickOn(tab);
    listeners.load!();
    timers.splice(0).forEach((t) => t.fn()); // the 3 s fallback
    timers.splice(0).forEach((t) => t.fn()); // one task per element
    added.find((el) => el.tag === 'script')!.onerror!();
    expect(pending(tab)).toBe(false);
    expect(clickOn(tab)).toMatchObject({ defaultPrevented: false, stopped: false });
    expect(pending(tab)).toBe(false);
  });
});
