/**
 * Reads what a crawler reads from a page's static HTML, without a browser: the route loop checks metadata, JSON-LD
 * and content on the HTML as served, and keeps the browser for what needs one (layout, scripts, accessibility).
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references React writes into attributes and text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#')
      return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** The attributes of every `<tag ...>` start tag in the HTML, decoded. */
export function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((m) =>
    Object.fromEntries(
      [...m[1]!.matchAll(/([^\s="'/]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!.toLowerCase(), decodeEntities(a[2] ?? '')]),
    ),
  );
}

/** The content of the first `<meta>` whose `name` or `property` is `key` (undefined when there is none). */
export function meta(html: string, key: string): string | undefined {
  return tags(html, 'meta').find((t) => t.name === key || t.property === key)?.content;
}

/** The text of the document's `<title>`. */
export function title(html: string): string {
  return decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').trim();
}

/** The parsed contents of every JSON-LD block (throws, naming the block, when one is not valid JSON). */
export function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m, i) => {
    try {
      return JSON.parse(m[1]!);
    } catch (error) {
      throw new Error(`JSON-LD block ${i + 1} is not valid JSON: ${(error as Error).message}`);
    }
  });
}

/** How many elements of this tag the HTML has. */
export function count(html: string, tag: string): number {
  return (html.match(new RegExp(`<${tag}[\\s>]`, 'gi')) ?? []).length;
}

/** How many elements the document has, as a browser counts them once parsed (script and style contents skipped). */
export function elementCount(html: string): number {
  const tagsOnly = html.replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1>/gi, '<$1$2>');
  return (tagsOnly.match(/<[a-z][a-z0-9-]*(?=[\s/>])/gi) ?? []).length;
}

/** The text inside `<main>`, without scripts, styles and tags, whitespace collapsed. */
export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? '';
  return decodeEntities(main.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Link texts that say nothing out of context, in both of the site's languages: search engines (and Lighthouse's
 * SEO audit) mark a page down for them, and a screen reader's list of links shows nothing else.
 */
const GENERIC_LINK_TEXTS = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
  'aquí',
  'aqui',
  'más',
  'mas',
  'más información',
  'mas informacion',
  'leer más',
  'ver más',
  'este enlace',
  'enlace',
  'empezar',
  'haga clic aquí',
]);

/** The text (visually hidden parts included) of each web link whose text is one of the generic phrases above. */
export function genericLinkTexts(html: string): string[] {
  const body = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ');
  return [...body.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)]
    .filter((m) => !/href="(mailto:|tel:|sms:|#)/.test(m[1]!))
    .map((m) =>
      decodeEntities(m[2]!.replace(/<[^>]+>/g, ''))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((text) => GENERIC_LINK_TEXTS.has(text.toLowerCase()));
}
