import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { photoOutputs } from '../lib/format/photo-names';
import { buildPhotos, photoLocationProblems, removeLocation } from './photo-pipeline';

/** A camera-like JPEG carrying a GPS position in its EXIF. */
const photo = (width: number, height: number, color = '#c98a6b', format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .withExif({
      IFD0: { Copyright: 'Studio' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 45/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '106/1 29/1 0/1' },
    })
    .toBuffer();
/** A still PNG turned into an animated one: an animation-control (acTL) chunk before its image data, as APNG has. */
async function animatedPng(): Promise<Buffer> {
  const png = await photo(1300, 700, '#c98a6b', 'png');
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const acTL = Buffer.alloc(8);
  acTL.writeUInt32BE(2, 0); // two frames
  const afterHeader = 8 + 12 + png.readUInt32BE(8); // the signature, then IHDR
  return Buffer.concat([png.subarray(0, afterHeader), chunk('acTL', acTL), png.subarray(afterHeader)]);
}
/** EXIF tag 0x8825 points at the GPS block (little-endian, as sharp writes it). */
const hasGps = (exif?: Buffer) => !!exif && exif.includes(Buffer.from([0x25, 0x88]));

let root: string;
const cacheFile = () => path.join(root, '.cache/photos.json');
const put = async (name: string, bytes: Buffer | Promise<Buffer>) =>
  writeFileSync(path.join(root, 'content/photos', name), await bytes);
const run = (uses: Record<string, string[]>) =>
  buildPhotos({ root, uses: new Map(Object.entries(uses)), cacheFile: cacheFile(), avifEffort: 0 });

// Each encode makes seven files; on a busy two-core machine that takes a few seconds.
jest.setTimeout(30_000);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'photos-'));
  mkdirSync(path.join(root, 'content/photos'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildPhotos', () => {
  it('publishes AVIF and WebP at every width and the 1200x630 JPEG, without the GPS position', async () => {
    await put('Facial Room.jpg', photo(2000, 1500));
    expect(hasGps((await sharp(path.join(root, 'content/photos/Facial Room.jpg')).metadata()).exif)).toBe(true);
    expect(await run({ 'photos/Facial Room.jpg': ['content/blog/a.md'] })).toEqual({ encoded: 1, cached: 0 });
    const outputs = photoOutputs('photos/facial-room');
    expect(outputs.map((o) => o.file)).toEqual([
      'public/images/photos/facial-room-480.avif',
      'public/images/photos/facial-room-480.webp',
      'public/images/photos/facial-room-800.avif',
      'public/images/photos/facial-room-800.webp',
      'public/images/photos/facial-room-1200.avif',
      'public/images/photos/facial-room-1200.webp',
      'public/og/photos/facial-room.jpg',
    ]);
    for (const out of outputs) {
      const meta = await sharp(path.join(root, out.file)).metadata();
      expect({
        file: out.file,
        format: meta.format,
        width: meta.width,
        height: meta.height,
        gps: hasGps(meta.exif),
        exif: !!meta.exif,
      }).toEqual({
        file: out.file,
        format: out.format === 'avif' ? 'heif' : out.format,
        width: out.width,
        height: Math.round((out.width * 630) / 1200),
        gps: false,
        exif: false,
      });
    }
  });

  it('does not encode an unchanged photo again, and does when it changes', async () => {
    await put('glow.png', photo(1400, 900, '#e3c98f', 'png'));
    await run({ 'photos/glow.png': ['content/blog/a.md'] });
    const og = path.join(root, 'public/og/photos/glow.jpg');
    const firstWrite = statSync(og).mtimeMs;
    expect(await run({ 'photos/glow.png': ['content/blog/a.md'] })).toEqual({ encoded: 0, cached: 1 });
    expect(statSync(og).mtimeMs).toBe(firstWrite);
    await put('glow.png', photo(1400, 900, '#2f2a26', 'png'));
    expect(await run({ 'photos/glow.png': ['content/blog/a.md'] })).toEqual({ encoded: 1, cached: 0 });
  });

  it('accepts WebP and removes the files of a photo no longer used', async () => {
    const stale = ['public/og/photos/old.jpg', 'public/images/photos/old-480.webp'].map((f) => path.join(root, f));
    for (const file of stale) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, 'published before the post changed its photo');
    }
    await put('new.webp', photo(1200, 800, '#a9b59a', 'webp'));
    await run({ 'photos/new.webp': ['content/blog/a.md'] });
    expect(existsSync(path.join(root, 'public/og/photos/new.jpg'))).toBe(true);
    expect(stale.filter((file) => existsSync(file))).toEqual([]);
  });

  it.each([
    [
      'missing',
      async () => undefined,
      'content/photos/gone.jpg: does not exist: upload it again or change featuredImage (featuredImage of content/blog/a.md)',
    ],
    [
      'unreadable',
      async () => put('gone.jpg', Buffer.from('not a picture')),
      /^content\/photos\/gone\.jpg: cannot be read as an image \(.+\) \(featuredImage of content\/blog\/a\.md\)$/,
    ],
    [
      'too narrow',
      async () => put('gone.jpg', photo(1199, 900)),
      'content/photos/gone.jpg: is 1199 px wide: a featured photo must be at least 1200 px wide (featuredImage of content/blog/a.md)',
    ],
    [
      'a GIF',
      async () =>
        put(
          'gone.jpg',
          sharp({ create: { width: 1300, height: 700, channels: 3, background: '#fff' } })
            .gif()
            .toBuffer(),
        ),
      'content/photos/gone.jpg: is gif: use a JPEG, PNG or WebP photo (featuredImage of content/blog/a.md)',
    ],
    [
      'an animated PNG',
      async () => put('gone.jpg', animatedPng()),
      'content/photos/gone.jpg: is an animated PNG: use a still photo (featuredImage of content/blog/a.md)',
    ],
    [
      'a link to a photo elsewhere on the machine',
      async () => {
        writeFileSync(path.join(root, 'elsewhere.jpg'), await photo(1300, 700));
        symlinkSync(path.join(root, 'elsewhere.jpg'), path.join(root, 'content/photos/gone.jpg'));
      },
      'content/photos/gone.jpg: is a link to another file, not a photo: put the photo itself in content/photos/ (featuredImage of content/blog/a.md)',
    ],
  ])('fails with one line naming the file when the photo is %s', async (_, setup, message) => {
    await setup();
    const error = await run({ 'photos/gone.jpg': ['content/blog/a.md'] }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).not.toContain('\n');
    expect((error as Error).message).toMatch(message);
    expect(existsSync(cacheFile()) && readFileSync(cacheFile(), 'utf8').includes('gone')).toBe(false);
  });
});

