/** Lists as a sentence writes them, in either language. */
import type { Locale } from './locale';

/**
 * How each language joins a list. British English has no comma before "and", as the rest of the copy writes lists
 * ("HydraFacials, Botox and IV therapy"); US Spanish joins with "y", and with "e" before a name that starts with an
 * "i" sound.
 */
const listFormat: Record<Locale, Intl.ListFormat> = {
  en: new Intl.ListFormat('en-GB', { type: 'conjunction' }),
  es: new Intl.ListFormat('es-US', { type: 'conjunction' }),
};

/** `items` joined with "and" (or "y") as `locale` writes a list. */
export function listIn(locale: Locale, items: readonly string[]): string {
  return listFormat[locale].format(items);
}
