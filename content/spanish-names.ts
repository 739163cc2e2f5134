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

/** A Spanish definite article: the name's gender and number. */
export type Article = 'el' | 'la' | 'los' | 'las';

/**
 * The article of every Spanish name of a treatment (the catalog, the treatments, the /services menu and the landing
 * menus), written with the name, never guessed from its ending. A name missing here stops the build at the first
 * sentence that needs it, with what to add.
 */
export const articles: Readonly<Record<string, Article>> = {
  'Facial antiedad': 'el',
  'Facial de limpieza profunda': 'el',
  HydraFacial: 'el',
  'Tratamientos faciales': 'los',
  Botox: 'el',
  'Relleno de labios': 'el',
  'Signature Glow Facial': 'el',
  'Tratamientos para manchas y pigmentación': 'los',
  'Consulta de cuidado de la piel': 'la',
  'Reafirmación de la piel con plasma': 'la',
  'Paquete Bridal Glow para novias': 'el',
  'Renovación de temporada': 'la',
  'Rejuvenecimiento completo': 'el',
  'Facial hidratante': 'el',
  Dermaplaning: 'el',
  'Peelings químicos': 'los',
  Microdermoabrasión: 'la',
  'Tratamientos para el acné': 'los',
  'Terapia IV': 'la',
  'Faciales personalizados': 'los',
  'Suero de hidratación': 'el',
  'Refuerzo de inmunidad': 'el',
  'Energía y metabolismo': 'la',
  'Suero de belleza (luminosidad)': 'el',
  'Suero de recuperación': 'el',
  'Mezclas personalizadas': 'las',
};

/** The definite article of a name, from `articles`. */
export function articleFor(name: string): Article {
  const article = articles[name];
  if (!article)
    throw new Error(
      `"${name}" has no Spanish article: add it to articles in content/spanish-names.ts ('el', 'la', 'los' or 'las')`,
    );
  return article;
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
