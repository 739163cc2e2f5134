/**
 * The one way copy lists the areas the studio serves ("Horizon City, Eastlake and Socorro"), so adding an area in
 * content/locations/ updates every sentence that names them, in both languages.
 */
import { areaNames } from '@/content/locations';
import { site } from '@/content/site';
import { listIn } from '@/lib/format/lists';
import type { Locale } from '@/lib/format/locale';

/**
 * The area names as a sentence lists them in `locale`. `withCity` puts the studio's own city first ("El Paso,
 * Horizon City, Eastlake and Socorro"); `names` lists other names the same way (the areas by default).
 */
export function listAreas(
  locale: Locale,
  { withCity = false, names = areaNames }: { withCity?: boolean; names?: readonly string[] } = {},
): string {
  return listIn(locale, withCity ? [site.address.locality, ...names] : names);
}
