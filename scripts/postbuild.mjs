#!/usr/bin/env node
/**
 * After `next build` + next-sitemap: give every exported page a strict CSP <meta> with the sha256 hashes of its
 * own inline scripts (no 'unsafe-inline' for scripts), mark the chunks pages load at startup for eager background
 * compilation (see compile-hints.mjs), and write the host config out/_headers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { headersFile, inlineScriptHashes, pageCsp } from '../deploy/security.mjs';
import { htmlFiles, outDir } from './out-files.mjs';
import { startupScripts, withCompileHint } from './compile-hints.mjs';

/** Writes the page's CSP <meta>; returns the start-up scripts the page loads. */
function addCsp(file) {
  let html = readFileSync(file, 'utf8');
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
const scripts = new Set(files.flatMap(addCsp));
addCompileHints(scripts);
writeFileSync(path.join(outDir, '_headers'), headersFile());
console.log(`postbuild: CSP written into ${files.length} pages, compile hints on ${scripts.size} startup chunks, _headers written`);
