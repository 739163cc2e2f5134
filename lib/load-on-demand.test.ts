import { followLink, onDemand } from '@/lib/load-on-demand';

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
