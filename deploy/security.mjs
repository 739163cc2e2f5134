/**
 * The site's security policy in one place: the Content-Security-Policy (per page, with the sha256 hashes of that
 * page's inline scripts) and the HTTP headers written to out/_headers. deploy/nginx.conf carries the same headers
 * (a test compares them). Every third-party origin is listed with the feature that needs it.
 */
import { createHash } from 'node:crypto';
import { bookingProvider } from '../content/booking-provider.mjs';

export const thirdParties = {
  booking: {
    feature: 'Booking form (Jotform) in the booking dialog, and its helper scripts (loadScript)',
    frame: bookingProvider.origins,
    script: ['https://cdn.jotfor.ms', 'https://*.jotform.com'],
    formAction: ['https://*.jotform.com'],
  },
  video: {
    feature: 'Educational videos: youtube-nocookie embeds after a click, thumbnails from i.ytimg.com',
    frame: ['https://www.youtube-nocookie.com'],
    img: ['https://i.ytimg.com'],
  },
  map: {
    feature: 'Google Maps embed of El Paso (lazy, below the fold)',
    frame: ['https://www.google.com', 'https://maps.google.com'],
  },
  heroTool: {
    feature: 'Hero image tool: Gemini generateContent call and the 1024x768 placeholder image',
    connect: ['https://generativelanguage.googleapis.com'],
    img: ['https://picsum.photos', 'https://fastly.picsum.photos'],
  },
};

const serialize = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

const all = (kind) => Object.values(thirdParties).flatMap((p) => p[kind] ?? []);

/** The page's CSP, for a <meta http-equiv> (frame-ancestors cannot be set there: see the headers below). */
export function pageCsp(scriptHashes) {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((h) => `'sha256-${h}'`), ...all('script')],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...all('img')],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...all('connect')],
    'frame-src': all('frame'),
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...all('formAction')],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  return serialize(directives);
}

/**
 * The editor's CSP (/admin only; no public page loads the editor). Decap CMS styles itself with inline <style>
 * (emotion), previews uploads as blob: and data: images and reads them back from blob: before saving, and talks to
 * one of: its local backend on 127.0.0.1 (`npm run cms`), Git Gateway on the same origin (Netlify), or the GitHub API (whose avatars it shows). It
 * validates its configuration with ajv, which compiles schemas with `new Function`: hence 'unsafe-eval', here only.
 */
export const adminSources = {
  connect: ["'self'", 'blob:', 'http://127.0.0.1:*', 'https://api.github.com'],
  img: ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
};

export function adminCsp() {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': adminSources.img,
    'font-src': ["'self'", 'data:'],
    'connect-src': adminSources.connect,
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return serialize(directives);
}

/** Headers for every response (what a <meta> CSP cannot do lives here). */
export const securityHeaders = {
  'Content-Security-Policy': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'; upgrade-insecure-requests",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
};

export const immutableCache = 'public, max-age=31536000, immutable';

/** out/_headers (Netlify / Cloudflare Pages format). */
export function headersFile() {
  const lines = ['/*', ...Object.entries(securityHeaders).map(([k, v]) => `  ${k}: ${v}`), '/_next/static/*', `  Cache-Control: ${immutableCache}`];
  return `${lines.join('\n')}\n`;
}

/**
 * Inline scripts the browser executes, and inline Speculation Rules, which CSP governs like scripts (JSON-LD and
 * other data blocks are not scripts).
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1];
    if (/\ssrc=/.test(attrs)) continue;
    const type = /\stype="([^"]*)"/.exec(attrs)?.[1];
    if (type && !['text/javascript', 'module', 'application/javascript', 'speculationrules'].includes(type)) continue;
    hashes.add(createHash('sha256').update(match[2], 'utf8').digest('base64'));
  }
  return [...hashes];
}
