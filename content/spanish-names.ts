/**
 * A service's name inside a Spanish sentence: lowercase, with its article ("el facial antiedad", "los tratamientos
 * faciales"), except the treatments clients name in English, which keep their capitals ("el HydraFacial", "el Botox").
 * A name at the start of a title or a label stays as the catalog writes it.
 *
 * This module reads the whole catalog (a service's article is written in its file), so it is for the server: a client
 * component is handed the name as a sentence says it.
 */
import { menuArticles } from '@/content/service-menu';
import { catalogArticles, treatmentArticles, type Article } from '@/content/services';
import { estheticsArticles } from '@/content/pages/esthetics';
import { ivDripArticles } from '@/content/pages/iv-therapy';

export type { Article };

/** Names said as in English, written the same in both languages. */
export const brandNames: readonly string[] = ['HydraFacial', 'Botox', 'Signature Glow Facial'];

const isBrand = (name: string) => brandNames.some((brand) => name === brand || name.startsWith(`${brand} `));

/** "Facial antiedad" -> "facial antiedad"; "HydraFacial" stays. */
export function inSentence(name: string): string {
  return isBrand(name) ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * Lists that say, beside its own Spanish name, which article a name takes: a catalog service's file, the treatments,
 * the /services menu and the two landing menus. The same name in two lists must take the same article.
 */
export function mergeArticles(lists: Record<string, Readonly<Record<string, Article>>>): Record<string, Article> {
  const merged: Record<string, { article: Article; from: string }> = {};
  for (const [from, list] of Object.entries(lists))
    for (const [name, article] of Object.entries(list)) {
      const earlier = merged[name];
      if (earlier && earlier.article !== article)
        throw new Error(
          `"${name}" takes "${earlier.article}" in ${earlier.from} but "${article}" in ${from}: give it one article`,
        );
      merged[name] = { article, from };
    }
  return Object.fromEntries(Object.entries(merged).map(([name, { article }]) => [name, article]));
}

/** The article of every Spanish name of a treatment, never guessed from its ending, and never keyed by hand. */
export const articles: Readonly<Record<string, Article>> = mergeArticles({
  'the catalog (content/services/<slug>.ts)': catalogArticles,
  'content/services/treatments.ts': treatmentArticles,
  'content/service-menu.ts': menuArticles,
  'content/pages/esthetics.ts': estheticsArticles,
  'content/pages/iv-therapy.ts': ivDripArticles,
});

/** The definite article of a name, from `articles`. */
export function articleFor(name: string): Article {
  const article = articles[name];
  if (!article)
    throw new Error(
      `"${name}" has no Spanish article: write it beside the Spanish name ('el', 'la', 'los' or 'las'): \`article\` in its content/services/<slug>.ts, or the \`articles\` list beside the treatments, the /services menu or a landing page's offers`,
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
