import { followLink, onDemand, withCode } from '@/lib/browser/load-on-demand';

const chunkError = () =>
  Object.assign(new Error('Failed to load chunk /_next/static/chunks/x.js'), { name: 'ChunkLoadError' });

describe('onDemand', () => {
  it('loads once and keeps the result', async () => {
    const importer = jest.fn(async () => 'module');
    const code = onDemand(importer);
    await expect(code.load()).resolves.toBe('module');
    await expect(code.load()).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('retries once after a failure', async () => {
    const importer = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce('module');
    await expect(onDemand(importer).load()).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('rejects after the retry fails, and a later call tries again', async () => {
    const importer = jest
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce('module');
    const code = onDemand(importer);
    await expect(code.load()).rejects.toThrow('Failed to load chunk');
    expect(importer).toHaveBeenCalledTimes(2);
    await expect(code.load()).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(3);
  });

  it('shares one attempt between a warm-up and a tap, and a failed warm-up is silent', async () => {
    let reject!: (error: Error) => void;
    const importer = jest.fn(() => new Promise<string>((_, r) => (reject = r)));
    const code = onDemand(importer);
    code.preload();
    const tap = code.load();
    expect(importer).toHaveBeenCalledTimes(1);
    reject(chunkError());
    await Promise.resolve();
    reject(chunkError());
    await expect(tap).rejects.toThrow('Failed to load chunk');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('onDemand: the code kept, and preloading when idle', () => {
  const idleCallbacks: (() => void)[] = [];
  const withIdleCallback = (run: () => Promise<void>) => async () => {
    const page = globalThis as { requestIdleCallback?: unknown };
    page.requestIdleCallback = (callback: () => void) => idleCallbacks.push(callback);
    idleCallbacks.length = 0;
    try {
      await run();
    } finally {
      delete page.requestIdleCallback;
    }
  };

  it('has no code until it has loaded, then keeps it', async () => {
    const code = onDemand(async () => 'module');
    expect(code.loaded()).toBeUndefined();
    await code.load();
    expect(code.loaded()).toBe('module');
  });

  it('keeps nothing from a load that failed', async () => {
    const code = onDemand(() => Promise.reject(chunkError()));
    await expect(code.load()).rejects.toThrow('Failed to load chunk');
    expect(code.loaded()).toBeUndefined();
  });

  it(
    'preloads once the page is idle, once however often controls ask',
    withIdleCallback(async () => {
      const importer = jest.fn(async () => 'module');
      const code = onDemand(importer);
      code.preloadWhenIdle();
      code.preloadWhenIdle();
      expect(importer).not.toHaveBeenCalled();
      expect(idleCallbacks).toHaveLength(1);
      idleCallbacks[0]!();
      await expect(code.load()).resolves.toBe('module');
      expect(code.loaded()).toBe('module');
      expect(importer).toHaveBeenCalledTimes(1);
    }),
  );

  it(
    'a failed idle preload is silent, and the tap asks again',
    withIdleCallback(async () => {
      const importer = jest
        .fn()
        .mockRejectedValueOnce(chunkError())
        .mockRejectedValueOnce(chunkError())
        .mockResolvedValueOnce('module');
      const code = onDemand(importer);
      code.preloadWhenIdle();
      idleCallbacks[0]!();
      await new Promise((resolve) => setTimeout(resolve));
      expect(importer).toHaveBeenCalledTimes(2);
      expect(code.loaded()).toBeUndefined();
      await expect(code.load()).resolves.toBe('module');
    }),
  );

  it(
    'does not preload when the browser asks to save data',
    withIdleCallback(async () => {
      const navigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
      Object.defineProperty(globalThis, 'navigator', {
        value: { connection: { saveData: true } },
        configurable: true,
      });
      try {
        const importer = jest.fn(async () => 'module');
        onDemand(importer).preloadWhenIdle();
        expect(idleCallbacks).toHaveLength(0);
        expect(importer).not.toHaveBeenCalled();
      } finally {
        if (navigator) Object.defineProperty(globalThis, 'navigator', navigator);
        else Reflect.deleteProperty(globalThis, 'navigator');
      }
    }),
  );

  it('preloads after a short timer in a browser without idle callbacks', async () => {
    jest.useFakeTimers();
    try {
      const importer = jest.fn(async () => 'module');
      onDemand(importer).preloadWhenIdle();
      expect(importer).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(importer).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('withCode', () => {
  const control = () => {
    const attributes = new Map<string, string>();
    const element = {
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
      removeAttribute: (name: string) => void attributes.delete(name),
    } as unknown as Element;
    return { element, attributes };
  };

  it('acts at once, in the same task, when the code is already here, and leaves the control as it is', async () => {
    const code = onDemand(async () => 'module');
    await code.load();
    const { element, attributes } = control();
    const use = jest.fn();
    withCode(code, element, use, () => {});
    expect(use).toHaveBeenCalledWith('module');
    expect(attributes.size).toBe(0);
  });

  it('shows the control pending while its code is on its way, then acts, no longer pending', async () => {
    let resolve!: (module: string) => void;
    const code = onDemand(() => new Promise<string>((r) => (resolve = r)));
    const { element, attributes } = control();
    let pendingWhenUsed: boolean | undefined;
    const used = new Promise<string>((done) =>
      withCode(
        code,
        element,
        (module) => {
          pendingWhenUsed = attributes.size > 0;
          done(module);
        },
        () => {},
      ),
    );
    expect(Object.fromEntries(attributes)).toEqual({ 'data-pending': '', 'aria-busy': 'true' });
    resolve('module');
    await expect(used).resolves.toBe('module');
    expect(pendingWhenUsed).toBe(false);
  });

  it('clears the pending state and falls back when the code does not arrive', async () => {
    const code = onDemand(() => Promise.reject(chunkError()));
    const { element, attributes } = control();
    await new Promise<void>((fellBack) => withCode(code, element, () => {}, fellBack));
    expect(attributes.size).toBe(0);
  });
});

describe('followLink', () => {
  const fakeWindow = (opens: boolean) => {
    const tab = { opener: {} as unknown };
    return {
      tab,
      open: jest.fn(() => (opens ? tab : null)) as unknown as Window['open'],
      location: { assign: jest.fn() } as unknown as Location,
    };
  };

  it('opens a new-tab link in a new tab without an opener', () => {
    const win = fakeWindow(true);
    followLink({ href: 'https://form.example/1', target: '_blank' }, win);
    expect(win.open).toHaveBeenCalledWith('https://form.example/1', '_blank');
    expect(win.tab.opener).toBeNull();
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('opens it in the same tab when the new tab is blocked', () => {
    const win = fakeWindow(false);
    followLink({ href: 'https://form.example/1', target: '_blank' }, win);
    expect(win.location.assign).toHaveBeenCalledWith('https://form.example/1');
  });

  it('follows a same-tab link in the same tab', () => {
    const win = fakeWindow(true);
    followLink({ href: '/images/a.webp', target: '' }, win);
    expect(win.open).not.toHaveBeenCalled();
    expect(win.location.assign).toHaveBeenCalledWith('/images/a.webp');
  });
});
