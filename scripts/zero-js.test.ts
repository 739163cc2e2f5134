import { withoutScripts } from './zero-js';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<link rel="modulepreload" href="/x.js" as="script"/>',
  '<link rel="preload" as="font" href="/f.woff2"/>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '<script type="application/json" id="startup-scripts">{"scripts":["/a.js"]}</script>',
  '<script>addEventListener("load",function(){})</script>',
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
  '</head><body><h1>Hi</h1><script>self.__next_f.push([1,"<p>x</p>"])</script>',
  '<SCRIPT src="https://cdn.example.com/x.js" async></SCRIPT><p>End</p></body></html>',
].join('');

describe('zero-JS copy of a page', () => {
  it('removes every script and script preload, keeping JSON-LD and everything else', () => {
    expect(withoutScripts(page)).toBe(
      [
        '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
        '<link rel="preload" as="font" href="/f.woff2"/>',
        '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
        '</head><body><h1>Hi</h1><p>End</p></body></html>',
      ].join(''),
    );
  });

  it('stops, instead of writing a copy that still runs JavaScript or is the page itself', () => {
    expect(() => withoutScripts('<html><head></head><body><p>x</p></body></html>')).toThrow(/no script to take out/);
    expect(() => withoutScripts(`${page}<script src="/late.js">`)).toThrow(/a script is left/);
  });
});
