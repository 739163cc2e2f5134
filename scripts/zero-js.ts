/**
 * A page with every script that runs taken out: the boot script, the startup list, React's payload pushes and any
 * other inline or external script. JSON-LD stays (it never runs, and crawlers read it). What is left is what a
 * visitor sees before JavaScript starts, which `npm run lighthouse` measures beside the real page as the limit
 * that no amount of start-up tuning can beat.
 */
const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const SCRIPT_PRELOAD =
  /<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*\/?>|<link\b[^>]*\bas="script"[^>]*\brel="(?:preload|modulepreload)"[^>]*\/?>/gi;

const isJsonLd = (attrs: string) => /\btype="application\/ld\+json"/i.test(attrs);

/** Throws when the page has no script to take out, or when one is left: the copy would measure nothing. */
export function withoutScripts(html: string): string {
  const copy = html
    .replace(SCRIPT, (whole, attrs: string) => (isJsonLd(attrs) ? whole : ''))
    .replace(SCRIPT_PRELOAD, '');
  if (copy === html) throw new Error('the page has no script to take out');
  const left = [...copy.matchAll(/<script\b([^>]*)>/gi)].find(([, attrs = '']) => !isJsonLd(attrs));
  if (left) throw new Error(`a script is left in the zero-JS copy (${left[0]})`);
  return copy;
}
