/**
 * A service's name inside a Spanish sentence: lowercase, with its article ("el facial antiedad", "los tratamientos
 * faciales"), except the treatments clients name in English, which keep their capitals ("el HydraFacial", "el Botox").
 * A name at the start of a title or a label stays as the catalog writes it.
 *
 * This module reads the whole catalog (a service's article is written in its file), so it is for the server: a client
 * component is handed the name as a sentence says it.
 */
import { catalogArticles, type Article } from '@/content/services';

export type { Article };

/** Names said as in English, written the same in both languages. */
export const brandNames: readonly string[] = ['HydraFacial', 'Botox', 'Signature Glow Facial'];

const isBrand = (name: string) => brandNames.some((brand) => name === brand || name.startsWith(`${brand} `));

/** "Facial antiedad" -> "facial antiedad"; "HydraFacial" stays. */
export function inSentence(name: string): string {
  return isBrand(name) ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * The article of every Spanish name of a treatment, never guessed from its ending: a catalog service's is written in
 * its file, beside its name (content/services/<slug>.ts); the others' (the treatments, the /services menu and the
 * landing menus) are written here. A name missing stops the build at the first sentence that needs it, with what to
 * add.
 */
export const articles: Readonly<Record<string, Article>> = {
  ...catalogArticles,
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
      `"${name}" has no Spanish article: add it to articles in content/spanish-names.ts ('el', 'la', 'los' or 'las'), or, for a catalog service, as \`article\` beside its Spanish name in content/services/<slug>.ts`,
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
