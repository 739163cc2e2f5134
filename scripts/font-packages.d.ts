// The two font tools ship no types; these are the calls scripts/font-subset.ts makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: {
      targetFormat: 'woff2' | 'woff' | 'sfnt';
      variationAxes?: Record<string, number | { min: number; max: number }>;
    },
  ): Promise<Buffer>;
}
declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, format: 'woff2' | 'woff' | 'sfnt'): Promise<Buffer> };
  export default fontverter;
}
declare module 'next/dist/compiled/@next/font/dist/fontkit' {
  const fontkit: unknown;
  export default fontkit;
}
