#!/usr/bin/env node
/**
 * After `next build` + next-sitemap: fetch every exported page's startup scripts after it has loaded and painted
 * (see startup-scripts.mjs), give the page a strict CSP <meta> with the sha256 hashes of its own inline scripts
 * (no 'unsafe-inline' for scripts), mark the startup chunks for eager background compilation (see
 * compile-hints.mjs), and write the host config out/_headers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { headersFile, inlineScriptHashes, pageCsp } from '../deploy/security.mjs';
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
console.log(`postbuild: startup scripts deferred and CSP written in ${files.length} pages, compile hints on ${scripts.size} startup chunks, _headers written`);
