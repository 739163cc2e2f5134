import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Layers that only point down (docs/architecture.md, "How data flows"): lib/format/ imports nothing of the site,
 * content/ imports only lib/format/, of lib/ only site/ reads content/, and the tooling (scripts/, deploy/) sits
 * on top of lib/ and content/ without reading the pages, which only next build renders. Tests may read any layer.
 */
const tests = ['**/*.test.ts', '**/*.test.tsx', 'lib/__fixtures__/**'];
const layer = (files, ignores, message, zones) => ({
  files,
  ignores: [...tests, ...ignores],
  rules: {
    'import/no-restricted-paths': ['error', { zones: zones.map((zone) => ({ target: '.', message, ...zone })) }],
  },
});

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
    { from: ['./content', './site', './editor', './components', './app', './scripts', './deploy'] },
  ]),
  layer(['content/**'], [], 'content/ may import only lib/format/ and itself.', [
    { from: './lib', except: ['./format'] },
    { from: ['./site', './editor', './components', './app', './scripts', './deploy'] },
  ]),
  layer(['lib/**'], ['lib/format/**'], 'lib/ reads nothing above it: content/ is read by site/.', [
    { from: ['./content', './site', './editor', './components', './app', './scripts', './deploy'] },
  ]),
  layer(['site/**'], [], 'site/ reads content/ and lib/, never the pages or the tooling.', [
    { from: ['./editor', './components', './app', './scripts', './deploy'] },
  ]),
  layer(['editor/**'], [], 'editor/ reads site/, content/ and lib/, never the pages or the tooling.', [
    { from: ['./components', './app', './scripts', './deploy'] },
  ]),
  layer(
    ['scripts/**', 'deploy/**'],
    [],
    'The tooling reads lib/ and content/; the pages are rendered by next build only.',
    [{ from: ['./components', './app'] }],
  ),
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'out-admin/**',
      '.cache/**',
      'next-env.d.ts',
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
