/**
 * postbuild's steps on pages exactly as `next build` exported them (scripts/__fixtures__/next-export, written by
 * scripts/capture-next-export.mjs; refresh them after upgrading Next). The results are read back with parse5, not
 * with the patterns postbuild itself uses.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { COMPILE_HINT } from './compile-hints';
import { pageProblems, postbuildPages, rewritePage } from './postbuild-pages';
import { BOOT_SCRIPT } from './startup-scripts';
import { speculationRules } from '../lib/browser/speculation-rules';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

const fixtures = path.join(__dirname, '__fixtures__/next-export');
const pages = readdirSync(fixtures, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.html'))
  .map((f) => f.split(path.sep).join('/'))
  .sort();
const raw = (page: string) => readFileSync(path.join(fixtures, page), 'utf8');

/** Every element under a node, in document order. */
function elements(node: ParentNode): Element[] {
  return node.childNodes.flatMap((child) => ('tagName' in child ? [child, ...elements(child)] : []));
}
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const text = (el: Element) => el.childNodes.map((c) => ('value' in c ? c.value : '')).join('');
/** The page's <head> and <body> as a browser builds them. */
function dom(html: string) {
  const all = elements(parse(html));
  const head = all.find((el) => el.tagName === 'head')!;
  const body = all.find((el) => el.tagName === 'body')!;
  return { head: elements(head), body: elements(body), all };
}
const asyncScripts = (els: Element[]) => [
  ...new Set(
    els.filter((el) => el.tagName === 'script' && attr(el, 'async') !== undefined).map((el) => attr(el, 'src')!),
  ),
];
const scriptPreloads = (els: Element[]) =>
  els.filter((el) => el.tagName === 'link' && /preload/.test(attr(el, 'rel') ?? '') && attr(el, 'as') === 'script');
/** What a reader sees: the text of the body outside scripts. */
const visibleText = (els: Element[]) =>
  els
    .filter((el) => el.tagName !== 'script')
    .map(text)
    .join('');
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('base64');

