#!/usr/bin/env node
/**
 * After `next build` + next-sitemap: fetch every exported page's startup scripts after it has loaded and painted
 * (see startup-scripts.mjs), give the page a strict CSP <meta> with the sha256 hashes of its own inline scripts
 * (no 'unsafe-inline' for scripts), mark the startup chunks for eager background compilation (see
 * compile-hints.mjs), and write the host configs out/_headers, out/_redirects and deploy/redirects.conf.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { headersFile, inlineScriptHashes, pageCsp } from '../deploy/security.mjs';
import { nginxRedirects, redirectsFile } from './host-redirects.mjs';
import { htmlFiles, outDir } from './out-files.mjs';
import { withCompileHint } from './compile-hints.mjs';
import { deferStartup, startupScripts } from './startup-scripts.mjs';

/** Defers the page's startup scripts and writes its CSP <meta>; returns the startup scripts. */
function processPage(file) {
  let html = deferStartup(readFileSync(file, 'utf8'));
  html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageCsp(inlineScriptHashes(html))}"/>`;
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  if (!charset) throw new Error(`${path.relative(outDir, file)}: no <meta charset> to place the CSP after`);
  const at = charset.index + charset[0].length;
  writeFileSync(file, html.slice(0, at) + meta + html.slice(at));
  return startupScripts(html);
}

function addCompileHints(scripts) {
  for (const src of scripts) {
    const file = path.join(outDir, src);
    writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
  }
}

const files = htmlFiles();
const scripts = new Set(files.flatMap(processPage));
addCompileHints(scripts);
writeFileSync(path.join(outDir, '_headers'), headersFile());
// The route list as data (app/%5Froutes.json); next-sitemap has read it, and it is no page to deploy.
const routesFile = path.join(outDir, '_routes.json');
const { redirects, notFound } = JSON.parse(readFileSync(routesFile, 'utf8'));
writeFileSync(path.join(outDir, '_redirects'), redirectsFile(redirects, notFound));
writeFileSync(new URL('../deploy/redirects.conf', import.meta.url), nginxRedirects(redirects, notFound));
rmSync(routesFile);
console.log(
  `postbuild: startup scripts deferred and CSP written in ${files.length} pages, compile hints on ${scripts.size} startup chunks, _headers, _redirects and deploy/redirects.conf written`,
);
