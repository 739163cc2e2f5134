#!/usr/bin/env node
/**
 * `npm run cms`: edit the blog in the browser, offline. Builds the site (unless --no-build and a build exists),
 * serves it, and starts Decap's local backend (decap-server) on this working tree, so what the editor publishes
 * at http://localhost:3000/admin is written straight into content/blog/en/ (Spanish: content/blog/es/) and
 * content/photos/, ready to commit.
 * PORT (default 3000) and CMS_BACKEND_PORT (default 8081) change the ports. Both servers listen on 127.0.0.1 only,
 * and the backend takes only requests addressed to this computer, from the editor's page on PORT, that name the
 * editor's files (scripts/cms-backend.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { importTs } from './import-ts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
const backendPort = process.env.CMS_BACKEND_PORT ?? '8081';

if (!process.argv.includes('--no-build') || !existsSync(path.join(root, 'out-admin/admin.html'))) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const { startCmsBackend } = await importTs('scripts/cms-backend.ts');
// Only the editor's page, served below on `port`, may call the backend.
const backend = await startCmsBackend({ repo: root, port: Number(backendPort), editorPort: Number(port) });
const children = [
  // CMS_LOCAL_BACKEND: this server's /admin may reach the local backend on 127.0.0.1 (a deployed /admin never may).
  spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, CMS_LOCAL_BACKEND: '1' },
  }),
];
const query = backendPort === '8081' ? '' : `?local_backend_port=${backendPort}`;
console.log(
  `\nEditor: http://localhost:${port}/admin${query}  (click Login; posts are saved into content/blog/en/ and content/blog/es/, photos into content/photos/)\nCtrl+C stops both servers. Rebuild (npm run build) to see new posts on the site.\n`,
);

const stop = (signal) => {
  backend.stop();
  children.forEach((child) => child.kill(signal));
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
