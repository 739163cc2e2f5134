/**
 * Turns the photos posts use (content/photos/*) into published files with sharp: AVIF + WebP at every card width
 * and the 1200x630 JPEG link preview, all cropped to 1200x630 around the most interesting region; and the gallery's
 * photos (content/gallery.json) into AVIF + WebP at the gallery's widths, cropped to 1200x800 like the illustrations
 * they replace. sharp writes no
 * metadata unless asked, so EXIF (GPS position, camera serial) never reaches public/. Results are cached by the
 * photo's content hash: an unchanged photo is not encoded again. Every photo is untrusted input: at most
 * MAX_PHOTO_BYTES and MAX_PHOTO_PIXELS, recognised by its first bytes (an SVG or a web page renamed .jpg never
 * reaches a decoder), decoded once, with a time limit. Anything wrong stops the build with one line naming the
 * file (PhotoError). photoLocationProblems finds originals that still carry the GPS position they were taken at.
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import { UPLOAD_MAX_SIDE } from '../editor/editor-rules';
import { parseFrontMatter } from '../lib/posts/front-matter';
import {
  galleryPhotoName,
  isPhotoPath,
  PHOTO_DIR,
  photoName,
  photoOutputs,
  photoShape,
} from '../lib/format/photo-names';
import { firstBytes, photoKind } from './photo-content';

/** Bump when the encoding settings change, so cached results are made again. */
const ENCODING = 'v2 decode-once attention-crop flatten-white avif55 webp78 jpeg82-mozjpeg';
/** 40 megapixels: more than any phone or most cameras; a small file claiming more (a decompression bomb) stops here. */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** 25 MB: a full-quality camera JPEG is well under it. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/** A photo that takes longer than this to decode or encode is not a photo the site wants. */
const TIMEOUT_SECONDS = 30;
/** sharp's decoder settings for every photo: the pixel limit, and a truncated or corrupt file fails instead of publishing half an image. */
const INPUT: SharpOptions = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'warning' };

type Decoded = { data: Buffer; info: OutputInfo };
type PhotoOutput = ReturnType<typeof photoOutputs>[number];

/** What a photo is used as, for the end of its problem's line: a post's featured image or a gallery photo. */
export type PhotoRole = 'featuredImage' | 'gallery photo';

export class PhotoError extends Error {
  constructor(file: string, problem: string, usedBy: string[] = [], role: PhotoRole = 'featuredImage') {
    super(`${file}: ${problem}${usedBy.length ? ` (${role} of ${usedBy.join(', ')})` : ''}`);
    this.name = 'PhotoError';
  }
}

/** The format a file's first bytes announce, whatever its name says, among those a decoder is ever given. */
function sniff(bytes: Buffer): 'jpeg' | 'png' | 'webp' | 'gif' | undefined {
  const kind = photoKind(bytes);
  return kind === 'jpeg' || kind === 'png' || kind === 'webp' || kind === 'gif' ? kind : undefined;
}

const firstLine = (error: unknown) => String((error as Error | undefined)?.message ?? error).split('\n')[0];
const megapixels = (pixels: number) => `${Math.round(pixels / 1e6)} megapixels`;

/** Decodes a photo once: upright (EXIF orientation applied), on white, cropped to its shape at its largest size. */
async function decode(bytes: Buffer, shape: { width: number; height: number }): Promise<Decoded> {
  return sharp(bytes, INPUT)
    .timeout({ seconds: TIMEOUT_SECONDS })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .resize({ width: shape.width, height: shape.height, fit: 'cover', position: sharp.strategy.attention })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
}

