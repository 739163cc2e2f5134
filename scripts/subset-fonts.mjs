#!/usr/bin/env node
/**
 * Writes the site's web fonts, cut to its characters and weights (scripts/font-subset.ts says why and how), and the
 * system fonts that stand in for them while they load (scripts/font-fallbacks.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { importTs } from './import-ts.mjs';
import { root } from './out-files.mjs';

const { WEB_FONTS, readFont, subsetWebFont } = await importTs('scripts/font-subset.ts');
const { FALLBACK_CSS_FILE, fallbackCss } = await importTs('scripts/font-fallbacks.ts');

for (const { file, source } of WEB_FONTS) {
  const original = readFont(root, source);
  const cut = await subsetWebFont(original);
  writeFileSync(path.join(root, file), cut);
  console.log(`fonts: ${file}: ${(cut.length / 1024).toFixed(1)} KB (from ${(original.length / 1024).toFixed(1)} KB)`);
}

writeFileSync(path.join(root, FALLBACK_CSS_FILE), await fallbackCss(root));
console.log(`fonts: ${FALLBACK_CSS_FILE}`);
