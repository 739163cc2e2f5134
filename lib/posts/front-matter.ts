/**
 * The one reader of a post's front matter, for the build (lib/posts/post-validation.ts), every script (photos, new-post,
 * lighthouse), the tests and the /admin editor (scripts/admin-gray-matter.ts). A post is data: its first line is
 * exactly `---`, then YAML, then a line of exactly `---`, then the Markdown. Anything else on the first line
 * (`---js`, `--- javascript`, `+++`, a heading) stops the build: front-matter libraries pick a parser by that word,
 * and some run the block as code. A UTF-8 byte-order mark and Windows line endings (CRLF), which editors on Windows
 * may save, are read as if they were not there. gray-matter splits the post, with one engine only: YAML through
 * js-yaml's default schema, which reads data only and refuses tags such as `!!js/function`; its JavaScript engine
 * is replaced by one that refuses.
 */
import matter from 'gray-matter';
import { load } from 'js-yaml';

export class FrontMatterError extends Error {
  constructor(problem: string) {
    super(problem);
    this.name = 'FrontMatterError';
  }
}

/** A line quoted for a one-line message: escapes control characters and keeps it short. */
function quoted(line: string): string {
  return JSON.stringify(line.length > 40 ? `${line.slice(0, 40)}…` : line);
}

/**
 * Splits a post into its YAML block and its Markdown; throws FrontMatterError (one line, no file name: the caller
 * names the file) when the first line is not exactly `---` or no line of exactly `---` closes the block.
 */
export function splitFrontMatter(source: string): { yaml: string; content: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const lines = text.split('\n');
  if (lines[0] !== '---') {
    throw new FrontMatterError(
      `must start with a line of exactly "---" (the first line is ${quoted(lines[0] ?? '')}): only YAML front matter is read`,
    );
  }
  const close = lines.indexOf('---', 1);
  if (close === -1) throw new FrontMatterError('is not closed: add a line of exactly "---" after the last field');
  // gray-matter ends the block at the first line that starts with "---"; only a line of exactly "---" may.
  const early = lines.slice(1, close).findIndex((line) => line.startsWith('---'));
  if (early !== -1)
    throw new FrontMatterError(
      `line ${early + 2} starts with "---" inside the front matter (${quoted(lines[early + 1]!)}): only the line that closes it may`,
    );
  return { yaml: lines.slice(1, close).join('\n'), content: lines.slice(close + 1).join('\n') };
}

/** YAML through js-yaml's default schema: strings, numbers, dates, lists, maps; no code. */
export function parseYaml(yaml: string): Record<string, unknown> {
  if (yaml.trim() === '') return {};
  let data: unknown;
  try {
    data = load(yaml);
  } catch (error) {
    throw new FrontMatterError(`is not valid YAML (${String((error as Error).message).split('\n')[0]})`);
  }
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data))
    throw new FrontMatterError('must be fields, one "name: value" per line');
  return data as Record<string, unknown>;
}

/** An engine gray-matter is given in place of the ones that run the block as code. */
const refused = {
  parse: () => {
    throw new FrontMatterError('is code, not data: only YAML front matter is read');
  },
};

/** Reads a post: its fields (`data`), the YAML as written (`matter`) and the Markdown after it (`content`). */
export function parseFrontMatter(source: string): {
  data: Record<string, unknown>;
  matter: string;
  content: string;
} {
  const { yaml, content } = splitFrontMatter(source);
  // The block as split above, so gray-matter reads exactly what the rules checked; options also keep it from caching.
  const file = matter(`---\n${yaml}\n---\n${content}`, {
    language: 'yaml',
    engines: { yaml: { parse: parseYaml }, javascript: refused, js: refused, coffee: refused },
  });
  return { data: file.data, matter: yaml, content: file.content };
}
