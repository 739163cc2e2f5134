#!/usr/bin/env node
/**
 * The page check (`npm run check:pages`, after the build): every rule about what the static export serves that
 * needs no browser (scripts/page-checks.ts), one pass over out/ and out-admin/ with each page parsed once. Prints
 * every problem at once, one line each naming the page or file, and exits 1 when there is any.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importTs } from './import-ts.mjs';
import { adminOutDir, htmlFiles, outDir, walk } from './out-files.mjs';

const started = performance.now();
const { checkPages } = await importTs('scripts/page-checks.ts');
const { allRoutes, englishOnlyPages, languageNotFound, redirectStubs } = await importTs('site/routes.ts');
const { getAllPosts } = await importTs('lib/posts/posts.ts');
const { localeOfPath } = await importTs('lib/format/locale.ts');

/** A folder's files for the checks: paths inside it, read on demand. */
function folder(dir, html) {
  return {
    html: html.map((file) => path.relative(dir, file).split(path.sep).join('/')),
    read: (file) => {
      const full = path.join(dir, file);
      return full.startsWith(dir) && existsSync(full) ? readFileSync(full) : undefined;
    },
  };
}

const report = checkPages({
  routes: allRoutes().map((route) => ({ ...route, locale: localeOfPath(route.path) })),
  englishOnlyPages,
  posts: { en: getAllPosts('en'), es: getAllPosts('es') },
  redirectStubs,
  languageNotFound,
  out: folder(outDir, htmlFiles()),
  admin: existsSync(adminOutDir)
    ? folder(
        adminOutDir,
        walk(adminOutDir, (f) => f.endsWith('.html')),
      )
    : undefined,
});

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (report.problems.length > 0) {
  for (const problem of report.problems) console.error(`check-pages: ${problem}`);
  console.error(
    `check-pages: ${report.problems.length} problem${report.problems.length === 1 ? '' : 's'} in ${report.pages} pages (${seconds} s).`,
  );
  process.exit(1);
}
console.log(
  `check-pages: ${report.pages} pages and their files pass ${report.checks} checks (${report.runs} runs, ${seconds} s).`,
);
