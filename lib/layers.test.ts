import { spawnSync } from 'node:child_process';
import { repoRoot } from './__fixtures__/source-files';

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

const refused: [Probe, RegExp][] = [
  [{ file: 'lib/probe.ts', imports: '@/content/site' }, /lib\/ reads nothing above it/],
  [{ file: 'lib/probe.ts', imports: '@/site/routes' }, /lib\/ reads nothing above it/],
  [{ file: 'lib/format/probe.ts', imports: '../../content/site' }, /lib\/format\/ is the leaf/],
  [{ file: 'lib/format/probe.ts', imports: '@/lib/posts' }, /lib\/format\/ is the leaf/],
  [{ file: 'content/probe.ts', imports: '@/site/routes' }, /content\/ may import only lib\/format\//],
  [{ file: 'site/probe.ts', imports: '@/components/ui/link' }, /site\/ reads content\/ and lib\//],
  [{ file: 'scripts/probe.ts', imports: '@/components/ui/link' }, /The tooling reads lib\/ and content\//],
];
const allowed: Probe[] = [
  { file: 'site/probe.ts', imports: '@/content/site' },
  { file: 'content/probe.ts', imports: '@/lib/format/durations' },
  { file: 'components/probe.tsx', imports: '@/site/routes' },
  { file: 'scripts/probe.ts', imports: '@/site/routes' },
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
