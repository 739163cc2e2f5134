/**
 * What postbuild does to every exported page, and the checks that stop the build when a page comes out without
 * what it needs. The rewrites match Next's exact markup (startup-scripts.ts); after a Next upgrade a pattern could
 * match nothing and leave a page that fetches all its JavaScript during the first paint, or whose inline scripts
 * its CSP blocks. So each rewritten page is checked again with patterns that do not depend on Next's attribute
 * order: its startup list, boot script and Speculation Rules in <head>, no startup <script> or script preload
 * left, one CSP <meta> before any script holding the hashes of the page's own inline scripts (only those the site
 * writes: known-scripts.ts), no other inline script, and every listed chunk present to carry its compile hint. Any
 * failure is one line naming the page; nothing is written until every page passes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageCsp } from '../deploy/security';
import { speculationRules } from '../lib/browser/speculation-rules';
import { withCompileHint } from './compile-hints';
import { knownScriptHashes, unknownScripts } from './known-scripts';
import { BOOT_SCRIPT, deferStartup, STARTUP_LIST_ID, startupScripts } from './startup-scripts';

/** A page postbuild cannot finish; its message is the one line the build prints. */
export class PostbuildError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PostbuildError';
  }
}

const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/;
const CHARSET = /<meta charSet="utf-8"\/>/i;
/**
 * The page's Speculation Rules (lib/browser/speculation-rules.ts). Written here, not rendered by React: what React renders
 * is also in the page's flight data, which would carry the rules a second time, escaped.
 */
const RULES_SCRIPT = `<script type="speculationrules">${JSON.stringify(speculationRules)}</script>`;

/**
 * The page with its startup scripts deferred, and after the charset its CSP <meta> (approving by hash the inline
 * scripts the site writes and no other), then its Speculation Rules.
 */
export function rewritePage(html: string): string {
  // Only the site's own rules are moved (a page rewritten twice); any other rules script stays, and the checks below
  // refuse it.
  const deferred = deferStartup(html).replace(CSP_META, '').split(RULES_SCRIPT).join('');
  const charset = CHARSET.exec(deferred);
  if (!charset) throw new Error('no <meta charset> to place the CSP after');
  const at = charset.index + charset[0].length;
  const withRules = deferred.slice(0, at) + RULES_SCRIPT + deferred.slice(at);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageCsp(knownScriptHashes(withRules))}"/>`;
  return withRules.slice(0, at) + meta + withRules.slice(at);
}

/** What a rewritten page lacks, one phrase each; empty when the page is ready to deploy. */
export function pageProblems(html: string): string[] {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd === -1) return ['no </head>'];
  const head = html.slice(0, headEnd);
  const problems: string[] = [];

  const list = new RegExp(`<script type="application/json" id="${STARTUP_LIST_ID}">([^<]*)</script>`).exec(head);
  const scripts: unknown = list ? JSON.parse(list[1]!).scripts : undefined;
  if (!list) problems.push('no startup list in <head>');
  else if (!Array.isArray(scripts) || scripts.length === 0) problems.push('an empty startup list');
  if (!head.includes(`<script>${BOOT_SCRIPT}</script>`)) problems.push('no boot script in <head>');
  if (!head.includes(RULES_SCRIPT)) problems.push('no Speculation Rules in <head>');

  // Only the noModule polyfill may stay a <script src>: anything else would run before the page has painted.
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\ssrc=/i.test(tag) && !/\snomodule\b/i.test(tag)) problems.push(`a startup script left in the page (${tag})`);
  }
  for (const [tag] of head.matchAll(/<link\b[^>]*>/gi)) {
    if (/\sas="script"/i.test(tag) && /\srel="(module)?preload"/i.test(tag))
      problems.push(`a script preload left in <head> (${tag})`);
  }

  const metas = [...html.matchAll(/<meta\b[^>]*\bhttp-equiv="Content-Security-Policy"[^>]*>/gi)];
  const meta = metas[0];
  if (!meta) problems.push('no CSP <meta>');
  else if (metas.length > 1) problems.push(`${metas.length} CSP <meta> tags`);
  else if (meta.index > headEnd) problems.push('the CSP <meta> is outside <head>');
  else if (/<script\b/i.exec(html.slice(0, meta.index))) problems.push('a <script> before the CSP <meta>');
  else if (/\scontent="([^"]*)"/.exec(meta[0])?.[1] !== pageCsp(knownScriptHashes(html)))
    problems.push("a CSP <meta> without the hashes of the page's inline scripts");
  problems.push(...unknownScripts(html));
  return problems;
}

/**
 * Rewrites every page in `files` (under `outDir`) and gives the chunks of their startup lists the compile hint.
 * Returns how many pages and chunks; throws a PostbuildError naming the first page that fails (and how many more).
 */
export function postbuildPages(outDir: string, files: string[]): { pages: number; chunks: number } {
  const name = (file: string) => path.relative(outDir, file).split(path.sep).join('/');
  const pages = new Map<string, string>();
  const failures: string[] = [];
  const chunks = new Set<string>();
  for (const file of files) {
    let html: string;
    try {
      html = rewritePage(readFileSync(file, 'utf8'));
    } catch (error) {
      failures.push(`${name(file)}: ${(error as Error).message}`);
      continue;
    }
    const listed = startupScripts(html);
    const problems = pageProblems(html);
    for (const src of listed)
      if (!existsSync(path.join(outDir, src))) problems.push(`its startup script ${src} is missing`);
    if (problems.length > 0) failures.push(`${name(file)}: ${problems.join('; ')}`);
    pages.set(file, html);
    for (const src of listed) chunks.add(src);
  }
  if (failures.length > 0) {
    const more = failures.length - 1;
    throw new PostbuildError(`${failures[0]}${more > 0 ? ` (and ${more} more page${more > 1 ? 's' : ''})` : ''}`);
  }
  for (const [file, html] of pages) writeFileSync(file, html);
  for (const src of chunks) {
    const chunk = path.join(outDir, src);
    writeFileSync(chunk, withCompileHint(readFileSync(chunk, 'utf8')));
  }
  return { pages: pages.size, chunks: chunks.size };
}
