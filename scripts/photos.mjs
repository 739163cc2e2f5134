#!/usr/bin/env node
/**
 * Build step (before `next build`): publishes the photos the blog's posts use as their featured image (see
 * scripts/photo-pipeline.ts). Prints one line; on a bad photo, one line naming the file, and exits 1. An original
 * in content/photos/ that still carries its GPS position stops the build too (one line each);
 * `node scripts/photos.mjs --remove-location` rewrites those originals without their metadata.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importTs } from './import-ts.mjs';

const { parseFrontMatter } = await importTs('lib/front-matter.ts');
const { isPhotoPath } = await importTs('lib/photo-names.ts');
const { buildPhotos, photoLocationProblems, removeLocation } = await importTs('scripts/photo-pipeline.ts');

const root = path.resolve(import.meta.dirname, '..');
/** The posts of each language. */
const blogDirs = ['content/blog/en', 'content/blog/es'].filter((dir) => existsSync(path.join(root, dir)));

/**
 * photo path -> the posts that use it. This is the build's first read of the posts, so front matter that is not
 * YAML (`---js` and the like) stops the build here, before anything else reads the file, naming it.
 */
function photoUses() {
  const uses = new Map();
  for (const blogDir of blogDirs) {
    for (const f of readdirSync(path.join(root, blogDir)).filter((name) => /\.(md|markdown)$/.test(name))) {
      let image;
      try {
        image = parseFrontMatter(readFileSync(path.join(root, blogDir, f), 'utf8')).data.featuredImage;
      } catch (error) {
        throw new Error(`${blogDir}/${f}: front matter ${error.message}`);
      }
      if (typeof image === 'string' && isPhotoPath(image.trim()))
        uses.set(image.trim(), [...(uses.get(image.trim()) ?? []), `${blogDir}/${f}`]);
    }
  }
  return uses;
}

if (process.argv.includes('--remove-location')) {
  let failed = false;
  for (const { file } of await photoLocationProblems(root)) {
    try {
      await removeLocation(path.join(root, file));
      console.log(`photos: ${file}: location and other metadata removed`);
    } catch (error) {
      console.error(`photos: ${file}: could not be rewritten (${String(error.message).split('\n')[0]})`);
      failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}

const started = performance.now();
const located = await photoLocationProblems(root);
if (located.length > 0) {
  for (const { message } of located) console.error(`photos: ${message}`);
  process.exit(1);
}
try {
  const { encoded, cached } = await buildPhotos({
    root,
    uses: photoUses(),
    cacheFile: path.join(root, '.cache/photos.json'),
  });
  console.log(
    `photos: ${encoded} encoded, ${cached} unchanged (cached), ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`photos: ${error.message}`);
  process.exit(1);
}
