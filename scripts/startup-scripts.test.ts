import { runInNewContext } from 'node:vm';
import { BOOT_SCRIPT, deferStartup, startupScripts } from './startup-scripts.mjs';

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

  it('leaves a page without startup scripts alone', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(deferStartup(plain)).toBe(plain);
  });

  const boot = () => {
    const added: { tag: string; src?: string; href?: string; rel?: string; as?: string }[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const observers: { fn: (list: unknown, observer: unknown) => void; disconnected: boolean }[] = [];
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
    const document = {
      getElementById: (id: string) => (id === 'startup-scripts' ? { textContent: '{"scripts":["/b.js","/c.js"],"preload":["/a.js"]}' } : null),
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (el: (typeof added)[number]) => added.push(el) },
    };
    runInNewContext(BOOT_SCRIPT, {
      document,
      PerformanceObserver: FakeObserver,
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
    });
    const paint = (names: string[]) =>
      observers.forEach((o) => !o.disconnected && o.fn({ getEntriesByName: (n: string) => names.filter((x) => x === n) }, new FakeObserver(() => {})));
    return { added, listeners, frames, timers, observers, paint };
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
      expect(added).toEqual(expected.slice(0, i + 1));
    });
    timers.filter((t) => t.ms === 3000).forEach((t) => t.fn()); // the 3 s fallback fires too: nothing is added twice
    expect(added).toEqual(expected);
  });

  it('boot script: a page that is never painted (a hidden tab) starts its scripts after 3 s', () => {
    const { added, listeners, timers } = boot();
    listeners.load!();
    expect(timers.map((t) => t.ms)).toEqual([3000]);
    timers[0]!.fn();
    timers.slice(1).forEach((t) => t.fn());
    expect(added).toEqual(expected);
  });
});
