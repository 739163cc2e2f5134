/**
 * The one way copy lists the areas the studio serves ("Horizon City, Eastlake and Socorro"), so adding an area in
 * content/locations/ updates every sentence that names them, in both languages.
 */
import { areaNames } from '@/content/locations';
import { site } from '@/content/site';
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

/**
 * The area names as a sentence lists them in `locale`. `withCity` puts the studio's own city first ("El Paso,
 * Horizon City, Eastlake and Socorro"); `names` lists other names the same way (the areas by default).
 */
export function listAreas(
  locale: Locale,
  { withCity = false, names = areaNames }: { withCity?: boolean; names?: readonly string[] } = {},
): string {
  return listFormat[locale].format(withCity ? [site.address.locality, ...names] : names);
}
