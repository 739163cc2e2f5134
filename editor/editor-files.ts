/**
 * What the editor at /admin may write: posts in content/blog/en/ and content/blog/es/, photos in content/photos/.
 * Anything else in those folders (a script, a test file, a HEIC or TIFF picture, a sub-folder) could be run by a tool
 * or carry a location, so the content check refuses it by name, and no tool (Jest, tsc, ESLint, Prettier) reads them.
 */
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { locales } from '@/lib/format/locale';
import { PHOTO_DIR, PHOTO_EXTENSIONS } from '@/lib/format/photo-names';
import { BLOG_FOLDER, POST_EXTENSIONS, photoAdvice } from './editor-rules';

export { EDITOR_FOLDERS } from './editor-rules';

const lower = (name: string) => path.extname(name).toLowerCase();

/**
 * One line per file or folder under the editor's folders of `root` that is not a post or a photo, naming it and
 * saying what to do. Nothing is read but the names and the kind of entry (file, folder, link).
 */
export function strayEditorFiles(root: string): string[] {
  const problems: string[] = [];
  const entries = (dir: string) => {
    try {
      return readdirSync(path.join(root, dir)).sort();
    } catch {
      return []; // A folder that does not exist yet holds nothing.
    }
  };
  const kind = (file: string) => lstatSync(path.join(root, file));
  for (const name of entries(BLOG_FOLDER)) {
    const file = `${BLOG_FOLDER}/${name}`;
    if (!(locales as readonly string[]).includes(name) || !kind(file).isDirectory()) {
      problems.push(`${file}: not a post: posts go in ${BLOG_FOLDER}/en/ or ${BLOG_FOLDER}/es/, so delete or move it`);
      continue;
    }
    for (const post of entries(file)) {
      const full = `${file}/${post}`;
      if (!kind(full).isFile()) problems.push(`${full}: not a post (a folder or a link): delete it`);
      else if (!POST_EXTENSIONS.includes(lower(post)))
        problems.push(`${full}: not a post: a post is a Markdown file ending in .md; delete this file`);
    }
  }
  for (const name of entries(PHOTO_DIR)) {
    const file = `${PHOTO_DIR}/${name}`;
    if (!kind(file).isFile())
      problems.push(`${file}: not a photo (a folder or a link): put photos directly in ${PHOTO_DIR}/`);
    else if (!PHOTO_EXTENSIONS.includes(lower(name))) problems.push(`${file}: not a photo: ${photoAdvice(name)}`);
  }
  return problems;
}
