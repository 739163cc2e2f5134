import {
  HASH_SCROLL_ATTEMPTS,
  HASH_SCROLL_DELAY_MS,
  idFromHash,
  SCROLL_OFFSET,
  scrollTargetFor,
  scrollToHash,
  type HashScrollEnv,
} from '@/lib/browser/hash-scroll';
import { expectResults } from '../__fixtures__/expect-results';

type Listener = () => void;

/** A fake page: an element whose top is `elementTop` px from the top of the document, and a window that scrolls. */
function fakePage({ elementTop = 2000, appearsAfter = 0, scrollHeight = 10000, reducedMotion = false } = {}) {
  const listeners = new Map<string, Set<Listener>>();
  const timers: { fn: () => void; at: number }[] = [];
  let now = 0;
  let lookups = 0;
  const scrollCalls: ScrollToOptions[] = [];
  const warnings: string[] = [];
  const win = {
    scrollY: 0,
    innerHeight: 800,
    scrollTo(options: ScrollToOptions) {
      scrollCalls.push(options);
      win.scrollY = options.top ?? 0;
    },
    addEventListener(type: string, fn: Listener) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(fn);
    },
    removeEventListener(type: string, fn: Listener) {
      listeners.get(type)?.delete(fn);
    },
    matchMedia: () => ({ matches: reducedMotion }),
  };
  const element = { getBoundingClientRect: () => ({ top: page.elementTop - win.scrollY }) };
  const page = {
    elementTop,
    win,
    scrollCalls,
    warnings,
    lookups: () => lookups,
    fire: (type: string) => [...(listeners.get(type) ?? [])].forEach((fn) => fn()),
    listenerCount: (type: string) => listeners.get(type)?.size ?? 0,
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers.splice(timers.indexOf(due), 1);
        now = due.at;
        due.fn();
      }
      now = end;
    },
    env: {
      document: {
        getElementById: (id: string) => {
          lookups += 1;
          return id === 'gallery' && lookups > appearsAfter ? (element as unknown as HTMLElement) : null;
        },
        documentElement: {
          get scrollHeight() {
            return scrollHeight;
          },
        } as unknown as HTMLElement,
      },
      window: win as unknown as HashScrollEnv['window'],
      setTimeout: (fn: () => void, ms: number) => timers.push({ fn, at: now + ms }),
      warn: (message: string) => warnings.push(message),
    } satisfies HashScrollEnv,
  };
  return page;
}

describe('idFromHash', () => {
  it('reads the id from a hash, decoding it', () => {
    expectResults(idFromHash, { '#gallery': 'gallery', gallery: 'gallery', '#caf%C3%A9': 'café' });
    // A hash that is not valid percent-encoding is taken as written.
    expectResults(idFromHash, { '#%E0%A4%A': '%E0%A4%A' });
  });
  it('returns null for an empty hash', () => {
    expectResults(idFromHash, { '': null, '#': null });
  });
});

describe('scrollTargetFor', () => {
  it('puts the element 80 px below the top', () => {
    expect(SCROLL_OFFSET).toBe(80);
    expect(scrollTargetFor(500, 0, 10000)).toBe(420);
    expect(scrollTargetFor(-300, 2000, 10000)).toBe(1620);
  });
  it('stays within the page', () => {
    expect(scrollTargetFor(40, 0, 10000)).toBe(0);
    expect(scrollTargetFor(9000, 0, 5000)).toBe(5000);
  });
});

describe('scrollToHash', () => {
  it('scrolls smoothly to the section with the 80 px offset', async () => {
    const page = fakePage();
    await expect(scrollToHash('#gallery', page.env)).resolves.toBe(true);
    expect(page.scrollCalls).toEqual([{ top: 1920, behavior: 'smooth' }]);
    expect(page.listenerCount('scrollend')).toBe(1);
    page.fire('scrollend');
    expect(page.listenerCount('scrollend')).toBe(0);
    expect(page.listenerCount('scrollend')).toBe(0);
  });

  it('corrects at scrollend when the section moved while estimated sizes settled', async () => {
    const page = fakePage();
    await scrollToHash('#gallery', page.env);
    page.elementTop = 2600; // a picture above it arrived and took its height
    page.fire('scrollend');
    expect(page.scrollCalls[1]).toEqual({ top: 2520, behavior: 'smooth' });
    expect(page.listenerCount('scrollend')).toBe(1);
    page.fire('scrollend');
    expect(page.listenerCount('scrollend')).toBe(0);
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    const page = fakePage({ reducedMotion: true });
    await scrollToHash('#gallery', page.env);
    expect(page.scrollCalls[0]).toEqual({ top: 1920, behavior: 'auto' });
  });

  it('retries 150 ms apart until the section appears', async () => {
    const page = fakePage({ appearsAfter: 3 });
    const result = scrollToHash('#gallery', page.env);
    expect(page.lookups()).toBe(1);
    page.advance(HASH_SCROLL_DELAY_MS - 1);
    expect(page.lookups()).toBe(1);
    page.advance(1);
    expect(page.lookups()).toBe(2);
    page.advance(HASH_SCROLL_DELAY_MS * 2);
    await expect(result).resolves.toBe(true);
    expect(page.lookups()).toBe(4);
    expect(page.scrollCalls).toHaveLength(1);
    expect(page.warnings).toEqual([]);
  });

  it('gives up after 5 attempts with only a warning', async () => {
    expect(HASH_SCROLL_ATTEMPTS).toBe(5);
    const page = fakePage({ appearsAfter: 99 });
    const result = scrollToHash('#gallery', page.env);
    page.advance(HASH_SCROLL_DELAY_MS * 10);
    await expect(result).resolves.toBe(false);
    expect(page.lookups()).toBe(5);
    expect(page.scrollCalls).toEqual([]);
    expect(page.warnings).toEqual(['Scroll target "#gallery" not found after 5 attempts']);
  });

  it('does nothing without a hash', async () => {
    const page = fakePage();
    await expect(scrollToHash('', page.env)).resolves.toBe(false);
    expect(page.lookups()).toBe(0);
  });

  it('does not scroll when already in place, and cleans up', async () => {
    const page = fakePage({ elementTop: 80 });
    await scrollToHash('#gallery', page.env);
    expect(page.scrollCalls).toEqual([]);
    expect(page.listenerCount('scrollend')).toBe(0);
  });
});
