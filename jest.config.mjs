import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const esm = [
  'remark',
  'remark-.*',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile.*',
  'unist-.*',
  'mdast-.*',
  'micromark.*',
  'decode-named-character-reference',
  'character-entities.*',
  'hast-.*',
  'hastscript',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-void-elements',
  'zwitch',
  'stringify-entities',
  'ccount',
  'devlop',
  'longest-streak',
  'markdown-table',
  'web-namespaces',
  'html-url-attributes',
  'trim-lines',
  'escape-string-regexp',
  'estree-util-.*',
];

/** `text` as a regular expression that matches exactly it. */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Folders the editor at /admin writes (posts and uploaded photos): nothing in them is ever a test or a module Jest may
 * load, whatever its name, so an upload named x.test.ts is never run. The build refuses such files too
 * (scripts/check-content.mjs). Jest reads these as regular expressions and puts `<rootDir>` into them unescaped, so
 * a checkout in "site (1)" or "repo [old]" would never match; the checkout's path is escaped here instead.
 */
export const editorFolders = ['content/blog', 'content/photos'].map(
  (folder) => `${escapeRegExp(path.join(path.dirname(fileURLToPath(import.meta.url)), folder) + path.sep)}`,
);

const config = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/lib',
    '<rootDir>/site',
    '<rootDir>/editor',
    '<rootDir>/app',
    '<rootDir>/components',
    '<rootDir>/content',
    '<rootDir>/scripts',
    '<rootDir>/deploy',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', ...editorFolders],
  modulePathIgnorePatterns: editorFolders,
  // Jest's default leaves one core free (one worker on a 2-core machine); the suite is CPU-bound, two take half the time.
  maxWorkers: 2,
};

export default async function jestConfig() {
  const base = await createJestConfig(config)();
  return {
    ...base,
    transformIgnorePatterns: [`/node_modules/(?!(${esm.join('|')})/)`],
  };
}
