import { spawnSync } from 'node:child_process';
import { repoRoot } from '@/lib/__fixtures__/source-files';

/**
 * The layers of docs/architecture.md ("How data flows") as ESLint holds them: each import below is linted as if it
 * stood in a file of that folder, the way `npm run lint` would see it.
 */
type Probe = { file: string; imports: string };

function restrictedImportMessages(probes: Probe[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const { file, imports } of JSON.parse(process.argv[1])) {
      const [result] = await eslint.lintText(\`import * as probe from '\${imports}';\\nexport const used = probe;\\n\`, { filePath: file });
      out.push(result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message));
    }
    console.log(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(probes)], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

/** One import per rule that must be refused, with the words of the rule that refuses it. */
const refused: [Probe, RegExp][] = [
  [{ file: 'lib/format/probe.ts', imports: '../../content/site' }, /lib\/format\/ is the leaf/],
  [{ file: 'lib/format/probe.ts', imports: '@/lib/posts/posts' }, /lib\/format\/ is the leaf/],
  [{ file: 'lib/posts/probe.ts', imports: '@/lib/browser/safe-storage' }, /lib\/posts\/ .* imports only lib\/format\//],
  [{ file: 'lib/posts/probe.ts', imports: '@/content/site' }, /lib\/posts\/ .* imports only lib\/format\//],
  [{ file: 'lib/browser/probe.ts', imports: '@/lib/posts/posts' }, /lib\/browser\/ .* imports only lib\/format\//],
  [{ file: 'lib/probe.ts', imports: '@/site/routes' }, /lib\/ imports nothing above it/],
  [{ file: 'content/probe.ts', imports: '@/site/routes' }, /content\/ may import only lib\/format\//],
  [{ file: 'content/probe.ts', imports: '@/lib/posts/posts' }, /content\/ may import only lib\/format\//],
  [{ file: 'site/probe.ts', imports: '@/editor/cms-config' }, /site\/ reads content\/ and lib\//],
  [{ file: 'site/probe.ts', imports: '@/components/ui/link' }, /site\/ reads content\/ and lib\//],
  [{ file: 'editor/probe.ts', imports: '@/components/ui/link' }, /editor\/ reads site\//],
  [{ file: 'editor/probe.ts', imports: '@/scripts/copy-text' }, /editor\/ reads site\//],
  [{ file: 'components/probe.tsx', imports: '@/app/manifest' }, /components\/ render site\//],
  [{ file: 'components/probe.tsx', imports: '@/editor/cms-config' }, /components\/ render site\//],
  [{ file: 'app/probe.tsx', imports: '@/editor/cms-config' }, /app\/ reads components\/ and below/],
  [{ file: 'scripts/probe.ts', imports: '@/components/ui/link' }, /The tooling reads every layer but the pages/],
  [{ file: 'deploy/probe.ts', imports: '@/app/manifest' }, /The tooling reads every layer but the pages/],
];
/** Downward imports, one or more per layer, that every rule lets through. */
const allowed: Probe[] = [
  { file: 'lib/posts/probe.ts', imports: '@/lib/format/locale' },
  { file: 'lib/browser/probe.ts', imports: '@/lib/format/locale' },
  { file: 'content/probe.ts', imports: '@/lib/format/durations' },
  { file: 'site/probe.ts', imports: '@/content/site' },
  { file: 'site/probe.ts', imports: '@/lib/posts/posts' },
  { file: 'editor/probe.ts', imports: '@/site/checks/sample-guard' },
  { file: 'editor/probe.ts', imports: '@/lib/posts/post-schema' },
  { file: 'components/probe.tsx', imports: '@/site/routes' },
  { file: 'components/probe.tsx', imports: '@/lib/browser/load-on-demand' },
  { file: 'app/probe.tsx', imports: '@/components/ui/link' },
  { file: 'app/probe.tsx', imports: '@/site/metadata' },
  { file: 'scripts/probe.ts', imports: '@/editor/zod-decap' },
  { file: 'scripts/probe.ts', imports: '@/site/routes' },
  { file: 'deploy/probe.ts', imports: '@/editor/github-oauth' },
  { file: 'lib/probe.test.ts', imports: '@/content/site' },
];

describe('the layers, as ESLint holds them', () => {
  it('refuses an import that points up, naming the rule it breaks, and lets every downward one through', () => {
    const messages = restrictedImportMessages([...refused.map(([probe]) => probe), ...allowed]);
    refused.forEach(([probe, rule], i) => {
      expect({ ...probe, messages: messages[i] }).toEqual({ ...probe, messages: [expect.stringMatching(rule)] });
    });
    expect(messages.slice(refused.length)).toEqual(allowed.map(() => []));
  }, 60_000);
});
