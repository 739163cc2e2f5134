import { readFileSync } from 'node:fs';
import { repoRoot, sourceFiles } from '../lib/__fixtures__/source-files';
import { FALLBACK_CSS_FILE, fallbackCss, lineMetrics } from './font-fallbacks';
import { FONT_CHARACTERS, WEB_FONTS, readFont, subsetWebFont } from './font-subset';
import { fontCodePoints } from './font-tables';

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

describe('the stand-ins while the web fonts load', () => {
  let css: string;
  beforeAll(async () => {
    css = await fallbackCss(repoRoot);
  });

  it('are the ones app/font-fallbacks.css declares (after a font change: npm run fonts)', () => {
    expect(readFileSync(`${repoRoot}/${FALLBACK_CSS_FILE}`, 'utf8')).toBe(css);
  });

  it.each(WEB_FONTS)(
    'give text the line height of $family itself, whichever system font stands in',
    async ({ file, family }) => {
      const web = await lineMetrics(readFont(repoRoot, file));
      const faces = css.split('@font-face').filter((face) => face.includes(`'${family} Fallback `));
      expect(faces.length).toBeGreaterThan(0);
      for (const face of faces) {
        const value = (name: string) => Number(face.match(new RegExp(`${name}: ([\\d.]+)%`))![1]) / 100;
        // The overrides are scaled by size-adjust: the product is what a line of text gets.
        expect(value('ascent-override') * value('size-adjust')).toBeCloseTo(web.ascent, 3);
        expect(value('descent-override') * value('size-adjust')).toBeCloseTo(web.descent, 3);
      }
    },
  );

  it("are read by the site's font stacks, right after each web font", () => {
    const globals = readFileSync(`${repoRoot}/app/globals.css`, 'utf8');
    expect(globals).toContain(`@import './${FALLBACK_CSS_FILE.replace('app/', '')}';`);
    for (const { variable } of WEB_FONTS)
      expect(globals).toMatch(new RegExp(`var\\(--font-[a-z]+\\), var\\(${variable}\\)`));
  });
});
