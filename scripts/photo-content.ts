/**
 * What a file in content/photos/ is by its content (its first bytes), whatever its name says. A name is only what
 * the uploader typed: a TIFF, a camera RAW (DNG) or an iPhone HEIC picture renamed .jpg passes every rule about names,
 * and sharp may read such a file without the metadata it carries (a TIFF's GPS position), so the content check
 * refuses every file whose content is not one the site publishes, used by a post or not.
 */
import { closeSync, lstatSync, openSync, readdirSync, readSync } from 'node:fs';
import path from 'node:path';
import { PHOTO_DIR, PHOTO_EXTENSIONS } from '../lib/format/photo-names';

/** The kinds of picture a file's first bytes can announce; the first three are the ones the site publishes. */
export type PhotoKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'heif' | 'bmp';

export const PUBLISHED_KINDS: readonly PhotoKind[] = ['jpeg', 'png', 'webp'];

/** How many first bytes photoKind needs. */
const KIND_BYTES = 16;

/** ISO media (HEIF) brands of pictures: iPhone HEIC, HEIF sequences, AVIF. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

/** The kind of picture a file's first bytes announce, or undefined when they announce none of these. */
export function photoKind(bytes: Buffer): PhotoKind | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (/^GIF8[79]a/.test(bytes.toString('latin1', 0, 6))) return 'gif';
  // TIFF, little- or big-endian, classic or BigTIFF; DNG and most camera RAW files are TIFF inside.
  const head = bytes.toString('latin1', 0, 4);
  if (['II*\0', 'MM\0*', 'II+\0', 'MM\0+'].includes(head)) return 'tiff';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(bytes.toString('latin1', 8, 12))) return 'heif';
  if (bytes.toString('latin1', 0, 2) === 'BM') return 'bmp';
  return undefined;
}

/** The kind in the owner's words. */
const KIND_NAMES: Record<PhotoKind, string> = {
  jpeg: 'a JPEG photo',
  png: 'a PNG picture',
  webp: 'a WebP picture',
  gif: 'a GIF picture',
  tiff: 'a TIFF or camera RAW (DNG) picture',
  heif: 'an iPhone HEIC (or HEIF/AVIF) picture',
  bmp: 'a BMP picture',
};

/** The first KIND_BYTES bytes of a file (fewer when it is shorter): enough for photoKind, without reading the rest. */
export function firstBytes(full: string): Buffer {
  const bytes = Buffer.alloc(KIND_BYTES);
  const fd = openSync(full, 'r');
  try {
    return bytes.subarray(0, readSync(fd, bytes, 0, KIND_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}

/** The problem of one photo file by its content, in the owner's words, or undefined when the site publishes its kind. */
export function photoContentProblem(file: string, bytes: Buffer): string | undefined {
  const kind = photoKind(bytes);
  if (kind && PUBLISHED_KINDS.includes(kind)) return undefined;
  if (!kind)
    return `${file}: is not a photo, whatever its name says (its content is not a JPEG, PNG or WebP image): delete this file`;
  return `${file}: is ${KIND_NAMES[kind]}, whatever its name says: the site publishes JPEG, PNG and WebP photos only, so export it as JPEG, upload that and delete this file`;
}

/**
 * One line per file in content/photos/ of `root` whose name says photo but whose content is not a JPEG, PNG or WebP
 * image, each naming the file, what it is and what to do. Other names, folders and links are refused by name
 * (lib/editor-files.ts), so they are not read here.
 */
export function photoContentProblems(root: string): { file: string; message: string }[] {
  const dir = path.join(root, PHOTO_DIR);
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return []; // No photo folder yet: nothing to check.
  }
  return names.flatMap((name) => {
    const file = `${PHOTO_DIR}/${name}`;
    const full = path.join(dir, name);
    if (!PHOTO_EXTENSIONS.includes(path.extname(name).toLowerCase()) || !lstatSync(full).isFile()) return [];
    const message = photoContentProblem(file, firstBytes(full));
    return message ? [{ file, message }] : [];
  });
}