/** One published file from the decoded crop; written without any metadata. */
async function encode({ data, info }: Decoded, out: PhotoOutput, avifEffort: number): Promise<Buffer> {
  const height = Math.round((out.width * info.height) / info.width);
  const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .timeout({ seconds: TIMEOUT_SECONDS })
    .resize({ width: out.width, height });
  if (out.format === 'avif') return image.avif({ quality: 55, effort: avifEffort }).toBuffer();
  if (out.format === 'webp') return image.webp({ quality: 78 }).toBuffer();
  return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/**
 * photo path -> the posts that use it, from every post of both languages under `root`. This is the build's first
 * read of the posts, so front matter that is not YAML (`---js` and the like) stops the build here, naming the file;
 * a link is refused before it is read, since its target could be any file of the build machine.
 */
export function photoUses(root: string): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  for (const blogDir of ['content/blog/en', 'content/blog/es']) {
    if (!existsSync(path.join(root, blogDir))) continue;
    for (const f of readdirSync(path.join(root, blogDir)).filter((name) => /\.(md|markdown)$/.test(name))) {
      const file = path.join(root, blogDir, f);
      if (!lstatSync(file).isFile())
        throw new Error(`${blogDir}/${f}: is a link or a folder, not a post: put the post itself here`);
      let image: unknown;
      try {
        image = parseFrontMatter(readFileSync(file, 'utf8')).data.featuredImage;
      } catch (error) {
        throw new Error(`${blogDir}/${f}: front matter ${(error as Error).message}`);
      }
      if (typeof image === 'string' && isPhotoPath(image.trim()))
        uses.set(image.trim(), [...(uses.get(image.trim()) ?? []), `${blogDir}/${f}`]);
    }
  }
  return uses;
}

/**
 * photo path -> where the gallery shows it ("content/gallery.json no. 3"), read leniently from content/gallery.json
 * under `root`: the file's own rules are the content check's (editor/gallery-schema.ts), so a file that is not
 * valid simply names no photo here.
 */
export function galleryPhotoUses(root: string): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  const file = path.join(root, 'content/gallery.json');
  let images: unknown;
  try {
    images = (JSON.parse(readFileSync(file, 'utf8')) as { images?: unknown }).images;
  } catch {
    return uses;
  }
  if (!Array.isArray(images)) return uses;
  images.forEach((entry: { type?: unknown; photo?: unknown } | null, i) => {
    const photo = entry?.photo;
    if (entry?.type === 'photo' && typeof photo === 'string' && isPhotoPath(photo))
      uses.set(photo, [...(uses.get(photo) ?? []), `content/gallery.json no. ${i + 1}`]);
  });
  return uses;
}

/**
 * True for an animated PNG (APNG): a PNG whose animation-control chunk (acTL) comes before its image data. sharp
 * reads only its first frame, so it would pass for a still photo.
 */
export function isAnimatedPng(bytes: Buffer): boolean {
  let at = 8; // after the signature
  while (at + 8 <= bytes.length) {
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'acTL') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
    at += 12 + bytes.readUInt32BE(at);
  }
  return false;
}

/** Reads and checks one photo; returns its bytes. */
async function readPhoto(
  root: string,
  photo: string,
  usedBy: string[],
  role: PhotoRole,
  minWidth: number,
): Promise<Buffer> {
  const file = path.join(PHOTO_DIR, photo.slice('photos/'.length));
  const full = path.join(root, file);
  // A link would publish whatever file it points at on the build machine.
  if (existsSync(full) && lstatSync(full).isSymbolicLink())
    throw new PhotoError(
      file,
      'is a link to another file, not a photo: put the photo itself in content/photos/',
      usedBy,
      role,
    );
  if (!existsSync(full))
    throw new PhotoError(
      file,
      `does not exist: upload it again or change ${role === 'featuredImage' ? 'featuredImage' : 'the gallery photo'}`,
      usedBy,
      role,
    );
  const size = statSync(full).size;
  if (size > MAX_PHOTO_BYTES) {
    throw new PhotoError(
      file,
      `is ${(size / 1024 / 1024).toFixed(1)} MB: a photo may be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB, export a smaller copy`,
      usedBy,
      role,
    );
  }
  const bytes = readFileSync(full);
  const format = sniff(bytes);
  if (format === undefined)
    throw new PhotoError(
      file,
      'cannot be read as an image (it is not a JPEG, PNG or WebP file, whatever its name says)',
      usedBy,
      role,
    );
  let meta: Metadata;
  try {
    // The header only, no pixels: read without the pixel limit so an oversized photo gets its own message below.
    meta = await sharp(bytes, { ...INPUT, limitInputPixels: false }).metadata();
  } catch (error) {
    throw new PhotoError(file, `cannot be read as an image (${firstLine(error)})`, usedBy, role);
  }
  if (!['jpeg', 'png', 'webp'].includes(meta.format ?? ''))
    throw new PhotoError(file, `is ${meta.format ?? format}: use a JPEG, PNG or WebP photo`, usedBy, role);
  if ((meta.pages ?? 1) > 1)
    throw new PhotoError(file, `is animated (${meta.pages} frames): use a still photo`, usedBy, role);
  if (meta.format === 'png' && isAnimatedPng(bytes))
    throw new PhotoError(file, 'is an animated PNG: use a still photo', usedBy, role);
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > MAX_PHOTO_PIXELS) {
    throw new PhotoError(
      file,
      `is ${meta.width} x ${meta.height} px (${megapixels(pixels)}): a photo may have at most ${megapixels(MAX_PHOTO_PIXELS)}, export a smaller copy`,
      usedBy,
      role,
    );
  }
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  if (width < minWidth)
    throw new PhotoError(
      file,
      `is ${width} px wide: a ${role === 'featuredImage' ? 'featured' : 'gallery'} photo must be at least ${minWidth} px wide`,
      usedBy,
      role,
    );
  return bytes;
}

