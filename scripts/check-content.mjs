#!/usr/bin/env node
/**
 * The content check (`npm run check:content`, the first step of `npm run build`, and the pull-request workflow
 * .github/workflows/content-check.yml): every rule about what the owner and the editor write (scripts/content-check.ts),
 * run the same way everywhere. It prints every problem at once, one line each naming the file and saying what to do,
 * publishes the photos posts use on the way, then prints advice that never fails: a post's length and its spelling.
 * Exits 1 when there is any problem.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { importTs } from './import-ts.mjs';

const { checkContent } = await importTs('scripts/content-check.ts');

const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const { problems, advice, unchecked, posts } = await checkContent({
  root,
  blogDir: process.env.STUDIO_BLOG_DIR ? path.resolve(process.env.STUDIO_BLOG_DIR) : undefined,
});

for (const line of advice) console.log(`content: advice: ${line}`);
// Spelling in posts is advice too: a name the dictionary does not know is no reason to keep a post offline.
if (!process.argv.includes('--no-spelling')) {
  const spelling = spawnSync(process.execPath, [path.join(root, 'scripts/spell-check.mjs'), '--posts'], {
    encoding: 'utf8',
  });
  for (const line of spelling.stdout.split('\n').filter(Boolean)) console.log(`content: advice: spelling: ${line}`);
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`content: ${problem}`);
  for (const line of unchecked) console.error(`content: not checked yet: ${line}`);
  console.error(
    `content: ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix before the site can be published; nothing was published.`,
  );
  process.exit(1);
}
console.log(
  `content: ${posts.en.length} posts in English, ${posts.es.length} in Spanish, their photos, links and facts, the studio facts, the testimonials, the gallery and the videos check out (${((performance.now() - started) / 1000).toFixed(1)} s).`,
);
