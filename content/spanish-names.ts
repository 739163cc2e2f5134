/**
 * A service's name inside a Spanish sentence: lowercase, with its article ("el facial antiedad", "los tratamientos
 * faciales"), except the treatments clients name in English, which keep their capitals ("el HydraFacial", "el Botox").
 * A name at the start of a title or a label stays as the catalog writes it.
 */

/** Names said as in English, written the same in both languages. */
export const brandNames: readonly string[] = ['HydraFacial', 'Botox', 'Signature Glow Facial'];

const isBrand = (name: string) => brandNames.some((brand) => name === brand || name.startsWith(`${brand} `));

/** "Facial antiedad" -> "facial antiedad"; "HydraFacial" stays. */
export function inSentence(name: string): string {
  return isBrand(name) ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

/** The definite article of a name: plural when its first word is ("Tratamientos faciales"), feminine for -a/-ión. */
export function articleFor(name: string): 'el' | 'la' | 'los' | 'las' {
  const first = (name.split(' ')[0] ?? '').toLowerCase();
  const feminine = !isBrand(name) && /(a|as|ión|iones|dad|dades)$/.test(first);
  const plural = !isBrand(name) && /s$/.test(first);
  return feminine ? (plural ? 'las' : 'la') : plural ? 'los' : 'el';
}

/** "el facial antiedad", "los tratamientos faciales", "el HydraFacial". */
export const withArticle = (name: string) => `${articleFor(name)} ${inSentence(name)}`;

/**
 * A name as a sentence of the page's language says it: with its article in Spanish ("el facial antiedad"), as is in
 * English. What a client component fills into `{theTitle}` (it cannot call functions passed from the server).
 */
export const nameInSentence = (locale: 'en' | 'es', name: string) => (locale === 'es' ? withArticle(name) : name);

/** After "de", "a" the masculine singular article contracts: "del facial antiedad", "al HydraFacial". */
export const afterPreposition = (preposition: 'de' | 'a', name: string) => {
  const phrase = withArticle(name);
  return phrase.startsWith('el ')
    ? `${preposition === 'de' ? 'del' : 'al'} ${phrase.slice(3)}`
    : `${preposition} ${phrase}`;
};
