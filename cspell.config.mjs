/**
 * Spelling of the site's copy: US English for English, Spanish for Spanish, plus the forms each language's copy must
 * not use (flagWords) and the studio's own words (names, places, treatments). `npm run spell` checks content/ through
 * scripts/spell-check.mjs, which hands cspell each file's English and Spanish separately (a copy file holds both).
 * Run as is (`npx cspell content/blog/**`), cspell checks the posts, each folder in its language.
 */
import { readFileSync } from 'node:fs';
import { importTs } from './scripts/import-ts.mjs';

const { spanishFlagWords } = await importTs('content/spanish-glossary.ts');

/** A word list: one entry a line, `#` starts a comment. */
const list = (file) =>
  readFileSync(new URL(file, import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);

const config = {
  version: '0.2',
  import: ['@cspell/dict-es-es/cspell-ext.json'],
  language: 'en-US',
  // Names, places, brands and trade words of both languages: written the same in English and Spanish copy.
  words: list('./spelling/studio-words.txt'),
  ignoreRegExpList: [
    // `{placeholders}` filled in by the page.
    '/\\{\\w+\\}/g',
    // The Texas term the Spanish copy names in English on purpose (docs/spanish-style.md).
    '/good faith exam/g',
    // Markdown link targets and image paths are addresses, not words.
    '/\\]\\([^)]*\\)/g',
    // Site paths and file names.
    '/(?<![\\p{L}])\\/[a-z0-9/_.-]+/gu',
  ],
  languageSettings: [
    // British forms the en-US dictionary accepts ("centre", "grey", "ageing"): the English copy is US English.
    {
      languageId: '*',
      locale: 'en,en-US',
      words: list('./spelling/english-words.txt'),
      flagWords: list('./spelling/british-forms.txt'),
    },
    // The glossary's wrong single words (docs/spanish-style.md); phrases are checked by content/spanish-glossary.test.ts.
    { languageId: '*', locale: 'es,es-ES', words: list('./spelling/spanish-words.txt'), flagWords: spanishFlagWords },
  ],
  overrides: [{ filename: 'content/blog/es/**', language: 'es' }],
  files: ['content/blog/**/*.md'],
};

export default config;