describe.each(pages)('postbuild on %s as next build exported it', (page) => {
  const before = dom(raw(page));
  const html = rewritePage(raw(page));
  const after = dom(html);

  it('is a page postbuild has not rewritten yet, with startup <script async> tags', () => {
    expect(raw(page)).not.toContain('id="startup-scripts"');
    expect(asyncScripts(before.all).length).toBeGreaterThan(0);
  });

  it('fetches the same startup scripts in the same order, only through the startup list in <head>', () => {
    const list = after.head.find((el) => attr(el, 'id') === 'startup-scripts');
    expect(list && attr(list, 'type')).toBe('application/json');
    const { scripts, preload } = JSON.parse(text(list!));
    expect(scripts).toEqual(asyncScripts(before.all));
    expect(preload).toEqual(
      scriptPreloads(before.head)
        .map((el) => attr(el, 'href'))
        .filter((href) => !scripts.includes(href)),
    );
    expect(asyncScripts(after.all)).toEqual([]);
    expect(scriptPreloads(after.head)).toEqual([]);
    const external = after.all.filter((el) => el.tagName === 'script' && attr(el, 'src') !== undefined);
    expect(external.every((el) => attr(el, 'nomodule') !== undefined)).toBe(true);
    expect(pageProblems(html)).toEqual([]);
  });

  it('keeps what a reader sees', () => {
    expect(visibleText(after.body)).toBe(visibleText(before.body));
    expect(after.head.find((el) => el.tagName === 'title')).toBeDefined();
  });

  it('carries the Speculation Rules once, in <head>, whether or not the export rendered them', () => {
    const rules = after.all.filter((el) => el.tagName === 'script' && attr(el, 'type') === 'speculationrules');
    expect(rules).toHaveLength(1);
    expect(after.head).toContain(rules[0]);
    expect(JSON.parse(text(rules[0]!))).toEqual(speculationRules);
    expect(dom(rewritePage(html)).all.filter((el) => attr(el, 'type') === 'speculationrules')).toHaveLength(1);
  });

  it('carries one CSP <meta> right after the charset that allows exactly its inline scripts', () => {
    const [charset, csp] = after.head;
    expect(charset && attr(charset, 'charset')).toBe('utf-8');
    expect(csp && attr(csp, 'http-equiv')).toBe('Content-Security-Policy');
    expect(after.all.filter((el) => attr(el, 'http-equiv') === 'Content-Security-Policy')).toHaveLength(1);
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(attr(csp!, 'content')!)![1]!.split(' ');
    const executable = after.all.filter(
      (el) =>
        el.tagName === 'script' &&
        attr(el, 'src') === undefined &&
        ['', 'text/javascript', 'module', 'speculationrules'].includes(attr(el, 'type') ?? ''),
    );
    expect(executable.length).toBeGreaterThan(1);
    expect(new Set(scriptSrc.filter((s) => s.startsWith("'sha256-")))).toEqual(
      new Set(executable.map((el) => `'sha256-${sha256(text(el))}'`)),
    );
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});

describe('postbuild over an export', () => {
  let out: string;
  const chunk = 'self.chunk=1;\n';
  /** A scratch export of the captured pages with a stand-in for each startup chunk; `broken` rewrites one page. */
  function exportDir(broken: Record<string, (html: string) => string> = {}) {
    for (const page of pages) {
      mkdirSync(path.dirname(path.join(out, page)), { recursive: true });
      writeFileSync(path.join(out, page), (broken[page] ?? ((h) => h))(raw(page)));
      for (const src of asyncScripts(dom(raw(page)).all)) {
        mkdirSync(path.dirname(path.join(out, src)), { recursive: true });
        writeFileSync(path.join(out, src), chunk);
      }
    }
    return pages.map((page) => path.join(out, page));
  }
  const failure = (files: string[]) => {
    try {
      postbuildPages(out, files);
    } catch (error) {
      expect((error as Error).name).toBe('PostbuildError');
      return (error as Error).message;
    }
    throw new Error('postbuildPages did not stop');
  };

  beforeEach(() => {
    out = mkdtempSync(path.join(os.tmpdir(), 'postbuild-'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('rewrites every page and puts the compile hint once at the top of each startup chunk', () => {
    const files = exportDir();
    const chunks = new Set(pages.flatMap((page) => asyncScripts(dom(raw(page)).all)));
    expect(postbuildPages(out, files)).toEqual({ pages: pages.length, chunks: chunks.size });
    for (const page of pages) expect(readFileSync(path.join(out, page), 'utf8')).toBe(rewritePage(raw(page)));
    for (const src of chunks) expect(readFileSync(path.join(out, src), 'utf8')).toBe(COMPILE_HINT + chunk);
    // Run again over its own output (a second postbuild): nothing changes.
    postbuildPages(out, files);
    for (const page of pages) expect(readFileSync(path.join(out, page), 'utf8')).toBe(rewritePage(raw(page)));
    for (const src of chunks) expect(readFileSync(path.join(out, src), 'utf8')).toBe(COMPILE_HINT + chunk);
  });

  const [first = '', second = ''] = pages;
  const firstSrc = () => asyncScripts(dom(raw(first)).all)[0]!;
  it.each([
    ['async written as a bare attribute', (h: string) => h.replaceAll(' async=""', ' async'), /no startup <script/],
    [
      'async before src',
      (h: string) => h.replace(/<script src="([^"]+)" async="">/g, '<script async="" src="$1">'),
      /no startup <script/,
    ],
    [
      'a startup tag the pattern misses beside ones it matches',
      (h: string) => h.replace(/<script src="([^"]+)" async="">/, '<script src="$1" async="" crossorigin="">'),
      /a startup script left in the page \(<script src=/,
    ],
    ['no charset <meta>', (h: string) => h.replace(/<meta charSet="utf-8"\/>/i, ''), /no <meta charset>/],
  ])('stops naming the page, and writes nothing, for %s', (_, breakPage, problem) => {
    expect(breakPage(raw(first))).not.toBe(raw(first));
    const files = exportDir({ [first]: breakPage });
    const message = failure(files);
    expect(message).toMatch(new RegExp(`^${first.replace('.', '\\.')}: `));
    expect(message).toMatch(problem);
    expect(message).not.toContain('\n');
    expect(readFileSync(path.join(out, second), 'utf8')).toBe(raw(second));
  });

  it('stops naming the page when a startup chunk it lists is missing, and counts the other broken pages', () => {
    const files = exportDir({ [second]: (h) => h.replaceAll(' async=""', ' async') });
    rmSync(path.join(out, firstSrc()));
    expect(failure(files)).toBe(`${first}: its startup script ${firstSrc()} is missing (and 1 more page)`);
  });

  it('stops naming the page for an inline script the site does not write, and approves none', () => {
    const injected = '<script>fetch("/steal?"+localStorage.length)</script>';
    const files = exportDir({ [first]: (h) => h.replace('</main>', `${injected}</main>`) });
    expect(failure(files)).toMatch(
      new RegExp(
        `^${first.replace('.', '\\.')}: an inline script the site does not write, inside <main> \\(it starts `,
      ),
    );
    expect(readFileSync(path.join(out, first), 'utf8')).toBe(raw(first).replace('</main>', `${injected}</main>`));
  });

  it('finds a CSP that no longer allows the inline scripts, a second CSP, one after a script, and a startup script left', () => {
    const html = rewritePage(raw(first));
    // The same flight push carrying other data: still the site's kind of script, but not the one the CSP hashed.
    expect(pageProblems(html.replace('self.__next_f.push([1,"', 'self.__next_f.push([1,"x'))).toEqual([
      "a CSP <meta> without the hashes of the page's inline scripts",
    ]);
    const csp = /<meta http-equiv="Content-Security-Policy"[^>]*>/.exec(html)![0];
    expect(pageProblems(html.replace('</head>', `${csp}</head>`))).toEqual(['2 CSP <meta> tags']);
    expect(pageProblems(html.replace(csp, `<script>${BOOT_SCRIPT}</script>${csp}`))).toEqual([
      'a <script> before the CSP <meta>',
    ]);
    expect(pageProblems(html.replace('</head>', '<script async src="/x.js"></script></head>'))).toEqual([
      'a startup script left in the page (<script async src="/x.js">)',
    ]);
  });
});
