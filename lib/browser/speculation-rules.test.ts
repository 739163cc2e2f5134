import { PREPARE_NEXT, prepareLikelyNext } from '@/lib/browser/speculation-rules';

describe('prepareLikelyNext', () => {
  const page = globalThis as { requestIdleCallback?: unknown; document?: unknown; navigator?: unknown };
  const idle: (() => void)[] = [];
  let html: Map<string, string>;
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  const saveData = (on: boolean) =>
    Object.defineProperty(globalThis, 'navigator', { value: { connection: { saveData: on } }, configurable: true });

  beforeEach(() => {
    idle.length = 0;
    html = new Map();
    page.requestIdleCallback = (callback: () => void) => idle.push(callback);
    page.document = { documentElement: { setAttribute: (name: string, value: string) => html.set(name, value) } };
    saveData(false);
  });
  afterEach(() => {
    delete page.requestIdleCallback;
    delete page.document;
    if (saved) Object.defineProperty(globalThis, 'navigator', saved);
  });

  it('asks for the likeliest next pages only once the page is idle', () => {
    prepareLikelyNext();
    expect(html.has(PREPARE_NEXT)).toBe(false);
    idle.forEach((callback) => callback());
    expect(html.has(PREPARE_NEXT)).toBe(true);
  });

  it('never, when the visitor asked their browser to save data', () => {
    saveData(true);
    prepareLikelyNext();
    idle.forEach((callback) => callback());
    expect(idle).toEqual([]);
    expect(html.has(PREPARE_NEXT)).toBe(false);
  });
});
