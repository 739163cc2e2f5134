#!/usr/bin/env node
/**
 * After `next build` + next-sitemap: fetch every exported page's startup scripts after it has loaded and painted
 * (see startup-scripts.ts), give the page a strict CSP <meta> with the sha256 hashes of its own inline scripts
 * (no 'unsafe-inline' for scripts), mark the startup chunks for eager background compilation (see
 * compile-hints.ts), and write the host configs out/_headers, out/_redirects and deploy/redirects.conf from the
 * route list. A page that comes out without any of these stops the build with one line naming it
 * (postbuild-pages.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles, outDir } from './out-files.mjs';
import { importTs } from './import-ts.mjs';

const { headersFile } = await importTs('deploy/security.ts');
const { nginxRedirects, redirectsFile } = await importTs('scripts/host-redirects.ts');
const { postbuildPages } = await importTs('scripts/postbuild-pages.ts');
const { languageNotFound, redirectStubs } = await importTs('site/routes.ts');

let done;
try {
  done = postbuildPages(outDir, htmlFiles());
} catch (error) {
  if (error?.name !== 'PostbuildError') throw error;
  console.error(`postbuild: ${error.message}`);
  process.exit(1);
}
writeFileSync(path.join(outDir, '_headers'), headersFile());
writeFileSync(path.join(outDir, '_redirects'), redirectsFile(redirectStubs, languageNotFound));
writeFileSync(new URL('../deploy/redirects.conf', import.meta.url), nginxRedirects(redirectStubs, languageNotFound));
console.log(
  `postbuild: startup scripts deferred and CSP written in ${done.pages} pages, compile hints on ${done.chunks} startup chunks, _headers, _redirects and deploy/redirects.conf written`,
);
