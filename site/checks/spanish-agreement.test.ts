/**
 * The agreement rule on fixture sentences, never today's copy: an article or adjective of the other gender or number
 * beside a glossary noun is named with what to write, and the right sentence goes through.
 */
import { glossary } from '@/content/spanish-glossary';
import { agreementLines, agreementMessage, agreementProblems, glossaryNounForms } from './spanish-agreement';

const found = (text: string) => agreementProblems(text).map(({ found, write }) => [found, write]);

describe('every noun of the glossary', () => {
  it('carries its gender', () => {
    const nouns = glossary.flatMap((term) => term.nouns);
    expect(nouns.length).toBeGreaterThan(0);
    expect(nouns.filter((n) => n.gender !== 'm' && n.gender !== 'f')).toEqual([]);
  });

  it('is refused after an article of the other gender and accepted after its own', () => {
    for (const { noun, text, number } of glossaryNounForms()) {
      const right = noun.gender === 'm' ? (number === 'singular' ? 'el' : 'los') : number === 'singular' ? 'la' : 'las';
      const wrong = { el: 'la', la: 'el', los: 'las', las: 'los' }[right];
      expect(agreementProblems(`Le explicamos ${right} ${text} con calma.`)).toEqual([]);
      expect(found(`Le explicamos ${wrong} ${text} con calma.`)).toEqual([[`${wrong} ${text}`, `${right} ${text}`]]);
    }
  });
});

describe('agreementProblems', () => {
  it('refuses a masculine article or adjective left before a feminine noun by a word swap', () => {
    expect(found('Trabaja en las mejillas, la frente, el barbilla y la línea de la mandíbula.')).toEqual([
      ['el barbilla', 'la barbilla'],
    ]);
    expect(found('Brilla en la frente, la nariz y del barbilla; un barbilla suave.')).toEqual([
      ['del barbilla', 'de la barbilla'],
      ['un barbilla', 'una barbilla'],
    ]);
    expect(found('Retira el vello fino de la cara, el famoso “pelusa de durazno”.')).toEqual([
      ['el famoso “pelusa de durazno”', 'la famosa “pelusa de durazno”'],
    ]);
    expect(found('Es la famoso "pelusa de durazno".')).toEqual([
      ['la famoso "pelusa de durazno"', 'la famosa "pelusa de durazno"'],
    ]);
  });

  it('lets the right article and adjective through', () => {
    expect(found('Trabaja en las mejillas, la frente, la barbilla y la línea de la mandíbula.')).toEqual([]);
    expect(found('Retira el vello fino de la cara, la famosa “pelusa de durazno”.')).toEqual([]);
    expect(found('Alrededor de la nariz y la barbilla, con la misma camilla y el mismo sérum.')).toEqual([]);
  });

  it('refuses a wrong number and an adjective after the noun', () => {
    expect(found('Aplique las sérum de noche.')).toEqual([['las sérum', 'el sérum']]);
    expect(found('Su piel seco necesita agua; la piel limpio brilla.')).toEqual([
      ['Su piel seco', 'Su piel seca'],
      ['la piel limpio', 'la piel limpia'],
    ]);
    expect(found('Después de la primer cita, nuestra director médico lo revisa.')).toEqual([
      ['la primer cita', 'la primera cita'],
      ['nuestra director médico', 'nuestro director médico'],
    ]);
  });

  it('reads an adjective only where it belongs to the noun', () => {
    // Inside a phrase the adjective may be the first noun's; after a list it is plural for the whole list.
    expect(found('Los productos para la piel indicados y el cuello y la piel secos.')).toEqual([]);
    // A word between the article and the noun that is not a noun's adjective: two phrases, not one.
    expect(found('Si el médico consulta su historial, el equipo cita a las dos.')).toEqual([]);
    expect(found('Tiene su cita pasado mañana.')).toEqual([]);
    // A page's text runs on from one element to the next: a heading after "su piel" is not its adjective.
    expect(found('Cuidamos su piel Cuidado experto')).toEqual([]);
  });

  it('names the file and line of each piece of copy that disagrees, and nothing for one that agrees', () => {
    expect(
      agreementLines([
        { file: 'content/pages/a.ts', line: 3, text: 'Trabajamos la frente, el barbilla y la mandíbula.' },
        { file: 'content/pages/a.ts', line: 9, text: 'Retira el famoso “pelusa de durazno”.' },
        { file: 'content/pages/a.ts', line: 12, text: 'Retira la famosa “pelusa de durazno” de la barbilla.' },
      ]),
    ).toEqual([
      'content/pages/a.ts:3: "barbilla" is feminine in Spanish, but "el barbilla" puts "el" beside it: write "la barbilla"',
      'content/pages/a.ts:9: "pelusa de durazno" is feminine in Spanish, but "el famoso “pelusa de durazno”" puts "el" and "famoso" beside it: write "la famosa “pelusa de durazno”"',
    ]);
  });

  it('says what is wrong in words the owner can act on', () => {
    const [problem] = agreementProblems('La frente, el barbilla y la nariz.');
    expect(agreementMessage(problem!)).toBe(
      '"barbilla" is feminine in Spanish, but "el barbilla" puts "el" beside it: write "la barbilla"',
    );
  });
});
