#!/usr/bin/env node
/**
 * Build step (before `next build`): publishes the photos the blog's posts use as their featured image (see
 * scripts/photo-pipeline.ts). Prints one line; on a bad photo, one line naming the file, and exits 1. An original
 * in content/photos/ that still carries its GPS position stops the build too (one line each);
 * `node scripts/photos.mjs --remove-location` rewrites those originals without their metadata.
 */
import path from 'node:path';
import { importTs } from './import-ts.mjs';

const { buildPhotos, galleryPhotoUses, photoLocationProblems, photoUses, removeLocation } =
  await importTs('scripts/photo-pipeline.ts');

const root = path.resolve(import.meta.dirname, '..');

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
    uses: photoUses(root),
    galleryUses: galleryPhotoUses(root),
    cacheFile: path.join(root, '.cache/photos.json'),
  });
  console.log(
    `photos: ${encoded} encoded, ${cached} unchanged (cached), ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`photos: ${error.message}`);
  process.exit(1);
}
