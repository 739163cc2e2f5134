import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads a color token (`--color-<name>`) from the Tailwind theme in app/globals.css, so places outside CSS that
 * need a brand color (the web app manifest, the browser's theme-color) use the same value the styles use.
 * Build-time only: it reads the file system.
 */
export function colorToken(
  name: string,
  css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8'),
): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css);
  if (!match) throw new Error(`app/globals.css has no color token --color-${name}`);
  return match[1]!;
}