/**
 * Makes the published files of every photo in `uses` (photo path -> files that use it) under `root`, using and
 * updating the cache manifest `cacheFile`. Removes published files of photos no longer used. `avifEffort` (0-9)
 * trades AVIF encoding time for size; the build uses the artwork's 4, tests a faster 0.
 */
export async function buildPhotos({
  root,
  uses,
  galleryUses = new Map(),
  cacheFile,
  avifEffort = 4,
  problems,
}: {
  root: string;
  uses: Map<string, string[]>;
  /** photo path -> where the gallery shows it (content/gallery.json and the image's number): made at the gallery's shape. */
  galleryUses?: Map<string, string[]>;
  cacheFile: string;
  avifEffort?: number;
  /** Given, each bad photo's line is added here and the others are still published (the content check lists all). */
  problems?: string[];
}): Promise<{ encoded: number; cached: number }> {
  type Entry = { photo: string; hash: string };
  const cache: Record<string, Entry> = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : {};
  const next: Record<string, Entry> = {};
  const byName = new Map<string, string>();
  let encoded = 0;
  let cached = 0;
  const sorted = (map: Map<string, string[]>) => [...map].sort(([a], [b]) => a.localeCompare(b));
  const jobs = [
    ...sorted(uses).map(([photo, usedBy]) => ({
      photo,
      usedBy,
      name: photoName(photo),
      role: 'featuredImage' as const,
    })),
    ...sorted(galleryUses).map(([photo, usedBy]) => ({
      photo,
      usedBy,
      name: galleryPhotoName(photo),
      role: 'gallery photo' as const,
    })),
  ];
  for (const { photo, usedBy, name, role } of jobs) {
    const twin = byName.get(name);
    if (twin)
      throw new PhotoError(
        path.join(PHOTO_DIR, photo.slice('photos/'.length)),
        `publishes as ${name}, like ${twin}: rename one of them`,
        usedBy,
        role,
      );
    byName.set(name, photo);
    const shape = photoShape(name);
    let bytes: Buffer;
    try {
      bytes = await readPhoto(root, photo, usedBy, role, shape.width);
    } catch (error) {
      if (!(problems && error instanceof PhotoError)) throw error;
      problems.push(error.message);
      continue;
    }
    const hash = createHash('sha256').update(`${ENCODING} avif-effort-${avifEffort}`).update(bytes).digest('hex');
    const outputs = photoOutputs(name);
    next[name] = { photo, hash };
    if (cache[name]?.hash === hash && outputs.every((o) => existsSync(path.join(root, o.file)))) {
      cached += 1;
      continue;
    }
    const file = path.join(PHOTO_DIR, photo.slice('photos/'.length));
    let results: Buffer[];
    try {
      const decoded = await decode(bytes, shape);
      results = await Promise.all(outputs.map((out) => encode(decoded, out, avifEffort)));
    } catch (error) {
      const bad = new PhotoError(file, `cannot be decoded (${firstLine(error)})`, usedBy, role);
      if (!problems) throw bad;
      problems.push(bad.message);
      continue;
    }
    for (const [i, out] of outputs.entries()) {
      mkdirSync(path.dirname(path.join(root, out.file)), { recursive: true });
      writeFileSync(path.join(root, out.file), results[i]!);
    }
    encoded += 1;
  }
  removeStale(
    root,
    new Set(Object.keys(next).flatMap((name) => photoOutputs(name).map((o) => path.join(root, o.file)))),
  );
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, `${JSON.stringify(next, null, 2)}\n`);
  return { encoded, cached };
}

