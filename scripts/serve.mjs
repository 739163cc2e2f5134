#!/usr/bin/env node
/**
 * Serves the static export in out/ with clean URLs (serve's own handler with serve.json), gzip, the hosts'
 * Cache-Control (deploy/security.ts cachePolicy; serve.json has the same values) and each language's 404 page: a
 * miss answers 404 with the nearest 404.html above the path (out/es/404.html for /es/..., else out/404.html), as
 * Cloudflare Pages does and out/_redirects and the nginx config say. PORT defaults to 3000;
 * OUT_DIR serves another export instead of out/ (e2e serves a copy standing for the next deploy).
 * CMS_LOCAL_BACKEND=1 (set by `npm run cms` and the e2e config) also serves the editor, built into out-admin/, at
 * /admin, with a CSP that lets it reach Decap's local backend on 127.0.0.1; without it there is no /admin, as on
 * the public site's hosts (the deployed editor has its own origin).
 * It listens on 127.0.0.1 only and answers only requests addressed to this computer (a page elsewhere reaching it
 * through a DNS name would carry that name as its Host); HOST=<this computer's LAN address> serves a phone on the
 * same network at that address instead.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { importTs } from './import-ts.mjs';

const { adminCsp, cachePolicy } = await importTs('deploy/security.ts');

const require = createRequire(import.meta.url);
// serve's own request handler and compression middleware (dependencies of the pinned `serve` package).
const handler = require('serve-handler');
const compression = require('compression');

const root = path.resolve(import.meta.dirname, '..');
const out = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(root, 'out');
const port = Number(process.env.PORT ?? '3000');
const host = process.env.HOST || '127.0.0.1';
const hostNames = new Set(['localhost', '127.0.0.1', '[::1]', host.includes(':') ? `[${host}]` : host]);
/** Whether a Host header names this server: one of its names, on its port. */
const addressedHere = (header) => [...hostNames].some((name) => header?.toLowerCase() === `${name}:${port}`);
if (!existsSync(path.join(out, 'index.html'))) {
  console.error('out/ has no build. Run `npm run build` first (or `npm start`, which builds and serves).');
  process.exit(1);
}
const config = { ...JSON.parse(readFileSync(path.join(root, 'serve.json'), 'utf8')), public: out };

const isFile = (file) => existsSync(file) && statSync(file).isFile();
/** Whether a path lies inside out/ (a sibling folder such as out-old/ or outside/ does not). */
const inOut = (file) => file === out || file.startsWith(out + path.sep);

/** The file a clean URL maps to, if any: /about -> about.html, /blog -> blog.html or blog/index.html. */
function exists(pathname) {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const file = path.join(out, clean);
  if (!inOut(file)) return true; // serve-handler answers traversal attempts itself
  return isFile(file) || isFile(`${file}.html`) || isFile(path.join(file, 'index.html'));
}

/** The nearest 404.html in a folder above the path, below the top level (the caller falls back to out/404.html). */
function languageNotFound(pathname) {
  const parts = pathname.split('/').filter(Boolean).slice(0, -1);
  for (let i = parts.length; i > 0; i--) {
    const file = path.join(out, ...parts.slice(0, i), '404.html');
    if (inOut(file) && isFile(file)) return file;
  }
  return null;
}

const localBackend = Boolean(process.env.CMS_LOCAL_BACKEND);
const adminOut = path.join(root, 'out-admin');
const adminFile = path.join(adminOut, 'admin.html');

/** out-admin/admin.html with the local editor's CSP in place of the deployed one, or null when the build is older. */
function localAdminPage() {
  const html = readFileSync(adminFile, 'utf8');
  const deployed = `content="${adminCsp()}"`;
  return html.includes(deployed) ? html.replace(deployed, `content="${adminCsp({ localBackend: true })}"`) : null;
}

const gzip = compression();
const server = createServer((request, response) => {
  if (!addressedHere(request.headers.host)) {
    response.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('This server answers only requests addressed to this computer.\n');
    return;
  }
  gzip(request, response, () => {
    let pathname = '/';
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      // serve-handler answers a malformed path with 400
    }
    if (
      localBackend &&
      (pathname === '/admin' || pathname === '/admin.html') &&
      request.method === 'GET' &&
      isFile(adminFile)
    ) {
      const page = localAdminPage();
      response.statusCode = page ? 200 : 500;
      response.setHeader('Content-Type', page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
      response.setHeader('Cache-Control', cachePolicy.revalidate);
      response.end(
        page ?? 'out-admin/admin.html does not carry the CSP of deploy/security.ts: run npm run build again.\n',
      );
      return;
    }
    const adminAsset = path.join(adminOut, pathname);
    // serve's clean URLs answer /admin/guide.html with /admin/guide: both are the editor's file.
    const isAdminFile = isFile(adminAsset) || isFile(`${adminAsset}.html`);
    if (localBackend && pathname.startsWith('/admin/') && adminAsset.startsWith(adminOut) && isAdminFile) {
      void handler(request, response, { ...config, public: adminOut });
      return;
    }
    const notFound = exists(pathname) ? null : (languageNotFound(pathname) ?? path.join(out, '404.html'));
    if (notFound) {
      response.statusCode = 404;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Cache-Control', cachePolicy.notFound);
      response.end(readFileSync(notFound));
      return;
    }
    void handler(request, response, config);
  });
});
server.on('error', (error) => {
  console.error(`serve: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () =>
  console.log(
    `Serving ${path.relative(root, out) || out} on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
  ),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
