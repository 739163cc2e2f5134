/**
 * The few facts the font scripts read from a font file (WOFF2, WOFF or TrueType/OpenType): which characters it
 * draws, with which glyph, how wide each glyph is, and how tall a line of it is. Read straight from the OpenType
 * tables (cmap, head, hhea, hmtx), so the same code runs in the scripts and in Jest.
 */
import fontverter from 'fontverter';

type Sfnt = { data: Buffer; table: (tag: string) => number };

async function sfnt(font: Buffer): Promise<Sfnt> {
  const data: Buffer = await fontverter.convert(font, 'sfnt');
  const offsets = new Map<string, number>();
  for (let i = 0; i < data.readUInt16BE(4); i++) {
    const record = 12 + i * 16;
    offsets.set(data.toString('latin1', record, record + 4), data.readUInt32BE(record + 8));
  }
  const table = (tag: string) => {
    const at = offsets.get(tag);
    if (at === undefined) throw new Error(`the font has no ${tag} table`);
    return at;
  };
  return { data, table };
}

/** Character to glyph: the union of the cmap's format 4 (BMP) and format 12 subtables. */
function glyphMap({ data, table }: Sfnt): Map<number, number> {
  const cmap = table('cmap');
  const glyphs = new Map<number, number>();
  for (let i = 0; i < data.readUInt16BE(cmap + 2); i++) {
    const sub = cmap + data.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = data.readUInt16BE(sub);
    if (format === 4) {
      const segments = data.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const [start, end] = [data.readUInt16BE(starts + s * 2), data.readUInt16BE(ends + s * 2)];
        const [delta, rangeOffset] = [data.readInt16BE(deltas + s * 2), data.readUInt16BE(rangeOffsets + s * 2)];
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const glyph =
            rangeOffset === 0
              ? (c + delta) & 0xffff
              : data.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
          if (glyph !== 0) glyphs.set(c, glyph);
        }
      }
    } else if (format === 12) {
      for (let g = 0; g < data.readUInt32BE(sub + 12); g++) {
        const group = sub + 16 + g * 12;
        const [start, end, first] = [
          data.readUInt32BE(group),
          data.readUInt32BE(group + 4),
          data.readUInt32BE(group + 8),
        ];
        for (let c = start; c <= end; c++) glyphs.set(c, first + c - start);
      }
    }
  }
  return glyphs;
}

/** The Unicode code points a font draws. */
export async function fontCodePoints(font: Buffer): Promise<Set<number>> {
  return new Set(glyphMap(await sfnt(font)).keys());
}

/** A font's line metrics (hhea) and the advance width of each character of `text` (hmtx), in font units. */
export async function fontMetrics(font: Buffer, text: string) {
  const file = await sfnt(font);
  const { data, table } = file;
  const [head, hhea, hmtx] = [table('head'), table('hhea'), table('hmtx')];
  const longMetrics = data.readUInt16BE(hhea + 34);
  const glyphs = glyphMap(file);
  // Glyphs past the long metrics share the last advance width.
  const advance = (glyph: number) => data.readUInt16BE(hmtx + Math.min(glyph, longMetrics - 1) * 4);
  return {
    unitsPerEm: data.readUInt16BE(head + 18),
    ascent: data.readInt16BE(hhea + 4),
    descent: data.readInt16BE(hhea + 6),
    widths: [...text].map((c) => advance(glyphs.get(c.codePointAt(0)!) ?? 0)),
  };
}
