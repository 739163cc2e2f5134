/**
 * Spell-checks the site's copy in content/ with cspell (config: cspell.config.mjs): English against US English and
 * Spanish against the Spanish dictionary, each with its language's forbidden forms and word list. A copy file keeps
 * both languages in one file, so each file is read once per language through scripts/copy-text.ts (its strings of
 * that language, each on its source line) and cspell checks each language's text with that language only. Prints
 * one line per problem, `file:line:column  word  (language, what to do)`, and exits 1 when there is any. `--posts`
 * checks the blog posts instead and only prints (advice: the content check shows it, never fails on it).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readSettings, spellCheckDocument } from 'cspell-lib';
import { importTs } from './import-ts.mjs';

const { copyFiles, languageText, root } = await importTs('scripts/copy-text.ts');

const settings = await readSettings(path.join(root, 'cspell.config.mjs'));
/** `both`: a line marked `// spelling: en es` may use either language's words. */
const locales = { en: 'en-US', es: 'es', both: 'en-US,es' };

/** The words cspell rejects in a text of one language: [{ text, flagged, suggestion }]. */
async function check(text, lang, languageId = 'plaintext') {
  const locale = locales[lang];
  const document = {
    uri: pathToFileURL(path.join(root, `copy.${lang}.${languageId === 'markdown' ? 'md' : 'txt'}`)).href,
    text,
    languageId,
    locale,
  };
  const result = await spellCheckDocument(document, { noConfigSearch: true }, { ...settings, language: locale });
  return result.issues;
}

// `--probe`: check the texts of a JSON object { en, es } read from stdin and print what is rejected, as JSON (the
// unit test scripts/spell-check.test.ts uses it to prove the rules without touching the copy).
if (process.argv.includes('--probe')) {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const out = {};
  for (const [lang, text] of Object.entries(JSON.parse(input))) {
    out[lang] = (await check(text, lang)).map((i) => ({
      word: i.text,
      flagged: Boolean(i.isFlagged),
      suggestion: i.suggestions?.[0],
    }));
  }
  console.log(JSON.stringify(out));
  process.exit(0);
}

// The site's copy must be spelled right (part of `npm run lint`); a post's spelling is advice the content check
// prints (`--posts`, run by scripts/check-content.mjs), so an unknown name never keeps a post offline.
const postsOnly = process.argv.includes('--posts');
const files = copyFiles();
const [ts, md, code] = postsOnly ? [[], files.md, []] : [files.ts, [], files.code];
const problems = [];

// One document per language and kind of file (cspell's start-up cost is per document), mapped back to each file.
const jobs = Object.keys(locales).flatMap((lang) =>
  [
    { files: [...ts, ...code], languageId: 'plaintext' },
    { files: md, languageId: 'markdown' },
  ].map(async ({ files, languageId }) => {
    const parts = [];
    let text = '';
    for (const file of files) {
      const part = languageText(file, lang);
      if (!part.trim()) continue;
      parts.push({ file, start: text.length });
      text += `${part}\n`;
    }
    if (!text) return;
    for (const issue of await check(text, lang, languageId)) {
      const part = parts.findLast((p) => p.start <= issue.offset);
      const before = text.slice(part.start, issue.offset).split('\n');
      const hint = issue.isFlagged
        ? `not used here${issue.suggestions?.length ? `: write "${issue.suggestions[0]}"` : ''}`
        : 'unknown word';
      problems.push(`${part.file}:${before.length}:${before.at(-1).length + 1}  ${issue.text}  (${lang}, ${hint})`);
    }
  }),
);
await Promise.all(jobs);

problems.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
for (const problem of problems) console.log(problem);
if (problems.length && !postsOnly) {
  console.log(
    `\n${problems.length} spelling problem(s). A real word goes in spelling/: studio-words.txt (names, places, brands), english-words.txt or spanish-words.txt.`,
  );
  process.exit(1);
}
