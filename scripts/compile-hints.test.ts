import { COMPILE_HINT, withCompileHint } from './compile-hints';

describe('V8 compile hints for startup chunks', () => {
  it('puts the magic comment on the first line, once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||[]).push([1])');
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.endsWith('(globalThis.TURBOPACK||[]).push([1])')).toBe(true);
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(COMPILE_HINT.endsWith('\n')).toBe(true);
  });
});
