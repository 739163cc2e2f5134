#!/usr/bin/env node
/**
 * Draws the PNG app icons from the favicon, app/icon.svg, so every icon is the same mark:
 *   public/icons/icon-192.png, icon-512.png   rounded square, for browsers and the web app manifest
 *   public/icons/icon-maskable-512.png        full-bleed square: the platform cuts its own shape (the mark sits
 *                                             inside the central 80% safe zone already)
 *   app/apple-icon.png (180 px)               full-bleed square: iOS rounds the corners itself
 *
 *   node scripts/generate-icons.mjs
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const rounded = readFileSync(path.join(root, 'app/icon.svg'), 'utf8');
const square = rounded.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, '$1');
if (square === rounded) throw new Error('app/icon.svg: expected a background <rect rx="…"> to square off');

const outputs = [
  { file: 'public/icons/icon-192.png', svg: rounded, size: 192 },
  { file: 'public/icons/icon-512.png', svg: rounded, size: 512 },
  { file: 'public/icons/icon-maskable-512.png', svg: square, size: 512 },
  { file: 'app/apple-icon.png', svg: square, size: 180 },
];

for (const { file, svg, size } of outputs) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(root, file));
}
console.log(`icons: ${outputs.map((o) => o.file).join(', ')}`);
