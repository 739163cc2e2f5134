/**
 * The scripts of every page as the browser meets them: each inline script is allowed by its sha256 hash in the CSP
 * that governs it (the page's <meta>, and out/_headers' policy where it restricts scripts), the boot script is in
 * <head>, and its startup list names chunks that exist and carry the V8 compile hint. postbuild-pages.ts checks its
 * own rewrite with patterns; this reads the final pages with a browser's parser.
 */
import { scriptHash } from '../deploy/security';
import { COMPILE_HINT } from './compile-hints';
import { fileText, type Files, type Page, type PageCheck, type Site } from './page-model';
import { BOOT_SCRIPT, STARTUP_LIST_ID } from './startup-scripts';
import { attributes, elements, rawText, type Element } from './static-html';

/**
 * The types of script a browser runs or obeys (JavaScript, modules, import maps, Speculation Rules), all governed by
 * script-src; any other type is a data block (JSON-LD, the startup list).
 */
const SCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  ...['application/ecmascript', 'application/javascript', 'application/x-ecmascript', 'application/x-javascript'],
  ...[
    'text/ecmascript',
    'text/javascript',
    'text/jscript',
    'text/livescript',
    'text/x-ecmascript',
    'text/x-javascript',
  ],
  ...['1.0', '1.1', '1.2', '1.3', '1.4', '1.5'].map((version) => `text/javascript${version}`),
]);

const isScript = (e: Element) => e.tagName === 'script';
const isInlineScript = (e: Element) => {
  const a = attributes(e);
  return isScript(e) && !('src' in a) && SCRIPT_TYPES.has((a.type ?? '').trim().toLowerCase());
};

/** A policy's directives by name, each with its sources. */
const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values] as const),
  );

/** One directive's sources, or undefined when the policy does not have it. */
const directive = (policy: string, name: string) => directivesOf(policy).get(name);

/** The sources a policy allows inline <script> elements from (script-src-elem, else script-src, else default-src). */
function scriptSources(policy: string): string[] | undefined {
  const directives = directivesOf(policy);
  return directives.get('script-src-elem') ?? directives.get('script-src') ?? directives.get('default-src');
}

/** out/_headers' rules (Netlify / Cloudflare Pages format): each path pattern with its CSP values, read once. */
const headerRules = new WeakMap<Files, { pattern: RegExp; policies: string[] }[]>();
function rulesOf(out: Files) {
  if (!headerRules.has(out)) {
    const rules: { pattern: RegExp; policies: string[] }[] = [];
    for (const line of (fileText(out, '_headers') ?? '').split('\n')) {
      if (!line.trim() || line.trim().startsWith('#')) continue;
      const glob = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      if (!/^\s/.test(line)) rules.push({ pattern: new RegExp(`^${glob.replace(/\*/g, '.*')}$`), policies: [] });
      else if (/^content-security-policy:/i.test(line.trim()))
        rules.at(-1)?.policies.push(line.split(':').slice(1).join(':').trim());
    }
    headerRules.set(out, rules);
  }
  return headerRules.get(out)!;
}

/** The Content-Security-Policy values out/_headers sends with a path. */
const headerPolicies = (out: Files, path: string): string[] =>
  rulesOf(out).flatMap((rule) => (rule.pattern.test(path) ? rule.policies : []));

/** Whether each chunk of out/ starts with the compile hint, read once per chunk. */
const hinted = new WeakMap<Files, Map<string, boolean | undefined>>();
function hasCompileHint(out: Files, src: string): boolean | undefined {
  const known = hinted.get(out) ?? new Map<string, boolean | undefined>();
  hinted.set(out, known);
  if (!known.has(src)) known.set(src, fileText(out, src.replace(/^\//, ''))?.startsWith(COMPILE_HINT));
  return known.get(src);
}

const head = (page: Page) => elements(page.document, (e) => e.tagName === 'head')[0];

export const scriptChecks: PageCheck[] = [
  {
    name: 'inline scripts in the CSP',
    applies: () => true,
    problems: (page: Page, site: Site) => {
      const all = elements(page.document);
      const metas = all.filter(
        (e) => e.tagName === 'meta' && attributes(e)['http-equiv']?.toLowerCase() === 'content-security-policy',
      );
      if (metas.length !== 1) return [`${metas.length} CSP <meta> tags (one expected)`];
      const problems: string[] = [];
      const meta = metas[0]!;
      if (!head(page) || !elements(head(page)!).includes(meta)) problems.push('the CSP <meta> is outside <head>');
      if (all.slice(0, all.indexOf(meta)).some(isScript))
        problems.push('a <script> before the CSP <meta>, which it does not govern');
      const policies = [
        { name: 'the CSP <meta>', sources: scriptSources(attributes(meta).content ?? '') },
        ...headerPolicies(site.out, page.path).map((policy) => ({
          name: 'the CSP of out/_headers',
          sources: scriptSources(policy),
        })),
      ];
      if (!policies[0]!.sources) problems.push('the CSP <meta> does not restrict scripts (no script-src)');
      for (const script of all.filter(isInlineScript)) {
        const hash = `'sha256-${scriptHash(rawText(script))}'`;
        for (const policy of policies)
          if (policy.sources && !policy.sources.includes(hash))
            problems.push(
              `${policy.name} does not list ${hash}, the hash of the inline script ${JSON.stringify(rawText(script).slice(0, 40))}`,
            );
      }
      return problems;
    },
  },
  {
    // The public origin holds what a visitor chose to keep there (the image tool's key): only the site's own files and
    // the inline scripts it wrote, by hash, may run on it, never another company's script, which could change any day.
    name: 'scripts from our origin only',
    applies: () => true,
    problems: (page) => {
      const meta = elements(page.document).find(
        (e) => e.tagName === 'meta' && attributes(e)['http-equiv']?.toLowerCase() === 'content-security-policy',
      );
      const policy = (meta && attributes(meta).content) ?? '';
      const directives = ['script-src', 'script-src-elem'].map((name) => ({ name, sources: directive(policy, name) }));
      return directives.flatMap(({ name, sources }) =>
        (sources ?? [])
          .filter((source) => source !== "'self'" && !/^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source))
          .map(
            (source) =>
              `the CSP <meta> lets ${source} run scripts (${name}): only the site's own scripts may, listed in deploy/security.ts`,
          ),
      );
    },
  },
  {
    name: 'boot script',
    applies: () => true,
    problems: (page) =>
      elements(head(page) ?? page.document, isInlineScript).some((script) => rawText(script) === BOOT_SCRIPT)
        ? []
        : ['no boot script (scripts/boot.ts) in <head>'],
  },
  {
    // The chunks the boot script fetches once the page has painted, compiled off the main thread (compile-hints.ts).
    name: 'startup scripts',
    applies: () => true,
    problems: (page, site) => {
      const list = elements(head(page) ?? page.document, (e) => isScript(e) && attributes(e).id === STARTUP_LIST_ID)[0];
      let scripts: unknown;
      try {
        scripts = list && JSON.parse(rawText(list)).scripts;
      } catch {
        return ['the startup list is not valid JSON'];
      }
      if (!Array.isArray(scripts)) return [`no startup list (script#${STARTUP_LIST_ID}) in <head>`];
      const problems = (scripts as string[]).flatMap((src) => {
        const hint = hasCompileHint(site.out, src);
        return hint === undefined
          ? [`its startup script ${src} is missing`]
          : hint
            ? []
            : [`${src} lacks the compile hint`];
      });
      if (scripts.length <= 3) problems.unshift(`${scripts.length} startup scripts (the framework's are more than 3)`);
      return problems;
    },
  },
];
