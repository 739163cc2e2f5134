#!/usr/bin/env node
/**
 * Makes the site's original artwork (no stock photos): soft brand-palette gradients, botanical line art,
 * desert skylines and illustrated before/after panels, written as AVIF + WebP at every width the site uses
 * (and a JPEG at public/og/<name>.jpg for every image drawn at the 1200x630 social-card size).
 *
 * Reads every manifest in content/artwork/*.json. Existing files are kept (a studio can drop in real photos
 * with the same names); pass --force to redraw everything.
 *
 *   node scripts/generate-images.mjs [--force] [name-prefix]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// STUDIO_ROOT: another folder holding content/artwork and public/ (new-post's tests draw into a scratch copy).
const root = process.env.STUDIO_ROOT ? path.resolve(process.env.STUDIO_ROOT) : path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');
// AVIF_EFFORT: how hard the AVIF encoder works (4 unless set); new-post's tests draw at 0, the same pictures sooner.
const avifEffort = Number(process.env.AVIF_EFFORT ?? 4);
const only = process.argv.slice(2).find((a) => !a.startsWith('--'));

const palette = {
  cream: '#fdfbf7',
  sand: '#f3eadc',
  blush: '#ecd3c4',
  gold: '#c39a4e',
  goldLight: '#e3c98f',
  charcoal: '#2f2a26',
  sage: '#a9b59a',
  terracotta: '#c98a6b',
};

/** Small deterministic PRNG so the same manifest always draws the same picture. */
function rng(seed) {
  let s = (seed * 2654435761) >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hsl = (h, s, l, a = 1) => `hsla(${h.toFixed(0)}, ${s}%, ${l}%, ${a})`;

function softBackground(w, h, hue, rand) {
  const blobs = Array.from({ length: 6 }, () => {
    const r = (0.25 + rand() * 0.35) * Math.max(w, h);
    return `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * h).toFixed(0)}" r="${r.toFixed(0)}" fill="${hsl(hue + rand() * 30 - 15, 45, 78 + rand() * 10, 0.55)}"/>`;
  }).join('');
  return `
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${hsl(hue, 45, 95)}"/>
        <stop offset="1" stop-color="${hsl(hue + 12, 40, 84)}"/>
      </linearGradient>
      <filter id="blur"><feGaussianBlur stdDeviation="${(Math.max(w, h) / 12).toFixed(0)}"/></filter>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <g filter="url(#blur)">${blobs}</g>`;
}

/** A stem with paired leaves, drawn as line art. */
function sprig(x, y, length, angle, scale, stroke, rand) {
  const leaves = [];
  const steps = 6;
  for (let i = 1; i <= steps; i++) {
    const t = i / (steps + 1);
    const ly = -length * t;
    const size = scale * (1 - t * 0.5) * (0.8 + rand() * 0.4);
    for (const side of [-1, 1]) {
      const tipX = side * size * 1.6;
      const tipY = ly - size * 1.1;
      leaves.push(
        `<path d="M0 ${ly.toFixed(1)} Q ${(side * size * 1.2).toFixed(1)} ${(ly - size * 0.1).toFixed(1)} ${tipX.toFixed(1)} ${tipY.toFixed(1)} Q ${(side * size * 0.3).toFixed(1)} ${(ly - size * 1.0).toFixed(1)} 0 ${ly.toFixed(1)} Z"/>`,
      );
    }
  }
  return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) rotate(${angle.toFixed(1)})" fill="none" stroke="${stroke}" stroke-width="${Math.max(1.5, scale / 12).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round">
    <path d="M0 0 Q ${(length * 0.08).toFixed(1)} ${(-length * 0.5).toFixed(1)} 0 ${(-length).toFixed(1)}"/>${leaves.join('')}</g>`;
}

function botanicals(w, h, rand, stroke, count = 3) {
  return Array.from({ length: count }, (_, i) => {
    const x = w * (0.08 + 0.84 * ((i + rand() * 0.6) / count));
    const len = h * (0.45 + rand() * 0.35);
    return sprig(
      x,
      h * (0.98 + rand() * 0.05),
      len,
      rand() * 30 - 15,
      Math.min(w, h) * (0.04 + rand() * 0.02),
      stroke,
      rand,
    );
  }).join('');
}

function drops(w, h, rand, color, n = 5) {
  return Array.from({ length: n }, () => {
    const x = rand() * w;
    const y = rand() * h;
    const r = Math.min(w, h) * (0.02 + rand() * 0.05);
    return `<path d="M${x.toFixed(0)} ${(y - r * 1.6).toFixed(0)} C ${(x + r).toFixed(0)} ${(y - r * 0.4).toFixed(0)} ${(x + r).toFixed(0)} ${(y + r).toFixed(0)} ${x.toFixed(0)} ${(y + r).toFixed(0)} C ${(x - r).toFixed(0)} ${(y + r).toFixed(0)} ${(x - r).toFixed(0)} ${(y - r * 0.4).toFixed(0)} ${x.toFixed(0)} ${(y - r * 1.6).toFixed(0)} Z" fill="${color}" opacity="0.55"/>`;
  }).join('');
}

function faceProfile(w, h, stroke) {
  // A single-line profile, facing right, scaled to the canvas.
  const s = Math.min(w, h) / 100;
  const ox = w * 0.55 - 30 * s;
  const oy = h * 0.5 - 45 * s;
  const d =
    'M30 5 C 50 0 66 12 66 30 C 66 36 70 40 72 44 C 73 46 70 47 68 47 C 69 50 68 52 66 53 C 67 55 66 57 64 58 C 64 64 60 68 52 68 C 48 68 46 72 46 80 L 46 92';
  return `<path transform="translate(${ox.toFixed(0)} ${oy.toFixed(0)}) scale(${s.toFixed(2)})" d="${d}" fill="none" stroke="${stroke}" stroke-width="${(1.4).toFixed(1)}" stroke-linecap="round"/>`;
}

function desert(w, h, hue, rand) {
  const ridge = (base, amp, color) => {
    const pts = [];
    const n = 9;
    for (let i = 0; i <= n; i++) pts.push([(w * i) / n, base - rand() * amp]);
    const d = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(0)} ${y.toFixed(0)}`).join(' ');
    return `<path d="${d} L ${w} ${h} L 0 ${h} Z" fill="${color}"/>`;
  };
  return `
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(hue + 180, 30, 86)}"/><stop offset="0.6" stop-color="${hsl(hue, 65, 88)}"/><stop offset="1" stop-color="${hsl(hue - 10, 70, 80)}"/>
    </linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${(w * (0.25 + rand() * 0.5)).toFixed(0)}" cy="${(h * 0.42).toFixed(0)}" r="${(h * 0.13).toFixed(0)}" fill="${palette.goldLight}" opacity="0.9"/>
    ${ridge(h * 0.62, h * 0.22, hsl(hue + 15, 25, 62, 0.85))}
    ${ridge(h * 0.74, h * 0.14, hsl(hue + 5, 30, 48, 0.9))}
    ${ridge(h * 0.86, h * 0.08, hsl(hue, 30, 34))}
    ${botanicals(w, h, rand, hsl(hue, 25, 22, 0.55), 2)}`;
}

