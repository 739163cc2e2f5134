#!/usr/bin/env node
/**
 * Writes the browser editor as its own site, out-admin/, deployed apart from the public site (docs/editor.md): the
 * editor holds a GitHub token that can write to the repository, and no public page's scripts may share its origin.
 * out-admin/admin.html (editor/admin-page.ts: its settings and its own Content-Security-Policy) and
 * its one script, out-admin/admin/cms.<hash>.js, a bundle of Decap CMS (from node_modules, no CDN) and its
 * configuration (editor/cms-config.ts); the sign-in helper for Cloudflare Pages as out-admin/_worker.js with its
 * _routes.json; the owner's guide (docs/owner-guide.md) as out-admin/admin/guide.html; _headers, _redirects (/ goes
 * to /admin) and a 404 page. Bundling takes a while, so the bundle is
 * cached by the hash of its inputs.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { adminOutDir, root } from './out-files.mjs';
import { importTs } from './import-ts.mjs';

const { adminCsp, securityHeaders } = await importTs('deploy/security.ts');
const { OWNER_GUIDE_PATH, adminOrigins, adminPageHtml, buildSettings } = await importTs('editor/admin-page.ts');
const { OWNER_GUIDE_SOURCE, ownerGuidePageHtml } = await importTs('editor/owner-guide-page.ts');
const { SAMPLE_REPO } = await importTs('content/cms.ts');
const { isRealDomain } = await importTs('site/checks/sample-guard.ts');

const entry = path.join(root, 'scripts/admin-entry.ts');
const webpEncoderDir = path.join(root, 'node_modules/@jsquash/webp/codec/enc');
const webpEncoders = ['webp_enc.wasm', 'webp_enc_simd.wasm'];
const cacheDir = path.join(root, '.cache/admin');
const manifestFile = path.join(cacheDir, 'manifest.json');

/** The bundle's identity: the lock file (Decap's version), this script and the app files the last bundle read. */
function inputsKey(inputs) {
  const hash = createHash('sha256');
  for (const f of [
    path.join(root, 'package-lock.json'),
    import.meta.filename,
    ...inputs.map((i) => path.join(root, i)),
  ].sort()) {
    hash.update(path.relative(root, f)).update(existsSync(f) ? readFileSync(f) : 'missing');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Content is data in the editor too. Decap CMS reads front matter with gray-matter, whose JavaScript engine would
 * eval a post opening with `---js` in the editor's browser: Decap's import is pointed at scripts/admin-gray-matter.ts
 * (the build's rules, lib/posts/front-matter.ts), and gray-matter's engine table is replaced by one without that engine,
 * so no such code is in the bundle at all.
 */
const dataOnlyFrontMatter = {
  name: 'data-only-front-matter',
  setup(build) {
    build.onResolve({ filter: /^gray-matter$/ }, (args) =>
      args.importer.includes(`${path.sep}decap-cms-core${path.sep}`)
        ? { path: path.join(root, 'scripts/admin-gray-matter.ts') }
        : undefined,
    );
    build.onLoad({ filter: /[\\/]gray-matter[\\/]lib[\\/]engines\.js$/ }, () => ({
      contents:
        "const yaml = require('js-yaml');\nmodule.exports = { yaml: { parse: yaml.safeLoad.bind(yaml), stringify: yaml.safeDump.bind(yaml) } };\n",
      loader: 'js',
      resolveDir: path.join(root, 'node_modules/gray-matter/lib'),
    }));
  },
};

/** Bundles into the cache; returns the app's own files (outside node_modules) the bundle was made from. */
async function bundle(outfile) {
  const { metafile } = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.SITE_URL': 'undefined',
      global: 'window',
      'import.meta.url': 'adminScriptUrl',
    },
    // The WebP encoder finds its WebAssembly beside the module that loads it (import.meta.url), which a classic
    // script does not have: it gets the bundle's own address, and the .wasm files are copied next to it.
    banner: { js: 'var adminScriptUrl = document.currentScript.src;' },
    legalComments: 'linked',
    logLevel: 'error',
    metafile: true,
    plugins: [dataOnlyFrontMatter],
  });
  return Object.keys(metafile.inputs).filter((f) => !f.includes('node_modules/') && existsSync(path.join(root, f)));
}

