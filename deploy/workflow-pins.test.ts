/**
 * Every GitHub Action the repository's workflows run is pinned by its full commit SHA, with the release it is as a
 * trailing comment. A tag such as `@v4` can be moved by the action's owner to any commit, which would then run in our
 * checks without a change here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repo = process.cwd();
const github = path.join(repo, '.github');

/** Every YAML file under .github/: the workflows and any local action they call. */
function yamlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return yamlFiles(file);
    return /\.ya?ml$/.test(entry.name) ? [file] : [];
  });
}

/** Each `uses:` line of a YAML file, as the file, the line number and the value after `uses:`. */
function usesLines(file: string) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      const match = /^\s*(?:-\s+)?uses:\s*(.*)$/.exec(line);
      return match ? [{ where: `${path.relative(repo, file)}:${index + 1}`, value: match[1]!.trim() }] : [];
    });
}

/** Why a `uses:` value is not pinned, or undefined when it is: a local action, or owner/repo@<40-hex> # <tag>. */
function pinProblem(value: string): string | undefined {
  if (/^\.\//.test(value)) return undefined;
  const pinned = /^([\w.-]+\/[\w./-]+)@([0-9a-f]{40})\s+#\s*(v?\d[\w.-]*)$/.exec(value);
  if (!pinned) return `"${value}" is not pinned as owner/name@<40-hex commit> # <release tag>`;
  return undefined;
}

describe('workflow actions', () => {
  const uses = yamlFiles(github).flatMap(usesLines);

  it('are found: the content-check workflow calls at least checkout and setup-node', () => {
    expect(uses.map((u) => u.value.split('@')[0])).toEqual(
      expect.arrayContaining(['actions/checkout', 'actions/setup-node']),
    );
  });

  it('are each pinned by a full commit SHA with its release as a comment', () => {
    const problems = uses.flatMap(({ where, value }) => {
      const problem = pinProblem(value);
      return problem ? [`${where}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('a tag, a branch, a short SHA or a SHA without its release comment is refused', () => {
    for (const value of [
      'actions/checkout@v4',
      'actions/checkout@main',
      'actions/checkout@11d5960',
      'actions/checkout@11d5960a326750d5838078e36cf38b85af677262',
      'docker://alpine:3',
    ]) {
      expect(pinProblem(value)).toBeDefined();
    }
    expect(pinProblem('actions/checkout@11d5960a326750d5838078e36cf38b85af677262 # v4.4.0')).toBeUndefined();
    expect(pinProblem('./.github/actions/setup')).toBeUndefined();
  });
});
