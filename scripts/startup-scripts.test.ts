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

  it('boot script: nothing is requested before load, then each chunk once, after the next frame', () => {
    const added: { tag: string; src?: string; href?: string; rel?: string; as?: string }[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      getElementById: (id: string) => (id === 'startup-scripts' ? { textContent: '{"scripts":["/b.js","/c.js"],"preload":["/a.js"]}' } : null),
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (el: (typeof added)[number]) => added.push(el) },
    };
    runInNewContext(BOOT_SCRIPT, {
      document,
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void) => timers.push(fn),
    });
    expect(added).toEqual([]);
    listeners.load!();
    expect(added).toEqual([]);
    frames.forEach((fn) => fn());
    expect(added).toEqual([]);
    timers.forEach((fn) => fn()); // the after-frame timer and the 200 ms fallback: the chunks are added once
    expect(added).toEqual([
      { tag: 'link', rel: 'preload', as: 'script', href: '/a.js' },
      { tag: 'script', src: '/b.js', async: true },
      { tag: 'script', src: '/c.js', async: true },
    ]);
  });
});
