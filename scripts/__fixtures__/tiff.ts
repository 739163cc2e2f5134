/**
 * A one-pixel grey TIFF written byte by byte, optionally with a GPS block (latitude and longitude of El Paso), as a
 * scanner, a camera's RAW (DNG) or a phone app might save it. sharp cannot make one: it writes no GPS tags into a TIFF.
 */
type TiffOptions = { gps?: boolean; bigEndian?: boolean };

type Entry = { tag: number; type: number; count: number; value: number | Buffer };

const SHORT = 3;
const LONG = 4;
const ASCII = 2;
const RATIONAL = 5;

export function tiff({ gps = false, bigEndian = false }: TiffOptions = {}): Buffer {
  const u16 = (n: number) => {
    const b = Buffer.alloc(2);
    if (bigEndian) b.writeUInt16BE(n);
    else b.writeUInt16LE(n);
    return b;
  };
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    if (bigEndian) b.writeUInt32BE(n);
    else b.writeUInt32LE(n);
    return b;
  };
  const rationals = (...pairs: [number, number][]) => Buffer.concat(pairs.flatMap(([a, b]) => [u32(a), u32(b)]));
  const ifdSize = (entries: number) => 2 + entries * 12 + 4;

  // Layout: header, IFD0, the GPS IFD, the GPS values, the one pixel.
  const ifd0Count = gps ? 10 : 9;
  const gpsAt = 8 + ifdSize(ifd0Count);
  const latitudeAt = gpsAt + ifdSize(4);
  const longitudeAt = latitudeAt + 24;
  const pixelAt = gps ? longitudeAt + 24 : gpsAt;

  const ifd0: Entry[] = [
    { tag: 256, type: SHORT, count: 1, value: 1 }, // ImageWidth
    { tag: 257, type: SHORT, count: 1, value: 1 }, // ImageLength
    { tag: 258, type: SHORT, count: 1, value: 8 }, // BitsPerSample
    { tag: 259, type: SHORT, count: 1, value: 1 }, // Compression: none
    { tag: 262, type: SHORT, count: 1, value: 1 }, // PhotometricInterpretation: black is zero
    { tag: 273, type: LONG, count: 1, value: pixelAt }, // StripOffsets
    { tag: 277, type: SHORT, count: 1, value: 1 }, // SamplesPerPixel
    { tag: 278, type: SHORT, count: 1, value: 1 }, // RowsPerStrip
    { tag: 279, type: LONG, count: 1, value: 1 }, // StripByteCounts
    ...(gps ? [{ tag: 0x8825, type: LONG, count: 1, value: gpsAt }] : []), // GPSInfo
  ];
  const gpsIfd: Entry[] = [
    { tag: 1, type: ASCII, count: 2, value: Buffer.from('N\0') }, // GPSLatitudeRef
    { tag: 2, type: RATIONAL, count: 3, value: latitudeAt }, // GPSLatitude
    { tag: 3, type: ASCII, count: 2, value: Buffer.from('W\0') }, // GPSLongitudeRef
    { tag: 4, type: RATIONAL, count: 3, value: longitudeAt }, // GPSLongitude
  ];
  const ifd = (entries: Entry[]) =>
    Buffer.concat([
      u16(entries.length),
      ...entries.map(({ tag, type, count, value }) => {
        // A value of 4 bytes or fewer sits in the entry itself, left-aligned; a SHORT takes the first two bytes.
        const field =
          typeof value !== 'number'
            ? Buffer.concat([value, Buffer.alloc(4 - value.length)])
            : type === SHORT
              ? Buffer.concat([u16(value), Buffer.alloc(2)])
              : u32(value);
        return Buffer.concat([u16(tag), u16(type), u32(count), field]);
      }),
      u32(0), // no next IFD
    ]);

  return Buffer.concat([
    Buffer.from(bigEndian ? 'MM' : 'II', 'latin1'),
    u16(42),
    u32(8),
    ifd(ifd0),
    ...(gps
      ? [
          ifd(gpsIfd),
          rationals([31, 1], [45, 1], [0, 1]),
          rationals([106, 1], [29, 1], [0, 1]),
        ]
      : []),
    Buffer.from([0x80]),
  ]);
}
