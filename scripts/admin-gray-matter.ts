/**
 * gray-matter as Decap CMS calls it inside the /admin bundle: scripts/build-admin.mjs points Decap's import of
 * gray-matter here. Reading goes through lib/front-matter.ts, the build's own rules (first line exactly `---`,
 * YAML only), so a post with `---js` front matter opens empty in the editor instead of running in its browser;
 * the YAML itself goes to Decap's YAML parser (data only), which the editor's fields are written for. Writing is
 * gray-matter's, YAML only.
 */
import grayMatter from 'gray-matter';
import { grayMatterEngines, splitFrontMatter } from '../lib/front-matter';

type Engine = { parse: (yaml: string) => unknown; stringify?: (data: object, options?: object) => string };
type Options = { engines?: Record<string, Engine>; language?: string; [option: string]: unknown };
type StringifyOptions = Parameters<typeof grayMatter.stringify>[2];

export default function matter(source: string, options: Options = {}) {
  const { yaml, content } = splitFrontMatter(source);
  const engine: Engine = options.engines?.yaml ?? grayMatterEngines.yaml!;
  const data = (yaml.trim() === '' ? {} : (engine.parse(yaml) ?? {})) as Record<string, unknown>;
  return { data, content, matter: yaml, language: 'yaml' as const, orig: source };
}

matter.stringify = (content: string, data: object, options: Options = {}): string => {
  if ((options.language ?? 'yaml') !== 'yaml') throw new Error('only YAML front matter is written');
  // An object, not the string: given a string, gray-matter would first parse the body as front matter.
  return grayMatter.stringify({ content }, data, { ...options, language: 'yaml' } as StringifyOptions);
};
