/**
 * The inline scripts the site itself writes into a page, recognised by their exact text or, for Next's data
 * pushes, by their shape: a call whose only argument is a JSON literal, which can carry data but never code.
 * postbuild puts only these into a page's CSP; any other inline script (one that reached an article through a
 * sanitizer regression or a `dangerouslySetInnerHTML`) stops the build naming the page instead of being approved.
 */
import { inlineScripts, scriptHash, type InlineScript } from '../deploy/security';
import { speculationRules } from '../lib/browser/speculation-rules';
import { BOOT_SCRIPT } from './startup-scripts';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** `prefix(<JSON>)`, with or without a closing semicolon, and nothing else. */
const jsonCall = (prefix: string) => (body: string) => {
  const call = body.endsWith(';') ? body.slice(0, -1) : body;
  return call.startsWith(prefix) && call.endsWith(')') && isJson(call.slice(prefix.length, -1));
};

const typeOf = (attrs: string) => /\stype="([^"]*)"/.exec(attrs)?.[1];

/** Each kind of inline script the site writes, and how to tell it. */
export const knownScripts: { name: string; matches: (script: InlineScript) => boolean }[] = [
  { name: 'the boot script (scripts/boot.ts)', matches: ({ body }) => body === BOOT_SCRIPT },
  {
    name: 'the speculation rules (lib/browser/speculation-rules.ts)',
    matches: ({ attrs, body }) => typeOf(attrs) === 'speculationrules' && body === JSON.stringify(speculationRules),
  },
  {
    name: "Next's flight data",
    matches: ({ attrs, body }) =>
      typeOf(attrs) === undefined &&
      (body === '(self.__next_f=self.__next_f||[]).push([0])' || jsonCall('self.__next_f.push(')(body)),
  },
  {
    name: "Turbopack's chunk bootstrap",
    matches: ({ attrs, body }) =>
      typeOf(attrs) === undefined &&
      jsonCall('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(')(body),
  },
];

export const isKnownScript = (script: InlineScript) => knownScripts.some((kind) => kind.matches(script));

/** The hashes a page's CSP approves: its known inline scripts only. */
export function knownScriptHashes(html: string): string[] {
  return [
    ...new Set(
      inlineScripts(html)
        .filter(isKnownScript)
        .map((script) => scriptHash(script.body)),
    ),
  ];
}

/** Whether `index` lies inside an element named `tag` (<main>, <article>), by counting open and close tags before it. */
function inside(html: string, index: number, tag: string): boolean {
  const before = html.slice(0, index);
  const opened = before.match(new RegExp(`<${tag}\\b`, 'gi'))?.length ?? 0;
  const closed = before.match(new RegExp(`</${tag}\\s*>`, 'gi'))?.length ?? 0;
  return opened > closed;
}

/**
 * One phrase for each inline script the site did not write, saying where it is and how it starts. A script shaped like
 * one the site writes is one it did not write too when it sits inside <main> or <article>, where the site writes none
 * (the framework's data and bootstrap come after the page's content): only an injection could have put it there.
 */
export function unknownScripts(html: string): string[] {
  return inlineScripts(html).flatMap((script) => {
    const where = ['article', 'main'].find((tag) => inside(html, script.index, tag));
    if (isKnownScript(script) && !where) return [];
    const start = JSON.stringify(script.body.slice(0, 60));
    const what = isKnownScript(script)
      ? 'an inline script shaped like one the site writes'
      : 'an inline script the site does not write';
    return [`${what}${where ? `, inside <${where}>` : ''} (it starts ${start})`];
  });
}
