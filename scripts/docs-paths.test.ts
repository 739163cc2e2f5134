/**
 * The docs send a newcomer to files: every path README.md and docs/*.md name (in backticks, or as a link) exists,
 * so a file moved or renamed takes its mentions with it. Paths the build writes, or that the owner makes for her
 * first photo, are named on purpose and listed below.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/__fixtures__/source-files';

/** Named in the docs but not in a checkout: written by the build, or made the first time they are needed. */
const notInACheckout = [
  'deploy/redirects.conf', // written by each build
  'public/images/gallery-photos/', // the gallery's client photos, published by the content check
  'public/images/photos/', // a post's photos, published by the content check
  'public/og/photos/',
  'content/photos/', // made for the first photo of a post
  '.github/CODEOWNERS', // copied from .github/CODEOWNERS.example when an editor account is set up
];

const docs = ['README.md', ...readdirSync(path.join(repoRoot, 'docs')).map((name) => `docs/${name}`)].filter((file) =>
  file.endsWith('.md'),
);
const topLevel = new Set(readdirSync(repoRoot));

/** The repository paths a doc names: backticked paths under a top-level entry, and relative link targets. */
export function namedPaths(doc: string, text: string): string[] {
  const named: string[] = [];
  for (const [, code] of text.matchAll(/`([^`\s]+)`/g)) {
    const candidate = code!.replace(/[.,:;]+$/, '');
    // Placeholders (<slug>, *.md, {en,es}), site addresses (/es/about) and URLs are not files.
    if (/[<>*{}…$]/.test(candidate) || candidate.startsWith('/') || candidate.includes('://')) continue;
    if (!topLevel.has(candidate.split('/')[0]!)) continue;
    if (!candidate.includes('/') && !/\.\w+$/.test(candidate)) continue;
    named.push(candidate);
  }
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const file = target!.split('#')[0]!;
    if (!file || file.includes('://') || file.startsWith('mailto:') || file === '…') continue;
    named.push(path.posix.join(path.posix.dirname(doc), file));
  }
  return named;
}

describe('the docs', () => {
  it.each(docs)('%s names only paths that exist', (doc) => {
    const text = readFileSync(path.join(repoRoot, doc), 'utf8');
    const missing = namedPaths(doc, text).filter(
      (named) => !notInACheckout.includes(named) && !existsSync(path.join(repoRoot, named)),
    );
    expect(missing).toEqual([]);
  });

  it('reads backticked paths and relative links, and leaves placeholders and site addresses alone', () => {
    const topDir = [...topLevel].find((name) => name === 'scripts')!;
    expect(
      namedPaths(
        'docs/x.md',
        `\`${topDir}/gone.ts\`, \`${topDir}/<name>.ts\`, \`/es/about\`, [map](architecture.md), [site](https://a.example)`,
      ),
    ).toEqual([`${topDir}/gone.ts`, 'docs/architecture.md']);
  });

  it('keeps the README to a first screen and the architecture map short', () => {
    const lines = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8').trimEnd().split('\n').length;
    expect(lines('README.md')).toBeLessThanOrEqual(150);
    expect(lines('docs/architecture.md')).toBeLessThanOrEqual(250);
  });
});