function portrait(w, h, hue, rand) {
  const cx = w / 2;
  return `${softBackground(w, h, hue, rand)}
    <circle cx="${cx}" cy="${h * 0.36}" r="${w * 0.16}" fill="${hsl(hue + 5, 35, 70)}"/>
    <path d="M ${cx - w * 0.34} ${h} C ${cx - w * 0.3} ${h * 0.62} ${cx + w * 0.3} ${h * 0.62} ${cx + w * 0.34} ${h} Z" fill="${hsl(hue, 25, 30)}"/>
    <circle cx="${cx}" cy="${h * 0.5}" r="${w * 0.42}" fill="none" stroke="${palette.gold}" stroke-width="3" opacity="0.7"/>
    ${botanicals(w, h, rand, hsl(hue, 40, 40, 0.5), 2)}`;
}

/** An illustrated before/after panel: the left half shows the concern, the right half the calmer result. */
function beforeAfter(w, h, hue, rand, concern) {
  const half = w / 2;
  const skin = (light) => hsl(25 + (hue % 20), 45, light);
  const spots = (n, color, rMax) =>
    Array.from(
      { length: n },
      () =>
        `<circle cx="${(rand() * (half - 40) + 20).toFixed(0)}" cy="${(rand() * (h - 40) + 20).toFixed(0)}" r="${(2 + rand() * rMax).toFixed(1)}" fill="${color}"/>`,
    ).join('');
  const lines = (n) =>
    Array.from({ length: n }, (_, i) => {
      const y = h * (0.25 + (i * 0.5) / n);
      return `<path d="M ${half * 0.15} ${y.toFixed(0)} Q ${half * 0.5} ${(y - 10 - rand() * 8).toFixed(0)} ${half * 0.85} ${y.toFixed(0)}" stroke="${skin(48)}" stroke-width="3" fill="none" opacity="0.7"/>`;
    }).join('');
  const lips = (x, full) => {
    const cy = h / 2;
    const lw = half * 0.32;
    const top = full ? h * 0.09 : h * 0.05;
    const bottom = full ? h * 0.12 : h * 0.06;
    return `<path d="M ${x - lw} ${cy} C ${x - lw / 2} ${cy - top} ${x - lw * 0.15} ${cy - top * 1.1} ${x} ${cy - top * 0.6} C ${x + lw * 0.15} ${cy - top * 1.1} ${x + lw / 2} ${cy - top} ${x + lw} ${cy} C ${x + lw / 2} ${cy + bottom} ${x - lw / 2} ${cy + bottom} ${x - lw} ${cy} Z" fill="${hsl(352, full ? 50 : 35, full ? 58 : 62)}"/>`;
  };
  let before = '';
  let after = '';
  if (concern === 'acne') {
    before = spots(38, hsl(355, 55, 55, 0.75), 7) + spots(20, hsl(20, 40, 45, 0.5), 4);
    after = `<g transform="translate(${half} 0)">${spots(5, hsl(20, 35, 60, 0.25), 3)}</g>`;
  } else if (concern === 'scarring' || concern === 'texture') {
    before = spots(80, hsl(20, 35, 50, 0.45), 4);
    after = `<g transform="translate(${half} 0)">${spots(10, hsl(20, 30, 62, 0.2), 2)}</g>`;
  } else if (concern === 'lips') {
    before = lips(half / 2, false);
    after = lips(half * 1.5, true);
  } else if (concern === 'wrinkles') {
    before = lines(5);
    after = `<g transform="translate(${half} 0)" opacity="0.25">${lines(2)}</g>`;
  } else {
    before = spots(30, hsl(25, 40, 52, 0.45), 9);
    after = '';
  }
  return `
    <defs>
      <radialGradient id="glow" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${half}" height="${h}" fill="${skin(68)}"/>
    <rect x="${half}" width="${half}" height="${h}" fill="${skin(76)}"/>
    <rect x="${half}" width="${half}" height="${h}" fill="url(#glow)"/>
    ${before}${after}
    <rect x="${half - 2}" width="4" height="${h}" fill="${palette.cream}"/>`;
}

