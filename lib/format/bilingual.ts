/** The types every copy module is written in: one language's words, and both languages side by side. */
import type { Locale } from './locale';

/** The shape of one language's copy: every string of the English original, any wording. */
export type Translation<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends string[]
      ? string[]
      : T extends (...args: infer A) => string
        ? (...args: A) => string
        : { [K in keyof T]: Translation<T[K]> };

/**
 * A piece of copy in both languages, read as `copy[locale]`: the English original and its Spanish translation, which
 * type-checking holds to the English shape. Every copy module exports its words this way.
 */
export type Bilingual<T> = Record<Locale, Translation<T>>;

/**
 * Copy published in English only: it has no Spanish entry, and its type says so, so a missing translation is a
 * decision written where the copy is, not a gap.
 */
export type EnglishOnly<T> = { en: Translation<T>; es?: never };
