/**
 * Decap's local backend (decap-server, as `npm run cms` runs it) on a free port, over a temporary copy of the parts
 * of this repository the editor reads and writes, so a test can use /admin without touching the working tree.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

const root = process.cwd();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts decap-server over a copy of `dirs` (e.g. ['content']); `stop` ends it and removes the copy. */
export async function startLocalBackend(dirs: string[]) {
  const repo = mkdtempSync(path.join(tmpdir(), 'studio-cms-'));
  for (const dir of dirs) cpSync(path.join(root, dir), path.join(repo, dir), { recursive: true });
  const port = await freePort();
  const backend = spawn(path.join(root, 'node_modules/.bin/decap-server'), [], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: repo,
      MODE: 'fs',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  const stop = () => {
    backend.kill();
    rmSync(repo, { recursive: true, force: true });
  };
  await expect
    .poll(
      async () =>
        (
          await fetch(`http://127.0.0.1:${port}/api/v1`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"action":"info"}',
          }).catch(() => null)
        )?.status,
      { timeout: 15_000 },
    )
    .toBe(200);
  return { repo, port, stop };
}
