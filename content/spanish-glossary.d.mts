export type GlossaryTerm = {
  id: string;
  concept: string;
  /** The wording to use, as docs/spanish-style.md states it. */
  use: string;
  /** Each way the concept has been written -> a regular expression (whole words, any case) that finds it. */
  variants: Record<string, string>;
  /** Regular expressions for forms the Spanish copy must not use. */
  banned: string[];
  /** A banned pattern -> where it is the right word: files (`content/consent.ts`) or property names (`keywords`). */
  allowedIn?: Record<string, string[]>;
};
export const glossary: GlossaryTerm[];
export const spanishFlagWords: string[];
