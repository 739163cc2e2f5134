/**
 * Hostile photos. Every file here is made at test time in a temporary folder: a truncated JPEG, a 20,000 x 20,000
 * PNG, an SVG and a web page named .jpg, an animated WebP, a file over the size cap, a CMYK JPEG, a 16-bit PNG, all
 * eight EXIF orientations, GPS in EXIF (both byte orders) and XMP, IPTC. Each either publishes clean files (no
 * metadata, upright, judged by a marked corner) or stops the build quickly with one line naming the file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { photoName, photoOutputs } from '../lib/format/photo-names';
import { buildPhotos, photoLocationProblems, removeLocation } from './photo-pipeline';

/** A failure must come well within this, even on a busy machine; alone each takes milliseconds. */
const FAIL_WITHIN_MS = 10_000;
const W = 1600;
const H = 1000;

let root: string;
const put = (name: string, bytes: Buffer) => writeFileSync(path.join(root, 'content/photos', name), bytes);
const run = (names: string[]) =>
  buildPhotos({
    root,
    uses: new Map(names.map((n) => [`photos/${n}`, ['content/blog/en/a-post.md']])),
    cacheFile: path.join(root, '.cache/photos.json'),
    avifEffort: 0,
  });

jest.setTimeout(60_000);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'photo-corpus-'));
  mkdirSync(path.join(root, 'content/photos'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The photo as it should look: red top-left quarter, blue top-right quarter, grey bottom half. No turn or flip keeps that. */
async function upright(): Promise<Buffer> {
  const block = (background: string) =>
    sharp({ create: { width: W / 2, height: H / 2, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp({ create: { width: W, height: H, channels: 3, background: '#808080' } })
    .composite([
      { input: await block('#d00000'), left: 0, top: 0 },
      { input: await block('#0000d0'), left: W / 2, top: 0 },
    ])
    .png()
    .toBuffer();
}

/** Pixels as a camera stores them for EXIF orientation n: the inverse of the turn or flip a viewer applies. */
async function asStored(image: Buffer, orientation: number): Promise<Buffer> {
  const step = async (input: Buffer, op: (s: Sharp) => Sharp) => op(sharp(input)).png().toBuffer();
  const flop = (s: Sharp) => s.flop();
  switch (orientation) {
    case 2:
      return step(image, flop);
    case 3:
      return step(image, (s) => s.rotate(180));
    case 4:
      return step(image, (s) => s.flip());
    case 5: // transpose: turn a quarter clockwise, then mirror
      return step(await step(image, (s) => s.rotate(90)), flop);
    case 6: // viewers turn it a quarter clockwise
      return step(image, (s) => s.rotate(270));
    case 7: // transverse: turn a quarter anticlockwise, then mirror
      return step(await step(image, (s) => s.rotate(270)), flop);
    case 8: // viewers turn it a quarter anticlockwise
      return step(image, (s) => s.rotate(90));
    default:
      return image;
  }
}

type Colour = 'red' | 'blue' | 'grey' | 'other';
function colourAt(data: Buffer, info: OutputInfo, x: number, y: number): Colour {
  const i = (Math.round(y * (info.height - 1)) * info.width + Math.round(x * (info.width - 1))) * info.channels;
  const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
  if (r > 150 && g < 80 && b < 80) return 'red';
  if (b > 150 && r < 80 && g < 80) return 'blue';
  if (Math.abs(r - 128) < 30 && Math.abs(g - 128) < 30 && Math.abs(b - 128) < 30) return 'grey';
  return 'other';
}

/** Every published file of a photo: the right size and format, no metadata at all; returns their pixels. */
async function expectCleanOutputs(photo: string) {
  const decoded = [];
  for (const out of photoOutputs(photoName(`photos/${photo}`))) {
    const file = path.join(root, out.file);
    const meta = await sharp(file).metadata();
    expect({
      file: out.file,
      width: meta.width,
      height: meta.height,
      exif: meta.exif,
      xmp: meta.xmp,
      iptc: meta.iptc,
      orientation: meta.orientation,
      depth: meta.depth,
      space: meta.space,
    }).toEqual({
      file: out.file,
      width: out.width,
      height: Math.round((out.width * 630) / 1200),
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      orientation: undefined,
      depth: 'uchar',
      space: 'srgb',
    });
    decoded.push({ file: out.file, ...(await sharp(file).raw().toBuffer({ resolveWithObject: true })) });
  }
  return decoded;
}

/** A JPEG with one more marker segment right after its start (how cameras and editors add EXIF, XMP and IPTC). */
function withSegment(jpeg: Buffer, marker: number, payload: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, marker]), length, payload, jpeg.subarray(2)]);
}

/** IPTC (caption and city) in a Photoshop APP13 block, as photo editors write it. */
function iptcSegment(): Buffer {
  const dataset = (tag: number, text: string) =>
    Buffer.concat([Buffer.from([0x1c, 0x02, tag, 0, text.length]), Buffer.from(text, 'latin1')]);
  let iptc = Buffer.concat([dataset(0x78, 'Facial room'), dataset(0x5a, 'El Paso')]);
  if (iptc.length % 2) iptc = Buffer.concat([iptc, Buffer.from([0])]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(iptc.length);
  return Buffer.concat([
    Buffer.from('Photoshop 3.0\0', 'latin1'),
    Buffer.from('8BIM', 'latin1'),
    Buffer.from([0x04, 0x04, 0, 0]),
    size,
    iptc,
  ]);
}

/** Big-endian ("MM", as iPhones write it) EXIF whose GPS block holds a latitude. */
function bigEndianGpsExif(): Buffer {
  const tiff = Buffer.alloc(68);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 at 8: one entry, the GPS pointer
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x8825, 10);
  tiff.writeUInt16BE(4, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt32BE(26, 18);
  tiff.writeUInt16BE(1, 26); // GPS IFD at 26: GPSLatitude, three rationals at 44
  tiff.writeUInt16BE(0x0002, 28);
  tiff.writeUInt16BE(5, 30);
  tiff.writeUInt32BE(3, 32);
  tiff.writeUInt32BE(44, 36);
  [31, 1, 45, 1, 0, 1].forEach((n, i) => tiff.writeUInt32BE(n, 44 + i * 4));
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

/** A valid W x H PNG for almost nothing: 1-bit grey, all black, so it deflates to a few kilobytes. */
function bigPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth 1, colour type 0 (grey)
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const plain = (format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width: W, height: H, channels: 3, background: '#c98a6b' } })
    .toFormat(format)
    .toBuffer();

describe('hostile photos', () => {
  it.each([
    [
      'a truncated JPEG',
      async () => (await plain()).subarray(0, 600),
      /^content\/photos\/bad\.jpg: cannot be decoded \(.+\) \(featuredImage of content\/blog\/en\/a-post\.md\)$/,
    ],
    [
      'a 20,000 x 20,000 PNG',
      async () => bigPng(20_000, 20_000),
      'content/photos/bad.jpg: is 20000 x 20000 px (400 megapixels): a photo may have at most 40 megapixels, export a smaller copy (featuredImage of content/blog/en/a-post.md)',
    ],
    [
      'an SVG named .jpg',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1000"><script>alert(1)</script></svg>',
        ),
      'content/photos/bad.jpg: cannot be read as an image (it is not a JPEG, PNG or WebP file, whatever its name says) (featuredImage of content/blog/en/a-post.md)',
    ],
    [
      'a web page named .jpg',
      async () => Buffer.from('<!DOCTYPE html><html><body><img src=x onerror=alert(1)></body></html>'),
      'content/photos/bad.jpg: cannot be read as an image (it is not a JPEG, PNG or WebP file, whatever its name says) (featuredImage of content/blog/en/a-post.md)',
    ],
    [
      'an animated WebP',
      async () => {
        const frame = (background: string) =>
          sharp({ create: { width: 1300, height: 700, channels: 3, background } })
            .png()
            .toBuffer();
        return sharp([await frame('#c98a6b'), await frame('#2f2a26'), await frame('#a9b59a')], {
          join: { animated: true },
        })
          .webp({ loop: 0, delay: 100 })
          .toBuffer();
      },
      'content/photos/bad.jpg: is animated (3 frames): use a still photo (featuredImage of content/blog/en/a-post.md)',
    ],
    [
      'over 25 MB',
      async () => Buffer.concat([await plain(), Buffer.alloc(26 * 1024 * 1024)]),
      /^content\/photos\/bad\.jpg: is 26\.\d MB: a photo may be at most 25 MB, export a smaller copy \(featuredImage of content\/blog\/en\/a-post\.md\)$/,
    ],
  ])('stops on %s within the time bound, with one line naming the file', async (_, make, message) => {
    put('bad.jpg', await make());
    const started = performance.now();
    const error = await run(['bad.jpg']).catch((e: Error) => e);
    expect(performance.now() - started).toBeLessThan(FAIL_WITHIN_MS);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).not.toMatch(/[\r\n]/);
    expect((error as Error).message).toMatch(message);
  });

  it('publishes every EXIF orientation upright: the marked corner is top-left in every file', async () => {
    const image = await upright();
    const names = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `orientation-${n}.jpg`);
    for (const [i, name] of names.entries()) {
      const stored = await sharp(await asStored(image, i + 1))
        .jpeg({ quality: 90 })
        .withMetadata({ orientation: i + 1 })
        .toBuffer();
      expect((await sharp(stored).metadata()).orientation).toBe(i + 1);
      put(name, stored);
    }
    expect(await run(names)).toEqual({ encoded: 8, cached: 0 });
    for (const name of names) {
      for (const { file, data, info } of await expectCleanOutputs(name)) {
        const corners = [
          colourAt(data, info, 0.25, 0.15),
          colourAt(data, info, 0.75, 0.15),
          colourAt(data, info, 0.25, 0.85),
          colourAt(data, info, 0.75, 0.85),
        ];
        expect({ file, corners }).toEqual({ file, corners: ['red', 'blue', 'grey', 'grey'] });
      }
    }
  });

  it('publishes a CMYK JPEG and a 16-bit PNG as 8-bit sRGB of the same colour', async () => {
    const colour = { r: 0xc9, g: 0x8a, b: 0x6b };
    put(
      'cmyk.jpg',
      await sharp({ create: { width: W, height: H, channels: 3, background: colour } })
        .toColourspace('cmyk')
        .jpeg()
        .toBuffer(),
    );
    put(
      'deep.png',
      await sharp({ create: { width: W, height: H, channels: 3, background: colour } })
        .toColourspace('rgb16')
        .png()
        .toBuffer(),
    );
    expect((await sharp(path.join(root, 'content/photos/cmyk.jpg')).metadata()).space).toBe('cmyk');
    expect((await sharp(path.join(root, 'content/photos/deep.png')).metadata()).depth).toBe('ushort');
    await run(['cmyk.jpg', 'deep.png']);
    for (const photo of ['cmyk.jpg', 'deep.png']) {
      for (const { file, data, info } of await expectCleanOutputs(photo)) {
        const i = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
        const close = [data[i]! - colour.r, data[i + 1]! - colour.g, data[i + 2]! - colour.b].every(
          (d) => Math.abs(d) < 24,
        );
        expect({ file, close }).toEqual({ file, close: true });
      }
    }
  });

  it('publishes a photo with GPS, XMP and IPTC without any of it, and the check names the original until its location is removed', async () => {
    const xmp =
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="31,45.0N" exif:GPSLongitude="106,29.0W"/></rdf:RDF></x:xmpmeta>';
    const tagged = await sharp(await asStored(await upright(), 6))
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Studio' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '31/1 45/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '106/1 29/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .withXmp(xmp)
      .toBuffer();
    put('everything.jpg', withSegment(tagged, 0xed, iptcSegment()));
    put(
      'xmp-only.png',
      await sharp(await plain('png'))
        .withXmp(xmp)
        .png()
        .toBuffer(),
    );
    put('big-endian.jpg', withSegment(await plain(), 0xe1, bigEndianGpsExif()));
    // Metadata without a position is not a problem for the check.
    put(
      'copyright-only.webp',
      await sharp(await plain('webp'))
        .withExif({ IFD0: { Copyright: 'Studio' } })
        .webp()
        .toBuffer(),
    );

    const original = await sharp(path.join(root, 'content/photos/everything.jpg')).metadata();
    expect({
      exif: !!original.exif,
      xmp: !!original.xmp,
      iptc: !!original.iptc,
      orientation: original.orientation,
    }).toEqual({ exif: true, xmp: true, iptc: true, orientation: 6 });

    await run(['everything.jpg', 'xmp-only.png', 'big-endian.jpg', 'copyright-only.webp']);
    for (const photo of ['everything.jpg', 'xmp-only.png', 'big-endian.jpg', 'copyright-only.webp'])
      await expectCleanOutputs(photo);

    const fix =
      'carries the GPS position where it was taken: run node scripts/photos.mjs --remove-location, check the photo and commit it';
    expect(await photoLocationProblems(root)).toEqual(
      ['big-endian.jpg', 'everything.jpg', 'xmp-only.png'].map((name) => ({
        file: `content/photos/${name}`,
        message: `content/photos/${name}: ${fix}`,
      })),
    );

    // The fix the message names: the originals lose their metadata, stay upright and keep their format.
    for (const { file } of await photoLocationProblems(root)) await removeLocation(path.join(root, file));
    expect(await photoLocationProblems(root)).toEqual([]);
    const fixed = await sharp(path.join(root, 'content/photos/everything.jpg')).metadata();
    expect({
      format: fixed.format,
      width: fixed.width,
      height: fixed.height,
      exif: fixed.exif,
      xmp: fixed.xmp,
      iptc: fixed.iptc,
    }).toEqual({ format: 'jpeg', width: W, height: H, exif: undefined, xmp: undefined, iptc: undefined });
    expect((await sharp(path.join(root, 'content/photos/xmp-only.png')).metadata()).format).toBe('png');
  });
});
