/**
 * What a web font is drawn with before it has arrived. Its text is laid out once with a system font and again when
 * the web font comes: if the two differ in line height or width, the page moves. Each stand-in below is a system font
 * scaled to the web font's average letter width, with the web font's ascent and descent, so the second layout lands
 * where the first did. One stand-in per common system: Arial and its metric twins (Windows, macOS, iOS), Roboto and
 * Noto Serif (Android), DejaVu (Linux). The first the visitor's device has is used.
 * `npm run fonts` writes app/font-fallbacks.css from this; scripts/font-subset.test.ts fails while it is out of date.
 */
import { WEB_FONTS, readFont } from './font-subset';
import { fontMetrics } from './font-tables';

/** A system font: the names `local()` finds it by, and its average letter width per em, measured as `lineMetrics` does. */
type SystemFont = { name: string; local: string[]; width: number };

/**
 * Measured with `lineMetrics` on each font's regular file (Arial's and Times New Roman's are the figures Next.js
 * uses for its own fallbacks; Roboto and Noto Serif from their fontsource files; DejaVu from Debian's).
 */
const SYSTEM_FONTS: Record<'sans' | 'serif', SystemFont[]> = {
  sans: [
    { name: 'Arial', local: ['Arial', 'ArialMT', 'Arimo', 'Liberation Sans', 'Helvetica'], width: 934.5116 / 2048 },
    { name: 'Roboto', local: ['Roboto', 'Roboto-Regular'], width: 938 / 2048 },
    { name: 'DejaVu Sans', local: ['DejaVu Sans', 'DejaVuSans'], width: 1070.3023 / 2048 },
  ],
  serif: [
    {
      name: 'Times New Roman',
      local: ['Times New Roman', 'TimesNewRomanPSMT', 'Tinos', 'Liberation Serif', 'Times'],
      width: 854.3953 / 2048,
    },
    { name: 'Noto Serif', local: ['Noto Serif', 'NotoSerif-Regular'], width: 497.2326 / 1000 },
    { name: 'DejaVu Serif', local: ['DejaVu Serif', 'DejaVuSerif'], width: 1079.2791 / 2048 },
  ],
};

/** Letters in about the frequency of running text, spaces included: the sample Next.js averages for its fallbacks. */
const SAMPLE = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ';

/** A font file's ascent, descent and average letter width, per em. */
export async function lineMetrics(font: Buffer) {
  const { unitsPerEm, ascent, descent, widths } = await fontMetrics(font, SAMPLE);
  return {
    ascent: ascent / unitsPerEm,
    descent: -descent / unitsPerEm,
    width: widths.reduce((a, b) => a + b, 0) / widths.length / unitsPerEm,
  };
}

/** Where `npm run fonts` writes the stand-ins; app/globals.css imports it. */
export const FALLBACK_CSS_FILE = 'app/font-fallbacks.css';

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** app/font-fallbacks.css: a stand-in face per system font, and each web font's list of them as a CSS variable. */
export async function fallbackCss(root: string): Promise<string> {
  const blocks = [];
  for (const { file, family, variable, kind } of WEB_FONTS) {
    const web = await lineMetrics(readFont(root, file));
    const faces = SYSTEM_FONTS[kind].map((system) => {
      const sizeAdjust = web.width / system.width;
      return {
        family: `${family} Fallback ${system.name}`,
        css: [
          `  src: ${system.local.map((name) => `local('${name}')`).join(', ')};`,
          `  ascent-override: ${percent(web.ascent / sizeAdjust)};`,
          `  descent-override: ${percent(web.descent / sizeAdjust)};`,
          '  line-gap-override: 0%;',
          `  size-adjust: ${percent(sizeAdjust)};`,
        ],
      };
    });
    blocks.push(
      ...faces.map((face) => [`@font-face {`, `  font-family: '${face.family}';`, ...face.css, `}`].join('\n')),
      `:root {\n  ${variable}: ${faces.map((face) => `'${face.family}'`).join(', ')};\n}`,
    );
  }
  return `/* Written by npm run fonts from scripts/font-fallbacks.ts, which says why. */\n${blocks.join('\n')}\n`;
}
