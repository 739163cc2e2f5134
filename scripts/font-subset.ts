/**
 * The site's two web fonts, cut to what its text needs: every page preloads both before its largest paint, so each
 * kilobyte is paid by every first visit on a slow phone. Kept: the characters of English and Spanish text and the
 * weights the styles use. A character outside the set (one pasted into a post) is drawn in the fallback font.
 * `npm run fonts` writes the files (after upgrading a @fontsource-variable package); scripts/font-subset.test.ts
 * fails while they are out of date or drop a character the site's copy uses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/** Normal text, medium, semibold, and bold (`<strong>` in a post): the weights the styles ask for. */
export const FONT_WEIGHTS = { min: 400, max: 700 };

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

/** Printable ASCII, Latin-1 (Spanish letters, ¿ ¡ « » · ©) and the typographic punctuation of both languages. */
export const FONT_CHARACTERS = [...range(0x20, 0x7e), ...range(0xa0, 0xff), ...'–—‘’‚“”„•…‹›€™'].join('');

/**
 * Each font the pages load (components/layout/fonts.ts), the package file it is cut from, and its stand-ins while it
 * loads (scripts/font-fallbacks.ts): their family names and the CSS variable app/globals.css reads them from.
 */
export const WEB_FONTS = [
  {
    file: 'assets/fonts/inter.woff2',
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    family: 'Inter',
    variable: '--font-inter-fallbacks',
    kind: 'sans',
  },
  {
    file: 'assets/fonts/playfair-display.woff2',
    source: 'node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    family: 'Playfair Display',
    variable: '--font-playfair-fallbacks',
    kind: 'serif',
  },
] as const;

/** The font cut to FONT_CHARACTERS and FONT_WEIGHTS, as WOFF2. */
export function subsetWebFont(source: Buffer): Promise<Buffer> {
  return subsetFont(source, FONT_CHARACTERS, { targetFormat: 'woff2', variationAxes: { wght: FONT_WEIGHTS } });
}

/** Reads a font file of the repository (`root` joined with its path). */
export const readFont = (root: string, file: string): Buffer => readFileSync(path.join(root, file));
