/**
 * The site's two web fonts, cut to what its text needs: every page preloads both before its largest paint, so each
 * kilobyte is paid by every first visit on a slow phone. Kept: the characters of English and Spanish text and the
 * weights the styles use. A character outside the set (one pasted into a post) is drawn in the fallback font.
 * `npm run fonts` writes the files (after upgrading a @fontsource-variable package); scripts/font-subset.test.ts
 * fails while they are out of date or drop a character the site's copy uses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';

/** Normal text, medium, semibold, and bold (`<strong>` in a post): the weights the styles ask for. */
export const FONT_WEIGHTS = { min: 400, max: 700 };

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

/** Printable ASCII, Latin-1 (Spanish letters, ¿ ¡ « » · ©) and the typographic punctuation of both languages. */
export const FONT_CHARACTERS = [...range(0x20, 0x7e), ...range(0xa0, 0xff), ...'–—‘’‚“”„•…‹›€™'].join('');

/** Each font the pages load (components/layout/fonts.ts), and the package file it is cut from. */
export const WEB_FONTS = [
  {
    file: 'assets/fonts/inter.woff2',
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  },
  {
    file: 'assets/fonts/playfair-display.woff2',
    source: 'node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  },
];

/** The font cut to FONT_CHARACTERS and FONT_WEIGHTS, as WOFF2. */
export function subsetWebFont(source: Buffer): Promise<Buffer> {
  return subsetFont(source, FONT_CHARACTERS, { targetFormat: 'woff2', variationAxes: { wght: FONT_WEIGHTS } });
}

/** Reads a font file of the repository (`root` joined with its path). */
export const readFont = (root: string, file: string): Buffer => readFileSync(path.join(root, file));

/** The Unicode code points a font draws: the union of its cmap's format 4 (BMP) and format 12 subtables. */
export async function fontCodePoints(font: Buffer): Promise<Set<number>> {
  const sfnt: Buffer = await fontverter.convert(font, 'sfnt');
  const tables = sfnt.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    if (sfnt.toString('latin1', record, record + 4) === 'cmap') cmap = sfnt.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error('the font has no cmap table');
  const points = new Set<number>();
  for (let i = 0; i < sfnt.readUInt16BE(cmap + 2); i++) {
    const sub = cmap + sfnt.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = sfnt.readUInt16BE(sub);
    if (format === 4) {
      const segments = sfnt.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const [start, end] = [sfnt.readUInt16BE(starts + s * 2), sfnt.readUInt16BE(ends + s * 2)];
        const [delta, rangeOffset] = [sfnt.readInt16BE(deltas + s * 2), sfnt.readUInt16BE(rangeOffsets + s * 2)];
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const glyph =
            rangeOffset === 0
              ? (c + delta) & 0xffff
              : sfnt.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
          if (glyph !== 0) points.add(c);
        }
      }
    } else if (format === 12) {
      for (let g = 0; g < sfnt.readUInt32BE(sub + 12); g++) {
        const group = sub + 16 + g * 12;
        for (let c = sfnt.readUInt32BE(group); c <= sfnt.readUInt32BE(group + 4); c++) points.add(c);
      }
    }
  }
  return points;
}
