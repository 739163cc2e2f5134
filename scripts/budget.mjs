#!/usr/bin/env node
/**
 * JavaScript budget: gzip bytes of the scripts each exported page references (excluding the noModule polyfill),
 * plus its CSS. Fails over the budgets below: a bare Next.js export page already needs about 135 KiB, so content
 * pages may add 15 KiB and the home and landing pages, with their carousel, tabs and dialogs, 35 KiB.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { adminOutDir, htmlFiles, outDir, routeOf } from './out-files.mjs';
import { importTs } from './import-ts.mjs';

const { startupScripts } = await importTs('scripts/startup-scripts.ts');

const KiB = 1024;
export const LANDING_ROUTES = ['/', '/esthetics-services', '/iv-therapy'];
/** The browser editor is not a public page: reported on its own line, never in a page's budget. */
const ADMIN_ROUTE = '/admin';
/** A Spanish page (/es, /es/...) is the same page as its English counterpart, with the same budget. */
const englishRoute = (route) => (route === '/es' ? '/' : route.replace(/^\/es\//, '/'));
const budgetFor = (route) => (LANDING_ROUTES.includes(englishRoute(route)) ? 170 * KiB : 150 * KiB);

const gzCache = new Map();
const gz = (urlPath) => {
  if (!gzCache.has(urlPath))
    gzCache.set(urlPath, gzipSync(readFileSync(path.join(outDir, urlPath)), { level: 9 }).length);
  return gzCache.get(urlPath);
};

const rows = [];
for (const file of htmlFiles()) {
  const route = routeOf(file);
  if (route === '/404' || route === '/_not-found' || route === ADMIN_ROUTE) continue;
  const html = readFileSync(file, 'utf8');
  const scripts = startupScripts(html);
  const styles = new Set([...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]));
  const js = [...scripts].reduce((sum, src) => sum + gz(src), 0);
  const css = [...styles].reduce((sum, href) => sum + gz(href), 0);
  rows.push({ route, js, css, budget: budgetFor(route) });
}
rows.sort((a, b) => a.route.localeCompare(b.route));

const kib = (n) => (n / KiB).toFixed(1).padStart(7);
console.log('route'.padEnd(48), 'JS gzip KiB', 'CSS gzip KiB', 'budget KiB');
for (const r of rows)
  console.log(
    r.route.padEnd(48),
    kib(r.js).padStart(11),
    kib(r.css).padStart(12),
    kib(r.budget).padStart(10),
    r.js > r.budget ? ' OVER' : '',
  );
const adminHtml = path.join(adminOutDir, 'admin.html');
if (existsSync(adminHtml)) {
  const adminScripts = [...readFileSync(adminHtml, 'utf8').matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  const adminJs = adminScripts.reduce(
    (sum, src) => sum + gzipSync(readFileSync(path.join(adminOutDir, src)), { level: 9 }).length,
    0,
  );
  console.log(`${ADMIN_ROUTE} (editor, out-admin/, not public; no budget)`.padEnd(48), kib(adminJs).padStart(11));
}
const over = rows.filter((r) => r.js > r.budget);
console.log(`budget: ${rows.length} routes, ${over.length} over budget`);
if (over.length) process.exit(1);
