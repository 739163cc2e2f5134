#!/usr/bin/env node
/**
 * Link checker over the whole static export: every internal href, src, srcset entry and poster in every HTML
 * file must resolve to a file in out/, and every #fragment on a page link must exist on the target page.
 */
import { readFileSync } from 'node:fs';
import { attrValues, htmlFiles, resolveUrlPath, routeOf } from './out-files.mjs';

const files = htmlFiles();
const idCache = new Map();
const idsOf = (file) => {
  if (!idCache.has(file)) idCache.set(file, new Set(attrValues(readFileSync(file, 'utf8'), 'id')));
  return idCache.get(file);
};

const problems = [];
let checked = 0;
for (const file of files) {
  const html = readFileSync(file, 'utf8');
  const page = routeOf(file);
  const urls = [
    ...attrValues(html, 'href'),
    ...attrValues(html, 'src'),
    ...attrValues(html, 'srcSet')
      .concat(attrValues(html, 'srcset'), attrValues(html, 'imageSrcSet'), attrValues(html, 'imagesrcset'))
      .flatMap((s) => s.split(',').map((part) => part.trim().split(/\s+/)[0])),
  ].filter(Boolean);
  for (const url of urls) {
    if (/^(https?:|mailto:|tel:|sms:|data:|javascript:|\/\/)/i.test(url)) continue;
    checked += 1;
    if (url.startsWith('#')) {
      if (url.length > 1 && !idsOf(file).has(url.slice(1)))
        problems.push(`${page}: fragment ${url} has no matching id`);
      continue;
    }
    if (!url.startsWith('/')) {
      problems.push(`${page}: relative URL "${url}" (use root-relative URLs)`);
      continue;
    }
    const target = resolveUrlPath(url);
    if (!target) {
      problems.push(`${page}: broken link ${url}`);
      continue;
    }
    const hash = url.split('#')[1];
    if (hash && target.endsWith('.html') && !idsOf(target).has(hash))
      problems.push(`${page}: ${url} points to a missing #${hash}`);
  }
}

console.log(`check-links: ${files.length} pages, ${checked} internal URLs checked, ${problems.length} broken`);
if (problems.length) {
  for (const p of [...new Set(problems)]) console.error(`  ${p}`);
  process.exit(1);
}
