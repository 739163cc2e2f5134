/**
 * Turns the photos posts use (content/photos/*) into published files with sharp: AVIF + WebP at every card width
 * and the 1200x630 JPEG link preview, all cropped to 1200x630 around the most interesting region. sharp writes no
 * metadata unless asked, so EXIF (GPS position, camera serial) never reaches public/. Results are cached by the
 * photo's content hash: an unchanged photo is not encoded again. A photo that is missing, unreadable, of another
 * format or narrower than 1200 px stops the build with one line naming the file (PhotoError).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_DIR, PHOTO_SIZE, photoName, photoOutputs } from '../lib/photo-names.mjs';

/** Bump when the encoding settings change, so cached results are made again. */
const ENCODING = 'v1 attention-crop avif55 webp78 jpeg82-mozjpeg';
const FORMATS = ['jpeg', 'png', 'webp'];

export class PhotoError extends Error {
  constructor(file, problem, usedBy) {
    super(`${file}: ${problem}${usedBy.length ? ` (featuredImage of ${usedBy.join(', ')})` : ''}`);
    this.name = 'PhotoError';
  }
}

async function encode(input, out, avifEffort) {
  const height = Math.round((out.width * PHOTO_SIZE.height) / PHOTO_SIZE.width);
  const image = sharp(input).rotate().resize({ width: out.width, height, fit: 'cover', position: sharp.strategy.attention });
  if (out.format === 'avif') return image.avif({ quality: 55, effort: avifEffort }).toBuffer();
  if (out.format === 'webp') return image.webp({ quality: 78 }).toBuffer();
  return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** Reads and checks one photo; returns its bytes. */
async function readPhoto(root, photo, usedBy) {
  const file = path.join(PHOTO_DIR, photo.slice('photos/'.length));
  const full = path.join(root, file);
  if (!existsSync(full)) throw new PhotoError(file, 'does not exist: upload it again or change featuredImage', usedBy);
  const bytes = readFileSync(full);
  let meta;
  try {
    meta = await sharp(bytes).metadata();
  } catch (error) {
    throw new PhotoError(file, `cannot be read as an image (${String(error.message).split('\n')[0]})`, usedBy);
  }
  if (!FORMATS.includes(meta.format)) throw new PhotoError(file, `is ${meta.format ?? 'an unknown format'}: use a JPEG, PNG or WebP photo`, usedBy);
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  if (width < PHOTO_SIZE.width) throw new PhotoError(file, `is ${width} px wide: a featured photo must be at least ${PHOTO_SIZE.width} px wide`, usedBy);
  return bytes;
}

/**
 * Makes the published files of every photo in `uses` (photo path -> files that use it) under `root`, using and
 * updating the cache manifest `cacheFile`. Removes published files of photos no longer used. `avifEffort` (0-9)
 * trades AVIF encoding time for size; the build uses the artwork's 4, tests a faster 0.
 */
export async function buildPhotos({ root, uses, cacheFile, avifEffort = 4 }) {
  const cache = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : {};
  const next = {};
  const byName = new Map();
  let encoded = 0;
  let cached = 0;
  for (const [photo, usedBy] of [...uses].sort(([a], [b]) => a.localeCompare(b))) {
    const name = photoName(photo);
    const twin = byName.get(name);
    if (twin) throw new PhotoError(path.join(PHOTO_DIR, photo.slice('photos/'.length)), `publishes as ${name}, like ${twin}: rename one of them`, usedBy);
    byName.set(name, photo);
    const bytes = await readPhoto(root, photo, usedBy);
    const hash = createHash('sha256').update(`${ENCODING} avif-effort-${avifEffort}`).update(bytes).digest('hex');
    const outputs = photoOutputs(name);
    next[name] = { photo, hash };
    if (cache[name]?.hash === hash && outputs.every((o) => existsSync(path.join(root, o.file)))) {
      cached += 1;
      continue;
    }
    for (const out of outputs) {
      const file = path.join(root, out.file);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await encode(bytes, out, avifEffort));
    }
    encoded += 1;
  }
  removeStale(root, new Set(Object.keys(next).flatMap((name) => photoOutputs(name).map((o) => path.join(root, o.file)))));
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, `${JSON.stringify(next, null, 2)}\n`);
  return { encoded, cached };
}

/** Published photo files whose photo is gone or renamed would still be deployed: delete them. */
function removeStale(root, keep) {
  for (const dir of ['public/images/photos', 'public/og/photos']) {
    const full = path.join(root, dir);
    if (!existsSync(full)) continue;
    for (const f of readdirSync(full)) if (!keep.has(path.join(full, f))) rmSync(path.join(full, f));
  }
}
