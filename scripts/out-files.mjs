/** Helpers shared by the scripts that inspect the static export in out/. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const outDir = path.join(root, 'out');

export function walk(dir, filter = () => true) {
  const files = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) files.push(...walk(full, filter));
    else if (filter(full)) files.push(full);
  }
  return files;
}

/** The editor's own site (scripts/build-admin.mjs), deployed apart from the public one. */
export const adminOutDir = path.join(root, 'out-admin');

/** Every page of the export. */
export function htmlFiles() {
  if (!existsSync(outDir)) throw new Error('out/ is missing: run `npm run build` first.');
  return walk(outDir, (f) => f.endsWith('.html'));
}

/** "/services/botox" for out/services/botox.html, "/" for out/index.html */
export function routeOf(file) {
  const rel = path
    .relative(outDir, file)
    .replace(/\\/g, '/')
    .replace(/\.html$/, '');
  if (rel === 'index') return '/';
  return `/${rel.replace(/\/index$/, '')}`;
}

/** The file a clean URL resolves to in out/, the way serve and nginx (try_files $uri $uri.html $uri/) do. */
export function resolveUrlPath(urlPath) {
  const clean = decodeURIComponent(urlPath.split('#')[0].split('?')[0]);
  const base = path.join(outDir, clean);
  if (!base.startsWith(outDir)) return null;
  const candidates = [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** All attribute values of a given name in an HTML string. */
export function attrValues(html, attr) {
  const re = new RegExp(`\\s${attr}="([^"]*)"`, 'g');
  return [...html.matchAll(re)].map((m) => m[1].replace(/&amp;/g, '&'));
}