function draw(entry) {
  const { width: w, height: h, kind, hue = 35, seed = 1 } = entry;
  const rand = rng(seed);
  let body;
  switch (kind) {
    case 'hero':
      body = `${softBackground(w, h, hue, rand)}${botanicals(w, h, rand, hsl(hue, 35, 40, 0.45), 4)}${faceProfile(w, h, hsl(hue, 30, 30, 0.6))}`;
      break;
    case 'card':
      body = `${softBackground(w, h, hue, rand)}${drops(w, h, rand, hsl(hue, 45, 60), 4)}${botanicals(w, h, rand, hsl(hue, 35, 38, 0.5), 2)}`;
      break;
    case 'portrait':
      body = portrait(w, h, hue, rand);
      break;
    case 'location':
      body = desert(w, h, hue, rand);
      break;
    case 'before-after':
      body = beforeAfter(w, h, hue, rand, entry.concern ?? 'tone');
      break;
    case 'og':
      body = `${softBackground(w, h, hue, rand)}${botanicals(w, h, rand, hsl(hue, 35, 40, 0.45), 5)}${faceProfile(w, h, hsl(hue, 30, 30, 0.55))}<rect x="40" y="40" width="${w - 80}" height="${h - 80}" fill="none" stroke="${palette.gold}" stroke-width="4" rx="24"/>`;
      break;
    default:
      throw new Error(`${entry.name}: unknown artwork kind "${kind}"`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

function manifests() {
  const dir = path.join(root, 'content/artwork');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
}

/** The social-card size: images drawn at it also get a JPEG for link previews (socialImagePath in lib/format/social-image.ts). */
const SOCIAL = { width: 1200, height: 630 };

/** Output files for an entry, mirroring components/ui/artwork.tsx. */
export function outputsFor(entry) {
  const social = { file: `public/og/${entry.name}.jpg`, width: SOCIAL.width, format: 'jpeg' };
  if (entry.kind === 'og') return [social];
  const isSocialSize = entry.width === SOCIAL.width && entry.height === SOCIAL.height;
  return [
    ...entry.widths.flatMap((width) => [
      { file: `public/images/${entry.name}-${width}.avif`, width, format: 'avif' },
      { file: `public/images/${entry.name}-${width}.webp`, width, format: 'webp' },
    ]),
    ...(isSocialSize ? [social] : []),
  ];
}

async function main() {
  const entries = manifests().filter((e) => !only || e.name.startsWith(only));
  let written = 0;
  for (const entry of entries) {
    const svg = Buffer.from(draw(entry));
    for (const out of outputsFor(entry)) {
      const file = path.join(root, out.file);
      if (!force && existsSync(file)) continue;
      mkdirSync(path.dirname(file), { recursive: true });
      const img = sharp(svg, { density: 72 }).resize({ width: out.width });
      if (out.format === 'avif') await img.avif({ quality: 55, effort: avifEffort }).toFile(file);
      else if (out.format === 'webp') await img.webp({ quality: 78 }).toFile(file);
      else await img.jpeg({ quality: 82, mozjpeg: true }).toFile(file);
      written += 1;
    }
  }
  console.log(`artwork: ${entries.length} images, ${written} files written`);
}

await main();
