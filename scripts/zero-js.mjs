/**
 * A page with every script that runs taken out: the boot script, the startup list, React's payload pushes and any
 * other inline or external script. JSON-LD stays (it never runs, and crawlers read it). What is left is what a
 * visitor sees before JavaScript starts, which `npm run lighthouse` measures beside the real page as the limit
 * that no amount of start-up tuning can beat.
 */
const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const SCRIPT_PRELOAD =
  /<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*\/?>|<link\b[^>]*\bas="script"[^>]*\brel="(?:preload|modulepreload)"[^>]*\/?>/gi;

export function withoutScripts(html) {
  return html
    .replace(SCRIPT, (whole, attrs) => (/\btype="application\/ld\+json"/i.test(attrs) ? whole : ''))
    .replace(SCRIPT_PRELOAD, '');
}
