/**
 * The scripts run as plain Node, and the code they share with the site (lib/, content/, deploy/ and the helpers in
 * scripts/) is TypeScript: jiti compiles a module and what it imports on the fly, `@/` paths included, so a script
 * reads the same code as the build and the tests.
 */
import path from 'node:path';
import { createJiti } from 'jiti';

const root = path.resolve(import.meta.dirname, '..');
const jiti = createJiti(import.meta.url, { alias: { '@': root }, fsCache: false });

/** A TypeScript module by its path from the repository root: `await importTs('lib/format/slug.ts')`. */
export function importTs(file) {
  return jiti.import(path.join(root, file));
}
