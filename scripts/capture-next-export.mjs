#!/usr/bin/env node
/**
 * Refreshes scripts/__fixtures__/next-export/: two pages exactly as `next build` exports them, before postbuild
 * rewrites them, which scripts/postbuild-pages.test.ts runs the postbuild steps on. Run it after upgrading Next
 * (`node scripts/capture-next-export.mjs`, a few minutes): it runs `next build`, copies the pages and leaves out/
 * without postbuild, so run `npm run build` after it. If the test then fails, Next has changed its markup: adjust
 * the patterns in scripts/startup-scripts.ts (and postbuild-pages.ts) until it passes.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { outDir, root } from './out-files.mjs';

/** One page of each root layout and language: an English content page and the Spanish 404 page. */
const PAGES = ['about.html', 'es/404.html'];
const fixtures = path.join(root, 'scripts/__fixtures__/next-export');

const built = spawnSync(path.join(root, 'node_modules/.bin/next'), ['build'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
rmSync(fixtures, { recursive: true, force: true });
for (const page of PAGES) {
  const from = path.join(outDir, page);
  if (readFileSync(from, 'utf8').includes('id="startup-scripts"')) throw new Error(`${page}: already rewritten`);
  mkdirSync(path.dirname(path.join(fixtures, page)), { recursive: true });
  copyFileSync(from, path.join(fixtures, page));
}
console.log(
  `capture-next-export: ${PAGES.join(', ')} copied to ${path.relative(root, fixtures)}; run npm run build now.`,
);
