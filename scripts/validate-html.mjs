#!/usr/bin/env node
/**
 * Valid HTML everywhere: runs the Nu Html Checker (vnu-jar, the W3C validator; it needs Java) over every HTML file
 * in out/ and fails on any error, printing each as "file:line:column: message" with the markup it points at.
 * Warnings are not reported. Run after `npm run build`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles, root } from './out-files.mjs';

const jar = path.join(root, 'node_modules/vnu-jar/build/dist/vnu.jar');

/**
 * Messages that are wrong for valid modern HTML, matched exactly, each with the reason and the check that it is wrong
 * on that page. Filter nothing else: a real error is fixed in the markup that makes it.
 */
const falsePositives = [
  {
    message: 'The “eagerness” property in a speculation rule must be one of “eager”, “moderate”, or “conservative”.',
    // The HTML standard's speculative loading also lists "immediate" (prerender as soon as the rule matches), which
    // the site's rule for a page's likeliest next pages uses; this checker predates it. Any other value still fails.
    applies: (m) =>
      pageEagerness(m.url).every((value) => ['immediate', 'eager', 'moderate', 'conservative'].includes(value)),
  },
];

/** Every eagerness the page's Speculation Rules name. */
function pageEagerness(url) {
  const html = readFileSync(fileURLToPath(url), 'utf8');
  return [...html.matchAll(/<script type="speculationrules">([^<]*)<\/script>/g)].flatMap(([, json]) =>
    Object.values(JSON.parse(json)).flatMap((rules) => rules.map((rule) => rule.eagerness)),
  );
}

try {
  execFileSync('java', ['-version'], { stdio: 'ignore' });
} catch {
  console.error(
    'validate-html: Java is missing. The Nu Html Checker runs on it: install a JRE (Debian: default-jre-headless; .ci/run does).',
  );
  process.exit(1);
}

const started = Date.now();
const files = htmlFiles();
const run = spawnSync(
  'java',
  ['-jar', jar, '--errors-only', '--exit-zero-always', '--stdout', '--format', 'json', ...files],
  {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
);
if (run.status !== 0 || !run.stdout) {
  console.error(`validate-html: the checker did not run (exit ${run.status}).\n${run.stderr ?? ''}`);
  process.exit(1);
}

const { messages } = JSON.parse(run.stdout);
const errors = messages
  .filter((m) => m.type === 'error' || m.type === 'non-document-error')
  .filter((m) => !falsePositives.some((fp) => fp.message === m.message && fp.applies(m)));
const seconds = ((Date.now() - started) / 1000).toFixed(1);

for (const m of errors) {
  const file = m.url ? path.relative(root, fileURLToPath(m.url)) : '(checker)';
  const where = m.lastLine ? `:${m.firstLine ?? m.lastLine}:${m.firstColumn ?? m.lastColumn ?? 1}` : '';
  console.error(`${file}${where}: ${m.message}`);
  if (m.extract) {
    // The markup around the spot, with the part the message is about in [brackets].
    const at = m.hiliteStart ?? 0;
    const marked = `${m.extract.slice(0, at)}[${m.extract.slice(at, at + (m.hiliteLength ?? 0))}]${m.extract.slice(at + (m.hiliteLength ?? 0))}`;
    console.error(`    ${marked.replace(/\s+/g, ' ').trim()}`);
  }
}
if (errors.length > 0) {
  console.error(
    `validate-html: ${errors.length} error(s) in ${new Set(errors.map((m) => m.url)).size} of ${files.length} HTML files (${seconds} s).`,
  );
  process.exit(1);
}
console.log(`validate-html: ${files.length} HTML files valid (Nu Html Checker, ${seconds} s).`);
