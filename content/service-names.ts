/** What each catalog service is called in each language: the catalog's name in English, how clients here say it in Spanish. */
import type { Locale } from '@/lib/format/locale';
import { catalogCopy } from './catalog-copy';
import type { ServiceSlug } from './services';
import type { Bilingual } from '@/lib/format/bilingual';

const namesIn = (locale: Locale) =>
  Object.fromEntries(Object.entries(catalogCopy[locale].services).map(([slug, words]) => [slug, words.name])) as Record<
    ServiceSlug,
    string
  >;

export const serviceNames: Bilingual<Record<ServiceSlug, string>> = { en: namesIn('en'), es: namesIn('es') };
