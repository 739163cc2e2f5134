/**
 * gray-matter as Decap CMS calls it inside the /admin bundle: scripts/build-admin.mjs points Decap's import of
 * gray-matter here. Reading goes through lib/posts/front-matter.ts, the build's own rules (first line exactly `---`, YAML
 * only, no `!!js/function` or other code tags), so a post the build would refuse opens empty in the editor instead
 * of being read differently there; the YAML then goes to Decap's own YAML parser, which the editor's fields are
 * written for. Writing is YAML only.
 */
import { parseFrontMatter } from '../lib/posts/front-matter';

type Engine = { parse: (yaml: string) => unknown; stringify?: (data: object, options?: object) => string };
type Options = { engines?: Record<string, Engine>; language?: string; [option: string]: unknown };

/** The YAML engine Decap hands in; it always passes one, this is for a caller that does not. */
const engineOf = (options: Options): Engine => {
  const engine = options.engines?.yaml;
  if (!engine) throw new Error('no YAML engine given');
  return engine;
};

export default function matter(source: string, options: Options = {}) {
  const { matter: yaml, content } = parseFrontMatter(source);
  const data = (yaml.trim() === '' ? {} : (engineOf(options).parse(yaml) ?? {})) as Record<string, unknown>;
  return { data, content, matter: yaml, language: 'yaml' as const, orig: source };
}

const line = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

/** `---`, the fields as YAML, `---`, then the body as written (as gray-matter writes a post). */
matter.stringify = (content: string, data: object, options: Options = {}): string => {
  if ((options.language ?? 'yaml') !== 'yaml') throw new Error('only YAML front matter is written');
  const yaml = (engineOf(options).stringify?.(data, options) ?? '').trim();
  const fields = yaml === '' || yaml === '{}' ? '' : `---\n${line(yaml)}---\n`;
  return fields + line(content);
};
