#!/usr/bin/env node
/**
 * Writes the browser editor into the export: out/admin.html and its one script, out/admin/cms.<hash>.js, a bundle
 * of Decap CMS and Netlify's identity widget (from node_modules, no CDN) and its configuration (lib/cms-config.ts),
 * plus the Netlify Identity e-mail templates in out/admin/emails/. Nothing else references it,
 * so no public page loads a byte of it. The page is noindex and carries its own Content-Security-Policy
 * (deploy/security.ts adminCsp). Bundling takes a while, so the result is cached by the hash of its inputs.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { emailTemplatesDir, outDir, root } from './out-files.mjs';
import { importTs } from './import-ts.mjs';

const { adminCsp } = await importTs('deploy/security.ts');

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
 * (the build's rules, lib/front-matter.ts), and gray-matter's engine table is replaced by one without that engine,
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

const page = (script) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"/>
<meta http-equiv="Content-Security-Policy" content="${adminCsp()}"/>
<meta name="robots" content="noindex, nofollow"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>Editor · Blog</title>
<link rel="icon" href="/icon.svg"/>
</head>
<body>
<noscript>The editor needs JavaScript. You can also write a post as a Markdown file: see README, "Writing a blog post".</noscript>
<script src="${script}"></script>
</body>
</html>
`;

/**
 * Netlify Identity's e-mails link to the site's home page by default, where no identity widget runs: these templates
 * (Site configuration > Identity > Emails, "Path to template": /admin/emails/<name>.html) send the editor to /admin,
 * where the bundled widget completes the link. {{ .SiteURL }} and {{ .Token }} are filled in by Netlify.
 */
const emailTemplates = {
  invitation: {
    subject: 'You have been invited to write for the blog',
    text: 'You have been invited to write and publish posts for the blog of {{ .SiteURL }}. Follow this link to choose your password:',
    link: '{{ .SiteURL }}/admin#invite_token={{ .Token }}',
    action: 'Accept the invitation',
  },
  recovery: {
    subject: 'Reset your password for the blog editor',
    text: 'Someone asked to reset the password of your blog editor account on {{ .SiteURL }}. If it was you, follow this link to choose a new one; if not, ignore this e-mail.',
    link: '{{ .SiteURL }}/admin#recovery_token={{ .Token }}',
    action: 'Choose a new password',
  },
};

const emailPage = ({ subject, text, link, action }) =>
  `<h2>${subject}</h2>\n<p>${text}</p>\n<p><a href="${link}">${action}</a></p>\n`;

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
mkdirSync(path.join(outDir, 'admin'), { recursive: true });
copyFileSync(cached, path.join(outDir, 'admin', manifest.file));
copyFileSync(`${cached}.LEGAL.txt`, path.join(outDir, 'admin', `${manifest.file}.LEGAL.txt`));
// Uploads are saved again without their metadata (lib/cms-config.ts, media_processing); a WebP is encoded by these.
for (const wasm of webpEncoders) copyFileSync(path.join(webpEncoderDir, wasm), path.join(outDir, 'admin', wasm));
writeFileSync(path.join(outDir, 'admin.html'), page(`/admin/${manifest.file}`));
mkdirSync(emailTemplatesDir, { recursive: true });
for (const [name, template] of Object.entries(emailTemplates))
  writeFileSync(path.join(emailTemplatesDir, `${name}.html`), emailPage(template));
console.log(
  `admin: /admin with ${manifest.file} (${(readFileSync(cached).length / 1024).toFixed(0)} KiB, ${hit ? 'cached' : 'bundled'}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
