/**
 * A treatment's name inside a Spanish sentence is lowercase with its article ("el facial antiedad", "los tratamientos
 * faciales"), as docs/spanish-style.md says, except the names clients say in English ("el HydraFacial", "el Botox").
 * The content check holds every Spanish post to it (site/checks/post-wording.ts); content/spanish-templates.test.ts holds
 * the templates of content/ to it.
 */
import { catalogCopy } from '@/content/services';
import { estheticsPage } from '@/content/pages/esthetics';
import { ivTherapyPage } from '@/content/pages/iv-therapy';
import { serviceMenuIn } from '@/content/service-menu';
import { articleFor, brandNames, inSentence, withArticle } from '@/content/spanish-names';

/** Every name the Spanish edition gives a treatment: the catalog, the menu, the treatments and the landing menus. */
export function spanishTreatmentNames(): string[] {
  return [
    ...new Set([
      ...Object.values(catalogCopy.es.services).map((service) => service.name),
      ...Object.values(catalogCopy.es.treatments),
      ...serviceMenuIn('es').flatMap((category) => category.items.map((item) => item.name)),
      ...[estheticsPage, ivTherapyPage].flatMap((page) => page.copy.es.offers.items.map((item) => item.title)),
    ]),
  ];
}

const SINGULAR_ARTICLE = /(?<![\p{L}])(el|del|al|un|su|este|ese|nuestro|cada)\s+$/iu;
/** Where a capital is right: the start, after a sentence's end, a colon (labels: "Cita: Facial antiedad") or ¿ ¡. */
const SENTENCE_START = /(^|[.!?:]\s+|[¿¡«"“(]\s*)$/u;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What is wrong with each of the names in a Spanish text, one line each in words the owner can act on: a name
 * capitalised mid-sentence, or a plural name after a singular article ("su Tratamientos faciales").
 */
export function nameProblems(text: string, names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const brand = brandNames.some((b) => name === b || name.startsWith(`${b} `));
    const plural = ['los', 'las'].includes(articleFor(name));
    return [name, inSentence(name)]
      .filter((form, i, all) => all.indexOf(form) === i)
      .flatMap((form) =>
        [...text.matchAll(new RegExp(`(?<![\\p{L}])${literal(form)}(?![\\p{L}])`, 'gu'))].flatMap((m) => {
          const before = text.slice(0, m.index);
          // The name with the few words before it, as far back as the owner needs to find it.
          const lead = /(?:\S+\s+){0,3}\S*$/u.exec(before)![0];
          const shown = `"${lead.length < before.length ? '...' : ''}${lead}${form}"`;
          const problems: string[] = [];
          if (!brand && form === name && /^\p{Lu}/u.test(name) && !SENTENCE_START.test(before))
            problems.push(
              `a treatment's name is lowercase mid-sentence in Spanish, but ${shown} gives it a capital: write "${inSentence(name)}"`,
            );
          if (plural && SINGULAR_ARTICLE.test(before))
            problems.push(
              `"${name}" is plural, but ${shown} puts a singular word before it: write "${withArticle(name)}"`,
            );
          return problems;
        }),
      );
  });
}
