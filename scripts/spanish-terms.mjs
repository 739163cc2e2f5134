/**
 * How many times each glossary term's variants occur in the Spanish copy of content/ (the `es` strings of the copy
 * files and the Spanish posts), as a Markdown table: `node scripts/spanish-terms.mjs`. Rerun it after a change to
 * the copy to see what moved; the glossary is content/spanish-glossary.mjs.
 */
import { glossary } from '../content/spanish-glossary.mjs';
import { copyFiles, languageText } from './copy-text.mjs';

const { ts, md } = copyFiles();
const spanish = [...ts, ...md].map((file) => languageText(file, 'es')).join('\n');

/** Occurrences of a variant, whole words, ignoring case. */
export const occurrences = (text, pattern) => [...text.matchAll(new RegExp(`(?<![\\p{L}])(${pattern})(?![\\p{L}])`, 'giu'))].length;

const rows = ['| Term | Variant | Count |', '| --- | --- | ---: |'];
for (const term of glossary) {
  for (const [variant, pattern] of Object.entries(term.variants)) rows.push(`| ${term.concept} | ${variant} | ${occurrences(spanish, pattern)} |`);
}
console.log(rows.join('\n'));
