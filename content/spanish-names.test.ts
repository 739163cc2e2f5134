import { articlesByName } from '@/content/services';
import { articleFor, articles, mergeArticles, withArticle } from '@/content/spanish-names';

describe("a Spanish name's article", () => {
  it('is joined to its name by the id both are written under, so renaming the name keeps its article', () => {
    const names = { peels: 'Peelings químicos', micro: 'Microdermoabrasión' };
    expect(articlesByName(names, { peels: 'los', micro: 'la' })).toEqual({
      'Peelings químicos': 'los',
      Microdermoabrasión: 'la',
    });
    expect(articlesByName({ ...names, peels: 'Exfoliaciones químicas' }, { peels: 'las', micro: 'la' })).toEqual({
      'Exfoliaciones químicas': 'las',
      Microdermoabrasión: 'la',
    });
  });

  it('is the same in every list that names the same treatment, or the build stops naming both lists', () => {
    expect(mergeArticles({ 'the menu': { Dermaplaning: 'el' }, 'the landing page': { Dermaplaning: 'el' } })).toEqual({
      Dermaplaning: 'el',
    });
    expect(() =>
      mergeArticles({ 'the menu': { Dermaplaning: 'el' }, 'the landing page': { Dermaplaning: 'la' } }),
    ).toThrow('"Dermaplaning" takes "el" in the menu but "la" in the landing page: give it one article');
  });

  it('is found for every name the lists give, and a name no list gives stops the sentence that needs it', () => {
    for (const [name, article] of Object.entries(articles)) expect(articleFor(name)).toBe(article);
    expect(() => withArticle('Tratamiento inventado')).toThrow(
      '"Tratamiento inventado" has no Spanish article: write it beside the Spanish name',
    );
  });
});
