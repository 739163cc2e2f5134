/**
 * The Spanish copy keeps the glossary (docs/spanish-style.md, content/spanish-glossary.ts): no banned form in any
 * Spanish string of content/, outside the places the glossary allows it. Single wrong words are also caught by the
 * spell check; this test reads the phrases ("consulta gratuita", "sueros IV"). A Spanish post gets the same reading as
 * advice from the content check (glossaryAdvice in site/checks/post-facts.ts), as its spelling: the owner's wording never
 * keeps a post offline. Articles and adjectives beside a glossary noun are the content check's (scripts/content-check.ts,
 * site/checks/spanish-agreement.ts), in the copy and the posts alike.
 */
import { glossary } from '@/content/spanish-glossary';
import { copyFiles, tsStrings } from '@/scripts/copy-text';

const { ts } = copyFiles();

/** Every Spanish piece of copy: `file:line` and its text. */
const spanish = [
  ...ts.flatMap((file) =>
    tsStrings(file)
      .filter((p) => p.lang === 'es')
      .map((p) => ({ file, line: p.line, text: p.text, key: p.key })),
  ),
];

describe('the Spanish glossary', () => {
  it('has Spanish copy to read', () => {
    expect(spanish.length).toBeGreaterThan(100);
  });

  for (const term of glossary) {
    it(`${term.concept}: ${term.use}`, () => {
      const found = spanish.flatMap(({ file, line, text, key }) =>
        term.banned.flatMap((pattern) => {
          const allowed = term.allowedIn?.[pattern] ?? [];
          if (allowed.includes(file) || (key && allowed.includes(key))) return [];
          const alongside = term.allowedWith?.[pattern];
          if (alongside && new RegExp(alongside, 'u').test(text)) return [];
          return [...text.matchAll(new RegExp(`(?<![\\p{L}])(${pattern})(?![\\p{L}])`, 'giu'))].map(
            (m) => `${file}:${line} "${m[0]}"`,
          );
        }),
      );
      expect(found).toEqual([]);
    });
  }

  it('fails on a banned form (the check can fail)', () => {
    const iv = glossary.find((t) => t.id === 'iv')!;
    expect(
      iv.banned.some((pattern) =>
        new RegExp(`(?<![\\p{L}])(${pattern})(?![\\p{L}])`, 'iu').test('Conozca nuestros sueros vitaminados'),
      ),
    ).toBe(true);
  });
});

describe('the forms the second native read retired', () => {
  const bannedIn = (id: string, text: string) =>
    glossary
      .find((t) => t.id === id)!
      .banned.some((pattern) => new RegExp(`(?<![\\p{L}])(${pattern})(?![\\p{L}])`, 'iu').test(text));

  it.each([
    ['oily', 'Vapor y extracciones para la zona T grasa.', 'Vapor y extracciones para la zona T grasosa.'],
    [
      'oily',
      'Según su tipo de piel, ya sea seca, grasa o sensible.',
      'Según su tipo de piel, ya sea seca, grasosa o sensible.',
    ],
    ['consultation', 'Análisis de la piel y revisión de su rutina, sin costo.', 'Análisis de la piel, de cortesía.'],
    ['lightening', 'Sérums aclarantes para el melasma.', 'Sérums que aclaran las manchas del melasma.'],
    [
      'settled',
      'Cambie su cita si tiene un fuego labial (herpes).',
      'Cambie su cita si tiene un fuego labial (herpes labial).',
    ],
    [
      'calques',
      'Tratamientos que contrarrestan el sol del camino, al cloro de la alberca.',
      'Tratamientos que contrarrestan el sol del camino, el cloro de la alberca.',
    ],
  ])('%s: refuses "%s" and lets "%s" through', (id, refused, accepted) => {
    expect(bannedIn(id, refused)).toBe(true);
    expect(bannedIn(id, accepted)).toBe(false);
  });
});

/** The first "examen médico previo" of a text, and whether the Texas gloss follows it. */
export function firstExamGlossed(text: string): boolean | undefined {
  const at = text.search(/examen médico previo/i);
  if (at < 0) return undefined;
  return /^examen médico previo \(el \*?good faith exam\*? que exige Texas\)/i.test(text.slice(at));
}

describe('the good-faith exam', () => {
  // Copy that reads in its source order: the consent form. A page assembled from several sections is checked as
  // rendered (e2e/languages.spec.ts), since its sections need not follow the file's order; the owner's posts are
  // hers, and the content check's advice reads them.
  const pages = ts.filter((file) => file.replaceAll('\\', '/').endsWith('content/consent.ts'));

  it('is glossed at its first mention in the Spanish consent form', () => {
    const texts = pages.map((file) => ({
      file,
      text: spanish
        .filter((piece) => piece.file === file)
        .map((piece) => piece.text)
        .join(' '),
    }));
    expect(texts.filter(({ text }) => firstExamGlossed(text) !== undefined).length).toBeGreaterThan(0);
    expect(texts.filter(({ text }) => firstExamGlossed(text) === false).map(({ file }) => file)).toEqual([]);
  });

  it('would catch a first mention without the gloss', () => {
    expect(firstExamGlossed('comienzan con un examen médico previo que realiza nuestro médico')).toBe(false);
    expect(firstExamGlossed('un examen médico previo (el good faith exam que exige Texas) y luego')).toBe(true);
  });
});
