/**
 * How many times each glossary term's variants occur in the Spanish copy of content/ (the `es` strings of the copy
 * files and the Spanish posts), as a Markdown table: `node scripts/spanish-terms.mjs`. With `--compare <commit>` the
 * table has a column for that commit's content/ too, counted by today's glossary (content/spanish-glossary.ts), so a
 * before/after reads straight off it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './import-ts.mjs';

const { glossary } = await importTs('content/spanish-glossary.ts');
const { copyFiles, languageText, root } = await importTs('scripts/copy-text.ts');

/** Occurrences of a variant, whole words, ignoring case. */
const occurrences = (text, pattern) =>
  [...text.matchAll(new RegExp(`(?<![\\p{L}])(${pattern})(?![\\p{L}])`, 'giu'))].length;

/** [concept, variant, count] for the content/ under `root`. */
function counts() {
  const { ts, md } = copyFiles();
  const spanish = [...ts, ...md].map((file) => languageText(file, 'es')).join('\n');
  return glossary.flatMap((term) =>
    Object.entries(term.variants).map(([variant, pattern]) => [term.concept, variant, occurrences(spanish, pattern)]),
  );
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(counts()));
} else {
  const now = counts();
  const at = process.argv[process.argv.indexOf('--compare') + 1];
  let before;
  if (process.argv.includes('--compare') && at) {
    // That commit's content/ in a temporary folder, counted by this same script.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'spanish-terms-'));
    try {
      execFileSync('sh', ['-c', `git -C "${root}" archive "${at}" content | tar -x -C "${dir}"`]);
      const script = fileURLToPath(import.meta.url);
      before = JSON.parse(
        execFileSync(process.execPath, [script, '--json'], {
          env: { ...process.env, COPY_ROOT: dir },
          encoding: 'utf8',
        }),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const rows = before
    ? [
        `| Term | Variant | ${at} | now |`,
        '| --- | --- | ---: | ---: |',
        ...now.map(([c, v, n], i) => `| ${c} | ${v} | ${before[i][2]} | ${n} |`),
      ]
    : ['| Term | Variant | Count |', '| --- | --- | ---: |', ...now.map(([c, v, n]) => `| ${c} | ${v} | ${n} |`)];
  console.log(rows.join('\n'));
}
