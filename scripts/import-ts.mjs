/**
 * The scripts run as plain Node, and the code they share with the site (lib/, content/, deploy/ and the helpers in
 * scripts/) is TypeScript: jiti compiles a module and what it imports on the fly, `@/` paths included, so a script
 * reads the same code as the build and the tests.
 */
import path from 'node:path';
import { createJiti } from 'jiti';

const root = path.resolve(import.meta.dirname, '..');
// Compiled modules are cached on disk, keyed by their source, so the second script of a run (the build runs several)
// starts in a fifth of the time, and an edited file is compiled again.
const jiti = createJiti(import.meta.url, { alias: { '@': root }, fsCache: true });

/** A TypeScript module by its path from the repository root: `await importTs('lib/format/slug.ts')`. */
export function importTs(file) {
  return jiti.import(path.join(root, file));
}
