import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Layers that only point down (docs/architecture.md, "How data flows"), one folder each, top to bottom:
 *   app/ (the routes; app/_routes/ their specs) -> components/ -> site/ -> content/ -> lib/
 * lib/ is the ground floor: lib/format/ is the leaf, and lib/posts/ (build time) and lib/browser/ (in the page) import
 * only lib/format/ and themselves. editor/ (/admin and the owner's data schemas) reads site/ and below, and only the
 * tooling reads it. The tooling (scripts/, deploy/) reads every layer but the pages, which only next build renders.
 * Each file falls under one rule below. Tests may read any layer.
 */
const tests = ['**/*.test.ts', '**/*.test.tsx', '**/__fixtures__/**'];
const layer = (files, ignores, message, zones) => ({
  files,
  ignores: [...tests, ...ignores],
  rules: {
    'import/no-restricted-paths': ['error', { zones: zones.map((zone) => ({ target: '.', message, ...zone })) }],
  },
});
/** Every folder above lib/: none of them may be imported from lib/. */
const aboveLib = ['./content', './site', './editor', './components', './app', './scripts', './deploy'];
/** A folder of lib/ that imports only lib/format/ and itself. */
const libFolder = (name, what) =>
  layer([`lib/${name}/**`], [], `lib/${name}/ (${what}) imports only lib/format/ and itself.`, [
    { from: './lib', except: ['./format', `./${name}`] },
    { from: aboveLib },
  ]);

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  layer(['lib/format/**'], [], 'lib/format/ is the leaf: it imports nothing of the site.', [
    { from: './lib', except: ['./format'] },
    { from: aboveLib },
  ]),
  libFolder('posts', 'the posts, read at build time'),
  libFolder('browser', 'code that runs in the page'),
  layer(['lib/**'], ['lib/format/**', 'lib/posts/**', 'lib/browser/**'], 'lib/ imports nothing above it.', [
    { from: aboveLib },
  ]),
  layer(['content/**'], [], 'content/ may import only lib/format/ and itself.', [
    { from: './lib', except: ['./format'] },
    { from: ['./site', './editor', './components', './app', './scripts', './deploy'] },
  ]),
  layer(['site/**'], [], 'site/ reads content/ and lib/, never the editor, the pages or the tooling.', [
    { from: ['./editor', './components', './app', './scripts', './deploy'] },
  ]),
  layer(['editor/**'], [], 'editor/ reads site/, content/ and lib/, never the pages or the tooling.', [
    { from: ['./components', './app', './scripts', './deploy'] },
  ]),
  layer(['components/**'], [], 'components/ render site/, content/ and lib/; the routes (app/) read them, not back.', [
    { from: ['./app', './editor', './scripts', './deploy'] },
  ]),
  layer(['app/**'], [], 'app/ reads components/ and below, never the editor or the tooling.', [
    { from: ['./editor', './scripts', './deploy'] },
  ]),
  layer(
    ['scripts/**', 'deploy/**'],
    [],
    'The tooling reads every layer but the pages: only next build renders app/ and components/.',
    [{ from: ['./components', './app'] }],
  ),
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'out-admin/**',
      '.cache/**',
      'scripts/framework-floor/.next/**',
      'scripts/framework-floor/out/**',
      '**/next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      // Written by the editor at /admin: posts and photos only, never code (the build refuses anything else).
      'content/blog/**',
      'content/photos/**',
    ],
  },
];

export default config;
