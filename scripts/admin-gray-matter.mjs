/**
 * gray-matter as Decap CMS calls it inside the /admin bundle: scripts/build-admin.mjs points Decap's import of
 * gray-matter here. Reading goes through lib/front-matter.mjs, the build's own rules (first line exactly `---`,
 * YAML only), so a post with `---js` front matter opens empty in the editor instead of running in its browser;
 * the YAML itself goes to Decap's YAML parser (data only), which the editor's fields are written for. Writing is
 * gray-matter's, YAML only.
 */
import grayMatter from 'gray-matter';
import { splitFrontMatter } from '../lib/front-matter.mjs';

export default function matter(source, options = {}) {
  const { yaml, content } = splitFrontMatter(source);
  const engine = options.engines?.yaml ?? grayMatter.engines.yaml;
  const data = yaml.trim() === '' ? {} : (engine.parse(yaml) ?? {});
  return { data, content, matter: yaml, language: 'yaml', orig: source };
}

matter.stringify = (content, data, options = {}) => {
  if ((options.language ?? 'yaml') !== 'yaml') throw new Error('only YAML front matter is written');
  // An object, not the string: given a string, gray-matter would first parse the body as front matter.
  return grayMatter.stringify({ content }, data, { ...options, language: 'yaml' });
};
