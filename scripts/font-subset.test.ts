import { readFileSync } from 'node:fs';
import { repoRoot, sourceFiles } from '../lib/__fixtures__/source-files';
import { FONT_CHARACTERS, WEB_FONTS, fontCodePoints, readFont, subsetWebFont } from './font-subset';

/** Every character written in the site's own copy and pages (posts are the owner's: what they use is her choice). */
function copyCharacters(): Set<number> {
  const files = sourceFiles(['content', 'components', 'app'], { extensions: ['ts', 'tsx'] });
  return new Set(files.flatMap((file) => [...readFileSync(file, 'utf8')].map((c) => c.codePointAt(0)!)));
}

describe.each(WEB_FONTS)('the web font $file', ({ file, source }) => {
  it('is its package font cut as scripts/font-subset.ts says (after an upgrade: npm run fonts)', async () => {
    const committed = readFont(repoRoot, file);
    expect(committed.equals(await subsetWebFont(readFont(repoRoot, source)))).toBe(true);
  });

  it("keeps every character of the site's copy that the package font draws", async () => {
    const [cut, original] = [
      await fontCodePoints(readFont(repoRoot, file)),
      await fontCodePoints(readFont(repoRoot, source)),
    ];
    const copy = [...copyCharacters()].filter((c) => c >= 0x20 && original.has(c));
    expect(copy.length).toBeGreaterThan(0);
    expect(copy.filter((c) => !cut.has(c)).map((c) => String.fromCodePoint(c))).toEqual([]);
    // And nothing beyond the set: the cut is what makes the file small.
    expect([...cut].filter((c) => c >= 0x20 && !FONT_CHARACTERS.includes(String.fromCodePoint(c)))).toEqual([]);
  });
});