describe('photoLocationProblems', () => {
  const gps = {
    GPSLatitudeRef: 'N',
    GPSLatitude: '31/1 45/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '106/1 29/1 0/1',
  };
  const fix =
    'carries the GPS position where it was taken: run node scripts/photos.mjs --remove-location, check the photo and commit it';

  it('reads every file by its content, whatever its name or size, and names each one that places the photo', async () => {
    // A 48-megapixel phone photo: over the build's 40-megapixel limit for publishing, not for this check.
    await put('phone-48mp.jpg', photo(8000, 6000));
    await put('noext', photo(1300, 900));
    await put('IMG_0001.HEIC', photo(1300, 900, '#c98a6b', 'webp'));
    await put(
      'destination-only.jpg',
      sharp({ create: { width: 1300, height: 900, channels: 3, background: '#fff' } })
        .jpeg()
        .withExif({
          IFD3: {
            GPSDestLatitudeRef: 'N',
            GPSDestLatitude: '31/1 45/1 0/1',
            GPSDestLongitudeRef: 'W',
            GPSDestLongitude: '106/1 29/1 0/1',
          },
        })
        .toBuffer(),
    );
    await put(
      'scan.avif',
      sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
        .avif()
        .withExif({ IFD3: gps })
        .toBuffer(),
    );
    await put(
      'clean.png',
      sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    await put('garbage.jpg', Buffer.from('not a picture at all'));
    const problems = await photoLocationProblems(root);
    expect(problems.map((p) => p.file).sort()).toEqual(
      ['IMG_0001.HEIC', 'destination-only.jpg', 'garbage.jpg', 'noext', 'phone-48mp.jpg', 'scan.avif']
        .sort()
        .map((name) => `content/photos/${name}`),
    );
    expect(problems.find((p) => p.file.endsWith('phone-48mp.jpg'))?.message).toBe(
      `content/photos/phone-48mp.jpg: ${fix}`,
    );
    // A file that cannot be read is a failure, not a pass: nobody can tell whether it carries a position.
    expect(problems.find((p) => p.file.endsWith('garbage.jpg'))?.message).toMatch(
      /cannot be read as a photo.*export it as JPEG/,
    );
  });

  it('--remove-location turns a 48-megapixel original into a clean photo of at most 2,400 px the build publishes', async () => {
    await put('phone-48mp.jpg', photo(8000, 6000));
    await removeLocation(path.join(root, 'content/photos/phone-48mp.jpg'));
    const fixed = await sharp(path.join(root, 'content/photos/phone-48mp.jpg')).metadata();
    expect({ width: fixed.width, height: fixed.height, exif: fixed.exif }).toEqual({
      width: 2400,
      height: 1800,
      exif: undefined,
    });
    expect(await photoLocationProblems(root)).toEqual([]);
    expect(await run({ 'photos/phone-48mp.jpg': ['content/blog/a.md'] })).toEqual({ encoded: 1, cached: 0 });
  });
});
