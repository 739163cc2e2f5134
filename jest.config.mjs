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

const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/lib', '<rootDir>/components', '<rootDir>/content', '<rootDir>/scripts', '<rootDir>/deploy'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

export default async function jestConfig() {
  const base = await createJestConfig(config)();
  return {
    ...base,
    transformIgnorePatterns: [`/node_modules/(?!(${esm.join('|')})/)`],
  };
}
