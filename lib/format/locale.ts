/**
 * The site's two languages. English lives at the root and Spanish under /es, with the same path segments, so the
 * counterpart of any page is a prefix away. Pure functions: client components may import this module.
 */

export type Locale = 'en' | 'es';

export const locales: readonly Locale[] = ['en', 'es'];

/** The language the switcher offers on a page in `locale`. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'es' : 'en';
}

/** The URL prefix of each language's pages. */
const PREFIX: Record<Locale, string> = { en: '', es: '/es' };

/** Open Graph locale of each language; the studio serves both in the United States. */
export const ogLocale: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

/** The language a path's page is written in. */
export function localeOfPath(path: string): Locale {
  return path === '/es' || path.startsWith('/es/') || path.startsWith('/es#') || path.startsWith('/es?') ? 'es' : 'en';
}

/** The English path of a page in either language: '/es/about' -> '/about', '/es' -> '/', '/es#contact' -> '/#contact'. */
export function englishPath(path: string): string {
  if (localeOfPath(path) === 'en') return path;
  const rest = path.slice(PREFIX.es.length);
  return rest === '' || rest.startsWith('#') || rest.startsWith('?') ? `/${rest}` : rest;
}

/** The path of an English page in `locale`: ('/about', 'es') -> '/es/about', ('/', 'es') -> '/es', ('/#about', 'es') -> '/es#about'. */
export function pathIn(locale: Locale, path: string): string {
  const english = englishPath(path);
  if (locale === 'en') return english;
  return english === '/' || english.startsWith('/#') || english.startsWith('/?')
    ? `${PREFIX.es}${english.slice(1)}`
    : `${PREFIX.es}${english}`;
}

/** Fills `{name}` placeholders: for copy that reaches client components, which cannot receive functions as props. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A phrase at the start of a sentence or a title: "más de 20 años" -> "Más de 20 años". */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
