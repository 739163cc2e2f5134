/**
 * The Spanish copy keeps the glossary (docs/spanish-style.md, content/spanish-glossary.ts): no banned form in any
 * Spanish string of content/, outside the places the glossary allows it. Single wrong words are also caught by the
 * spell check; this test reads the phrases ("consulta gratuita", "sueros IV"). A Spanish post gets the same reading as
 * advice from the content check (glossaryAdvice in lib/post-facts.ts), as its spelling: the owner's wording never
 * keeps a post offline.
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
