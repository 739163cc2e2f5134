/**
 * The wording rules on fixture posts, never today's: each ban catches its example, each fact told one way refuses
 * its wrong sentence and lets its right one through, and a Spanish post's treatment names are checked; every line
 * names the file and the line, what the studio says and what to write instead.
 */
import { catalogCopy } from '@/content/services';
import { editorialBans } from '@/content/editorial-bans';
import { oneStory } from '@/content/one-story';
import { inSentence, withArticle } from '@/content/spanish-names';
import { visitRhythm } from '@/content/visit-facts';
import type { Locale } from '@/lib/format/locale';
import { isBanned, postWordingProblems, tellsOtherwise } from './post-wording';

const file = (locale: Locale) => `content/blog/${locale}/a-post.md`;
/** A post whose body starts on line 6: its front matter holds a title, an excerpt and the fields readers do not see. */
const BODY_LINE = 6;
const source = (body: string[], title = 'A post') =>
  ['---', `title: "${title}"`, 'excerpt: "One sentence."', 'publishDate: 2026-01-15', '---', ...body].join('\n');
const problems = (locale: Locale, body: string[], title?: string) =>
  postWordingProblems(file(locale), source(body, title), locale);

describe('the retired phrases (content/editorial-bans.ts)', () => {
  it.each(
    (['en', 'es'] as const).flatMap((locale) =>
      editorialBans[locale].map((ban) => [locale, ban.example, ban] as const),
    ),
  )('a %s post that says "%s" is refused at its line, with what to write', (locale, example, ban) => {
    expect(isBanned(ban, example)).toBe(true);
    expect(problems(locale, ['An opening line.', '', example])).toEqual([
      `${file(locale)}:${BODY_LINE + 2}: ${ban.rule}, but "${example}" says otherwise: ${ban.write}`,
    ]);
  });

  it('holds a sentence of either language to both lists', () => {
    const spanish = editorialBans.es[0]!;
    expect(problems('en', [spanish.example])).toEqual([expect.stringContaining(spanish.rule)]);
  });
});

describe('the facts told one way (content/one-story.ts)', () => {
  const cases = (['en', 'es'] as const).flatMap((locale) =>
    oneStory[locale].map((rule) => [locale, rule.rule, rule] as const),
  );

  it.each(cases)('%s: refuses the example that goes against "%s"', (locale, _, rule) => {
    const { refused } = rule.example;
    expect(tellsOtherwise(rule, refused)).toBe(true);
    expect(problems(locale, [refused])).toEqual([
      `${file(locale)}:${BODY_LINE}: ${rule.rule}, but "${refused}" says otherwise: ${rule.write}`,
    ]);
  });

  it.each(cases)('%s: lets through the example that says "%s"', (locale, _, rule) => {
    expect(tellsOtherwise(rule, rule.example.accepted)).toBe(false);
    expect(problems(locale, [rule.example.accepted])).toEqual([]);
  });

  it('lets a post say each fact the studio’s way, all in one post', () => {
    for (const locale of ['en', 'es'] as const)
      expect(
        problems(
          locale,
          oneStory[locale].map((rule) => rule.example.accepted),
        ),
      ).toEqual([]);
  });

  it('reads a Spanish interval in words or in digits', () => {
    const { min, max } = visitRhythm.facialWeeks;
    expect(problems('es', [`Recomendamos el dermaplaning cada ${min} a ${max} semanas.`])).toEqual([]);
  });

  it('leaves alone a sentence about something else', () => {
    expect(problems('en', ['Dermaplaning pairs well with a facial.', 'The drive takes 20 minutes.'])).toEqual([]);
  });
});

describe('treatment names in a Spanish post', () => {
  const name = catalogCopy.es.services['anti-aging-facial'].name;
  const plural = catalogCopy.es.services['facial-treatments'].name;

  it('refuses a capital mid-sentence, link text and headings included, naming the line', () => {
    expect(
      problems('es', [
        'Un párrafo.',
        '',
        `## Por qué elegir un ${name}`,
        '',
        `¿Líneas finas? Agende un [${name}](/es/services/anti-aging-facial).`,
      ]),
    ).toEqual([
      `${file('es')}:${BODY_LINE + 2}: a treatment's name is lowercase mid-sentence in Spanish, but "...qué elegir un ${name}" gives it a capital: write "${inSentence(name)}"`,
      `${file('es')}:${BODY_LINE + 4}: a treatment's name is lowercase mid-sentence in Spanish, but "...finas? Agende un ${name}" gives it a capital: write "${inSentence(name)}"`,
    ]);
  });

  it('refuses a plural name after a singular word, in the title too', () => {
    expect(problems('es', ['Texto.'], `Reserve su ${inSentence(plural)}`)).toEqual([
      `${file('es')}:2: "${plural}" is plural, but "Reserve su ${inSentence(plural)}" puts a singular word before it: write "${withArticle(plural)}"`,
    ]);
  });

  it('lets through a name lowercase with its article, a name that starts a sentence, and English posts', () => {
    expect(problems('es', [`Agende ${withArticle(name)}.`, `${name}: lo que incluye.`])).toEqual([]);
    expect(problems('en', [`Book a ${name} today.`])).toEqual([]);
  });
});

describe('articles and adjectives beside a glossary noun in a Spanish post', () => {
  it('refuses a word of the other gender, naming the file and the line, with what to write', () => {
    expect(
      problems('es', [
        'Trabaja en las mejillas, la frente, el barbilla y la línea de la mandíbula.',
        '',
        'Retira el vello fino y suave de la cara, el famoso “pelusa de durazno”.',
        '',
        '- **Grasosa:** brilla en la frente, la nariz y el barbilla.',
      ]),
    ).toEqual([
      `${file('es')}:${BODY_LINE}: "barbilla" is feminine in Spanish, but "el barbilla" puts "el" beside it: write "la barbilla"`,
      `${file('es')}:${BODY_LINE + 2}: "pelusa de durazno" is feminine in Spanish, but "el famoso “pelusa de durazno”" puts "el" and "famoso" beside it: write "la famosa “pelusa de durazno”"`,
      `${file('es')}:${BODY_LINE + 4}: "barbilla" is feminine in Spanish, but "el barbilla" puts "el" beside it: write "la barbilla"`,
    ]);
  });

  it('lets the same sentences through once they agree, and reads no English post', () => {
    expect(
      problems('es', [
        'Trabaja en las mejillas, la frente, la barbilla y la línea de la mandíbula.',
        'Retira el vello fino y suave de la cara, la famosa “pelusa de durazno”.',
      ]),
    ).toEqual([]);
    expect(problems('en', ['The word is el barbilla.'])).toEqual([]);
  });
});

describe('a post with several problems', () => {
  it('lists every one at once, in the order of its lines', () => {
    const [ban] = editorialBans.en;
    const [rule] = oneStory.es;
    const lines = problems('es', [rule!.example.refused, '', 'Un párrafo.'], ban!.example);
    expect(lines.map((line) => line.split(': ')[0])).toEqual([`${file('es')}:2`, `${file('es')}:${BODY_LINE}`]);
  });
});
