import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The repository's root folder. */
export const repoRoot = path.resolve(__dirname, '../..');

/** Folders that hold what tools write (dependencies, build output, reports), never source: not entered. */
const GENERATED = new Set([
  'node_modules',
  '.next',
  '.cache',
  'out',
  'out-admin',
  '.git',
  'test-results',
  'playwright-report',
  'coverage',
  '.lighthouse',
]);

type Options = {
  /** File name endings to list, without the dot: `['ts', 'tsx']`. */
  extensions: readonly string[];
  /** Also list tests (`*.test.ts`, `*.test.tsx`); left out unless asked for. */
  tests?: boolean;
  /** Leaves out every file whose path relative to the repository (with `/`) matches. */
  exclude?: RegExp;
};

/**
 * Every source file below the given folders of the repository (relative to its root), as absolute paths in a stable
 * order: the tests that read the code for a rule (a fact written twice, a link to no page) all walk it the same way.
 */
export function sourceFiles(
  dirs: string | readonly string[],
  { extensions, tests = false, exclude }: Options,
): string[] {
  const ending = new RegExp(`\\.(${extensions.join('|')})$`);
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return GENERATED.has(entry.name) ? [] : walk(full);
        const relative = path.relative(repoRoot, full).split(path.sep).join('/');
        if (!ending.test(entry.name) || (!tests && /\.test\.tsx?$/.test(entry.name))) return [];
        return exclude?.test(relative) ? [] : [full];
      });
  return (typeof dirs === 'string' ? [dirs] : dirs).flatMap((dir) => walk(path.join(repoRoot, dir)));
}