/** Published photo files whose photo is gone or renamed would still be deployed: delete them. */
function removeStale(root: string, keep: Set<string>) {
  for (const dir of ['public/images/photos', 'public/og/photos', 'public/images/gallery-photos']) {
    const full = path.join(root, dir);
    if (!existsSync(full)) continue;
    for (const f of readdirSync(full)) if (!keep.has(path.join(full, f))) rmSync(path.join(full, f));
  }
}

/** Reads one IFD of a TIFF block: tag -> the entry's offset. */
function ifdEntries(tiff: Buffer, offset: number, u16: (at: number) => number): Map<number, number> {
  const entries = new Map<number, number>();
  const count = u16(offset);
  for (let i = 0; i < count; i++) entries.set(u16(offset + 2 + i * 12), offset + 2 + i * 12);
  return entries;
}

/** True when EXIF (as sharp returns it) has a GPS block holding a position (where it was taken, or its destination). Big- and little-endian. */
export function exifHasGpsPosition(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.toString('latin1', 0, 6) === 'Exif\0\0' ? exif.subarray(6) : exif;
  try {
    const little = tiff.toString('latin1', 0, 2) === 'II';
    const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
    const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
    const gpsPointer = ifdEntries(tiff, u32(4), u16).get(0x8825);
    if (gpsPointer === undefined) return false;
    const gps = ifdEntries(tiff, u32(gpsPointer + 8), u16);
    // GPSLatitude, GPSLongitude, GPSDestLatitude, GPSDestLongitude: any of them places the photo.
    return [0x0002, 0x0004, 0x0014, 0x0016].some((tag) => gps.has(tag));
  } catch {
    // EXIF too damaged to follow: treat a GPS pointer anywhere in it as a position rather than let one through.
    return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
  }
}

/**
 * True for a TIFF-based file (TIFF, DNG and most camera RAW) whose own tags hold a GPS position: sharp reports no EXIF
 * for those, since a TIFF's tags are the file itself, so the file is read as the EXIF block it is.
 */
function tiffHasGpsPosition(full: string): boolean {
  return photoKind(firstBytes(full)) === 'tiff' && exifHasGpsPosition(readFileSync(full));
}

/**
 * The files in content/photos/ (repository-relative file and a one-line message) that carry the GPS position where
 * they were taken (in EXIF, GPS or GPSDest tags, or in XMP), or that cannot be read well enough to tell. Every file is
 * read by its content, whatever its name or size: the published files never carry metadata, but the original is
 * committed to the repository with the post.
 */
export async function photoLocationProblems(root: string): Promise<{ file: string; message: string }[]> {
  const dir = path.join(root, PHOTO_DIR);
  if (!existsSync(dir)) return [];
  const problems: { file: string; message: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isFile()) continue; // Not a photo at all: the content check names it.
    const file = path.join(PHOTO_DIR, entry.name);
    let meta: Metadata;
    try {
      // The header only: no pixel limit, so a 48-megapixel phone photo is read like any other.
      meta = await sharp(path.join(dir, entry.name), { limitInputPixels: false }).metadata();
    } catch {
      problems.push({
        file,
        message: new PhotoError(
          file,
          'cannot be read as a photo, so whether it carries the position where it was taken is unknown: export it as JPEG and upload that instead',
        ).message,
      });
      continue;
    }
    const xmp = meta.xmp?.toString('utf8') ?? '';
    if (
      exifHasGpsPosition(meta.exif) ||
      /GPS(Dest)?(Latitude|Longitude)/.test(xmp) ||
      tiffHasGpsPosition(path.join(dir, entry.name))
    ) {
      problems.push({
        file,
        message: new PhotoError(
          file,
          'carries the GPS position where it was taken: run node scripts/photos.mjs --remove-location, check the photo and commit it',
        ).message,
      });
    }
  }
  return problems;
}

/**
 * Rewrites an original without its metadata (location included), upright, at high quality, at most UPLOAD_MAX_SIDE
 * px on its longest side as the editor saves an upload, so a 48-megapixel phone photo put in by hand becomes usable.
 */
export async function removeLocation(full: string): Promise<void> {
  const image = sharp(readFileSync(full), { ...INPUT, limitInputPixels: false })
    .autoOrient()
    .resize({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .keepIccProfile();
  const format = (await image.metadata()).format;
  const out =
    format === 'png'
      ? image.png()
      : format === 'webp'
        ? image.webp({ quality: 95 })
        : image.jpeg({ quality: 95, mozjpeg: true });
  writeFileSync(full, await out.toBuffer());
}
