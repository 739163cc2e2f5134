/**
 * Cloudflare's own local runtime (wrangler 3 `pages dev`: workerd from npm, offline) over a folder, as the host
 * serves a Pages project: its _headers, _redirects, _routes.json and _worker.js as they are. Wrangler runs in a
 * temporary folder with its config, logs, state and update check there, metrics off and no request to the network.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { expect } from './fixtures';

/** A port nothing listens on now, from the system's free range. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type Wrangler = { base: string; log: () => string; stop: () => Promise<void> };

/**
 * Starts `wrangler pages dev <folder>` on 127.0.0.1:`port` and waits until `ready` (a path) answers 200.
 * `bindings` are the project's environment variables (--binding KEY=VALUE).
 */
export async function startWrangler(
  folder: string,
  {
    port,
    inspectorPort,
    bindings = {},
    ready = '/',
  }: { port: number; inspectorPort: number; bindings?: Record<string, string>; ready?: string },
): Promise<Wrangler> {
  const root = process.cwd();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-wrangler-'));
  const bin = path.join(root, 'node_modules/wrangler/bin/wrangler.js');
  // The runtime's latest date in wrangler 3.99 (a later one only prints a warning and falls back to it).
  const compatibilityDate = '2024-12-18';
  let log = '';
  const wrangler: ChildProcess = spawn(
    process.execPath,
    [
      bin,
      'pages',
      'dev',
      folder,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--compatibility-date',
      compatibilityDate,
      '--show-interactive-dev-session=false',
      ...Object.entries(bindings).flatMap(([key, value]) => ['--binding', `${key}=${value}`]),
    ],
    {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        // Its config, logs and registry (XDG_CONFIG_HOME), and the update check's cache (TMPDIR) stay in the folder.
        XDG_CONFIG_HOME: dir,
        TMPDIR: dir,
        // The update check asks the npm registry: point it at a closed local port, so it fails at once.
        npm_registry: 'http://127.0.0.1:9/',
        // Miniflare fetches Request.cf from workers.cloudflare.com unless NODE_ENV is test (then a fixed one).
        NODE_ENV: 'test',
        CI: '1',
      },
    },
  );
  wrangler.stdout!.on('data', (d) => (log += d));
  wrangler.stderr!.on('data', (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (wrangler.pid && wrangler.exitCode === null) {
      const exited = new Promise((resolve) => wrangler.once('exit', resolve));
      process.kill(-wrangler.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (wrangler.exitCode === null) process.kill(-wrangler.pid, 'SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const api = await playwrightRequest.newContext({ baseURL: base });
  try {
    await expect
      .poll(
        async () =>
          (
            await api.get(ready, { failOnStatusCode: false, maxRedirects: 0, timeout: 5_000 }).catch(() => null)
          )?.status(),
        { timeout: 60_000, message: `wrangler pages dev answers on ${base}` },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${log}`);
  } finally {
    await api.dispose();
  }
  return { base, log: () => log, stop };
}
