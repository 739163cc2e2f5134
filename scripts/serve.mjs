#!/usr/bin/env node
/** Serves the static export in out/ with clean URLs (serve + serve.json). PORT defaults to 3000. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
if (!existsSync(path.join(root, 'out/index.html'))) {
  console.error('out/ has no build. Run `npm run build` first (or `npm start`, which builds and serves).');
  process.exit(1);
}
const child = spawn(
  path.join(root, 'node_modules/.bin/serve'),
  ['out', '--listen', `tcp://0.0.0.0:${port}`, '--config', '../serve.json', '--no-port-switching', '--no-clipboard'],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
