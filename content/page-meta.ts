/** The words a page is known by: its title, its description and the short name lists give it. */
import type { Bilingual, EnglishOnly } from '@/lib/format/bilingual';

export type PageMeta = {
  /** Page title (the root layout appends the studio name). */
  title: string;
  description: string;
  /** Short name for lists such as the /sitemap page (defaults to the title). */
  label?: string;
};

/**
 * A page's meta in each language it is published in, exported by its copy module. A page is published in Spanish (at
 * the same path under /es) exactly when its Spanish meta exists.
 */
export type PageMetaIn = Bilingual<PageMeta> | EnglishOnly<PageMeta>;