/** Cloudflare Pages runs out-admin/_worker.js for the paths of _routes.json only: the sign-in helper's two. */
async function bundleWorker(outfile) {
  await build({
    entryPoints: [path.join(root, 'deploy/cloudflare-admin/worker.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    platform: 'neutral',
    logLevel: 'error',
  });
}

const settings = buildSettings(process.env);
if (isRealDomain(settings.siteUrl) && settings.backend.repo === SAMPLE_REPO) {
  console.error(
    `admin: set the repository the editor saves to in content/cms.ts (backend.repo is still "${SAMPLE_REPO}"; docs/editor.md).`,
  );
  process.exit(1);
}

const started = performance.now();
const previous = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
const hit = previous && previous.key === inputsKey(previous.inputs) && existsSync(path.join(cacheDir, previous.file));
let manifest = previous;
if (!hit) {
  mkdirSync(cacheDir, { recursive: true });
  const temp = path.join(cacheDir, 'cms.next.js');
  const inputs = await bundle(temp);
  const key = inputsKey(inputs);
  manifest = { key, inputs, file: `cms.${key}.js` };
  // The bundle's license comment names its LEGAL.txt file: point it at the final name.
  writeFileSync(
    path.join(cacheDir, manifest.file),
    readFileSync(temp, 'utf8').replace('cms.next.js.LEGAL.txt', `${manifest.file}.LEGAL.txt`),
  );
  rmSync(temp);
  renameSync(`${temp}.LEGAL.txt`, path.join(cacheDir, `${manifest.file}.LEGAL.txt`));
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
}
const cached = path.join(cacheDir, manifest.file);
rmSync(adminOutDir, { recursive: true, force: true });
mkdirSync(path.join(adminOutDir, 'admin'), { recursive: true });
copyFileSync(cached, path.join(adminOutDir, 'admin', manifest.file));
copyFileSync(`${cached}.LEGAL.txt`, path.join(adminOutDir, 'admin', `${manifest.file}.LEGAL.txt`));
// Uploads are saved again without their metadata (editor/cms-config.ts, media_processing); a WebP is encoded by these.
for (const wasm of webpEncoders) copyFileSync(path.join(webpEncoderDir, wasm), path.join(adminOutDir, 'admin', wasm));
const csp = adminCsp(adminOrigins(settings));
writeFileSync(
  path.join(adminOutDir, 'admin.html'),
  adminPageHtml({ script: `/admin/${manifest.file}`, settings, csp }),
);
writeFileSync(
  path.join(adminOutDir, OWNER_GUIDE_PATH),
  await ownerGuidePageHtml(readFileSync(path.join(root, OWNER_GUIDE_SOURCE), 'utf8')),
);
copyFileSync(path.join(root, 'app/icon.svg'), path.join(adminOutDir, 'icon.svg'));
writeFileSync(
  path.join(adminOutDir, '404.html'),
  '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"/><meta name="robots" content="noindex"/><title>Not found</title></head><body><p>Not found. The editor is at <a href="/admin">/admin</a>.</p></body></html>\n',
);
writeFileSync(
  path.join(adminOutDir, '_headers'),
  `# The editor's site: the public site's security headers on every file (deploy/security.ts).\n/*\n${Object.entries(
    securityHeaders,
  )
    .map(([k, v]) => `  ${k}: ${v}\n`)
    .join('')}`,
);
writeFileSync(path.join(adminOutDir, '_redirects'), '/ /admin 302\n');
await bundleWorker(path.join(adminOutDir, '_worker.js'));
writeFileSync(
  path.join(adminOutDir, '_routes.json'),
  `${JSON.stringify({ version: 1, include: ['/auth', '/callback'], exclude: [] }, null, 2)}\n`,
);
console.log(
  `admin: out-admin/admin.html (sign-in: ${settings.signIn}) with ${manifest.file} (${(readFileSync(cached).length / 1024).toFixed(0)} KiB, ${hit ? 'cached' : 'bundled'}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
