/**
 * The zero-JS copy of pages exactly as `next build` exported them (scripts/__fixtures__/next-export), before and
 * after postbuild, read back with parse5 rather than with the patterns zero-js.ts uses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { jsonLd, parseHtml, tags, textOf } from './static-html';
import { rewritePage } from './postbuild-pages';
import { withoutScripts } from './zero-js';

const fixtures = path.join(__dirname, '__fixtures__/next-export');
const exported = readdirSync(fixtures, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
const pages = exported.flatMap((file) => {
  const html = readFileSync(path.join(fixtures, file), 'utf8');
  return [
    [`${file} as exported`, html],
    [`${file} after postbuild`, rewritePage(html)],
  ];
});

const isScriptPreload = (link: Record<string, string>) => /preload/.test(link.rel ?? '') && link.as === 'script';
/** Every <script> and script preload a browser would fetch or run; JSON-LD is data. */
const runnable = (html: string) => [
  ...tags(html, 'script').filter((s) => s.type !== 'application/ld+json'),
  ...tags(html, 'link').filter(isScriptPreload),
];

describe.each(pages)('zero-JS copy of %s', (_name, html) => {
  const copy = withoutScripts(html);

  it('runs and fetches no script, where the page had some', () => {
    expect(runnable(html).length).toBeGreaterThan(0);
    expect(runnable(copy)).toEqual([]);
  });

  it('keeps what a reader and a crawler see: the text, the JSON-LD and every other tag', () => {
    expect(textOf(parseHtml(copy))).toBe(textOf(parseHtml(html)));
    expect(jsonLd(copy)).toEqual(jsonLd(html));
    expect(jsonLd(copy).length).toBeGreaterThan(0);
    expect(tags(copy, 'link')).toEqual(tags(html, 'link').filter((link) => !isScriptPreload(link)));
    for (const tag of ['meta', 'img', 'a', 'style']) expect(tags(copy, tag)).toEqual(tags(html, tag));
  });
});

describe('zero-JS copy of markup Next does not write today', () => {
  it('also takes out upper-case tags, module preloads and a foreign script', () => {
    const page =
      '<html><head><link rel="modulepreload" href="/x.js" as="script"/></head>' +
      '<body><p>End</p><SCRIPT src="https://cdn.example.com/x.js" async></SCRIPT></body></html>';
    expect(withoutScripts(page)).toBe('<html><head></head><body><p>End</p></body></html>');
  });

  it('stops, instead of writing a copy that still runs JavaScript or is the page itself', () => {
    expect(() => withoutScripts('<html><head></head><body><p>x</p></body></html>')).toThrow(/no script to take out/);
    expect(() => withoutScripts(`<script>a()</script><script src="/late.js">`)).toThrow(/a script is left/);
  });
});
