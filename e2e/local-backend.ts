/**
 * Decap's local backend as `npm run cms` runs it (scripts/cms-backend.ts) on a free port, over a temporary copy of the parts
 * of this repository the editor reads and writes, so a test can use /admin without touching the working tree.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCmsBackend } from '../scripts/cms-backend';

const root = process.cwd();

/** Starts the backend over a copy of `dirs` (e.g. ['content']); `stop` ends it and removes the copy. */
export async function startLocalBackend(dirs: string[]) {
  const repo = mkdtempSync(path.join(tmpdir(), 'studio-cms-'));
  for (const dir of dirs) cpSync(path.join(root, dir), path.join(repo, dir), { recursive: true });
  // The backend answers only the editor's page: /admin on the port playwright.config.ts serves the site on.
  const backend = await startCmsBackend({ repo, editorPort: Number(process.env.E2E_PORT ?? 4173) });
  const stop = () => {
    backend.stop();
    rmSync(repo, { recursive: true, force: true });
  };
  return { repo, port: backend.port, stop };
}
