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
export const STARTUP_LIST_ID = 'startup-scripts';

/**
 * The controls whose tap is kept until the page is hydrated: buttons that do nothing without JavaScript. A
 * `type="button"` never submits a form, so without a script it has no action of its own, except when it opens a
 * popover or sends a command natively (those work before hydration and are left alone). Links, <summary>, form
 * fields and submit buttons are never matched, so their taps are never held back.
 */
export const REPLAY_SELECTOR = 'button[type=button]:not([popovertarget]):not([commandfor])';

/**
 * Two jobs, in one script so that every page has the same one (one CSP hash).
 *
 * Taps before hydration: from the moment the <head> is parsed, a click (tap, mouse or keyboard) on a
 * REPLAY_SELECTOR control is held: the control shows it at once (`data-pending`, `aria-busy`; styled in
 * app/globals.css), only the last such tap is kept, and when React has hydrated (`<html data-hydrated>`) that same
 * element, if it is still in the page, gets exactly one `click()`. The held click is stopped before React's own
 * listeners on the document can see it, so it can never act twice. If a startup script fails to load, the page
 * will not hydrate: the pending state is dropped and taps are no longer held.
 *
 * Startup: fetches the listed chunks after the load event and the first contentful paint, one frame later. The
 * paint entry arrives once that frame is on screen; a 3 s timer covers a page that is never painted (a hidden
 * tab) and a browser without paint timing. Each element is added in a task of its own: adding all of them in one
 * took 10 to 45 ms of main thread on this machine under Lighthouse's tracing (times four on a throttled phone).
 */
export const BOOT_SCRIPT = [
  '(function(){var d=document,h=d.documentElement,p,off,',
  'H=function(){return h.hasAttribute("data-hydrated")},',
  'drop=function(){var t=p;p=null;if(t){t.removeAttribute("data-pending");t.removeAttribute("aria-busy")}return t};',
  'd.addEventListener("click",function(e){if(off||H())return;',
  `var t=e.target.closest&&e.target.closest("${REPLAY_SELECTOR}");if(!t)return;`,
  'e.preventDefault();e.stopImmediatePropagation();drop();p=t;t.setAttribute("data-pending","");t.setAttribute("aria-busy","true")},true);',
  'new MutationObserver(function(l,o){if(!H())return;o.disconnect();',
  'setTimeout(function(){var t=drop();if(t&&t.isConnected)t.click()})}).observe(h,{attributes:true});',
  'addEventListener("load",function(){',
  'var done=0,go=function(){if(done)return;done=1;',
  `var list=JSON.parse(d.getElementById("${STARTUP_LIST_ID}").textContent);`,
  'list.preload.forEach(function(u){setTimeout(function(){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=u;d.head.appendChild(l)})});',
  'list.scripts.forEach(function(u){setTimeout(function(){var s=d.createElement("script");s.src=u;s.async=true;',
  's.onerror=function(){off=1;drop()};d.head.appendChild(s)})})};',
  'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();',
  'requestAnimationFrame(function(){setTimeout(go)})}}).observe({type:"paint",buffered:true})}catch(e){}',
  'setTimeout(go,3000)})})()',
].join('');

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
