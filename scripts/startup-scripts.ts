/**
 * The JavaScript a page starts with, and when it is fetched.
 *
 * Next.js writes its startup chunks as `<script async>` tags in <head>, so a phone downloads about 140 KiB of
 * framework JavaScript at the same time as the fonts and the hero image, and the first paint competes with it for
 * the connection. Every page is complete without JavaScript (JavaScript only enhances), so postbuild moves those
 * tags into a small boot script that requests the same chunks, in the same order, once the page has loaded and
 * painted: the `load` event (the hero image and the fonts are in), the first contentful paint, then one more
 * frame. Pages hydrate just after they are on screen instead of racing them; until then links and forms work as
 * plain HTML (<html data-hydrated> marks the moment, see components/layout/hydration-marker-client.tsx), and a tap
 * on a button that needs JavaScript is shown as pending and acted on once the page is hydrated (BOOT_SCRIPT).
 *
 * The list is kept as JSON in <script type="application/json" id="startup-scripts">, which the budget and the
 * compile hints read too; the boot script is the same on every page, so its CSP hash is too.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

export const STARTUP_LIST_ID = 'startup-scripts';

/**
 * The controls whose tap is kept until the page is hydrated: buttons that do nothing without JavaScript. A
 * `type="button"` never submits a form, so without a script it has no action of its own, except when it opens a
 * popover or sends a command natively (those work before hydration and are left alone). Links, <summary>, form
 * fields and submit buttons are never matched, so their taps are never held back.
 */
export const REPLAY_SELECTOR = 'button[type=button]:not([popovertarget]):not([commandfor])';

/** The boot script (scripts/boot.ts), minified, with the selector and the list's id filled in. */
export const BOOT_SCRIPT = transformSync(readFileSync(fileURLToPath(new URL('./boot.ts', import.meta.url)), 'utf8'), {
  loader: 'ts',
  format: 'iife',
  minify: true,
  target: 'es2020',
  define: { REPLAY_SELECTOR: JSON.stringify(REPLAY_SELECTOR), STARTUP_LIST_ID: JSON.stringify(STARTUP_LIST_ID) },
}).code.trim();

const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const PRELOAD_TAG = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;

/**
 * The page with its startup `<script async>` tags and script preloads replaced by the list and the boot script.
 * Throws when no tag matches: the patterns follow Next's exact markup, and a page left as it was would fetch all its
 * JavaScript during the first paint. postbuild-pages.ts checks the result again with looser patterns.
 */
export function deferStartup(html: string): string {
  if (html.includes(`id="${STARTUP_LIST_ID}"`)) return html;
  const scripts = [...new Set([...html.matchAll(SCRIPT_TAG)].map((m) => m[1]!))];
  const preload = [...new Set([...html.matchAll(PRELOAD_TAG)].map((m) => m[1]!))].filter(
    (src) => !scripts.includes(src),
  );
  if (scripts.length === 0)
    throw new Error(
      'no startup <script src="/_next/static/…" async=""> tag matched: Next has changed its markup (SCRIPT_TAG in scripts/startup-scripts.ts)',
    );
  const list = JSON.stringify({ scripts, preload }).replaceAll('<', '\\u003c');
  const boot = `<script type="application/json" id="${STARTUP_LIST_ID}">${list}</script><script>${BOOT_SCRIPT}</script>`;
  const stripped = html.replace(SCRIPT_TAG, '').replace(PRELOAD_TAG, '');
  if (!stripped.includes('</head>')) throw new Error('no </head> to put the startup list in');
  return stripped.replace('</head>', `${boot}</head>`);
}

/**
 * The same-origin scripts a page runs at startup, each once: the scripts of its startup list once deferred, and
 * any startup `<script async>` tags (SCRIPT_TAG, so not the noModule polyfill). Preloads are not counted. The JS
 * budget counts this list.
 */
export function startupScripts(html: string): string[] {
  const list = new RegExp(`<script type="application/json" id="${STARTUP_LIST_ID}">([^<]*)</script>`).exec(html);
  const listed: string[] = list ? JSON.parse(list[1]!).scripts : [];
  return [...new Set([...listed, ...[...html.matchAll(SCRIPT_TAG)].map((m) => m[1]!)])];
}
