#!/usr/bin/env node
/**
 * The content check (`npm run check:content`): every rule about what the owner and the editor write, run the same way
 * by the deploy build and by the pull-request workflow (.github/workflows/content-check.yml). It prints every problem
 * at once, one line each naming the file and saying what to do, and exits 1 when there is any.
 */
import path from 'node:path';
import { importTs } from './import-ts.mjs';

const { strayEditorFiles } = await importTs('lib/editor-files.ts');

const root = path.resolve(import.meta.dirname, '..');
const problems = [...strayEditorFiles(root)];
for (const problem of problems) console.error(`content: ${problem}`);
if (problems.length > 0) {
  console.error(
    `content: ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix before this can go live.`,
  );
  process.exit(1);
}
console.log('content: posts and photos check out.');
