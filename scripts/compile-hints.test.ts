import { COMPILE_HINT, startupScripts, withCompileHint } from './compile-hints.mjs';

describe('V8 compile hints for startup chunks', () => {
  const html = [
    '<head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
    '<script src="/_next/static/chunks/b.js" async=""></script>',
    '<script src="/_next/static/chunks/c.js" async=""></script>',
    '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
    '<script>self.__next_f.push([1,"x"])</script><script type="application/ld+json">{}</script>',
    '<script src="https://cdn.example.com/x.js"></script>',
    '</head><body><script src="/_next/static/chunks/b.js" async=""></script></body>',
  ].join('');

  it('lists each same-origin startup script once, skipping the noModule polyfill, inline and foreign scripts', () => {
    expect(startupScripts(html)).toEqual(['/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
  });

  it('puts the magic comment on the first line, once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||[]).push([1])');
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.endsWith('(globalThis.TURBOPACK||[]).push([1])')).toBe(true);
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(COMPILE_HINT.endsWith('\n')).toBe(true);
  });
});
