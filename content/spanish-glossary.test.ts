/**
 * The Spanish copy keeps the glossary (docs/spanish-style.md, content/spanish-glossary.ts): no banned form in any
 * Spanish string of content/ or any Spanish post, outside the places the glossary allows it. Single wrong words are
 * also caught by the spell check; this test reads the phrases ("consulta gratuita", "sueros IV").
 */
import { glossary } from '@/content/spanish-glossary';
import { copyFiles, tsStrings, postText } from '@/scripts/copy-text';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const { ts, md } = copyFiles();

/** Every Spanish piece of copy: `file:line` and its text. */
const spanish = [
  ...ts.flatMap((file) =>
    tsStrings(file)
      .filter((p) => p.lang === 'es')
      .map((p) => ({ file, line: p.line, text: p.text, key: p.key })),
  ),
  ...md
    .filter((file) => file.includes(`${path.sep}es${path.sep}`))
    .flatMap((file) =>
      postText(readFileSync(path.join(root, file), 'utf8'))
        .split('\n')
        .map((text, i) => ({ file, line: i + 1, text, key: undefined })),
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

/** The first "examen médico previo" of a text, and whether the Texas gloss follows it. */
export function firstExamGlossed(text: string): boolean | undefined {
  const at = text.search(/examen médico previo/i);
  if (at < 0) return undefined;
  return /^examen médico previo \(el \*?good faith exam\*? que exige Texas\)/i.test(text.slice(at));
}

describe('the good-faith exam', () => {
  // Copy that reads in its source order: the consent form and each post. A page assembled from several sections is
  // checked as rendered (e2e/languages.spec.ts), since its sections need not follow the file's order.
  const pages = [
    ...ts.filter((file) => file.split(path.sep).join('/') === 'content/consent.ts'),
    ...md.filter((file) => file.includes(`${path.sep}es${path.sep}`)),
  ];

  it('is glossed at its first mention in the Spanish consent form and in every Spanish post that names it', () => {
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
