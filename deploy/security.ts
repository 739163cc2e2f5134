/**
 * The site's security policy in one place: the Content-Security-Policy (per page, with the sha256 hashes of that
 * page's inline scripts) and the HTTP headers written to out/_headers. deploy/nginx.conf carries the same headers
 * (a test compares them). Every third-party origin is listed with the feature that needs it.
 */
import { createHash } from 'node:crypto';
import { bookingProvider } from '../content/booking-provider';

/**
 * A third party and what the page may take from it. There is no `script`: no other company's script runs on the
 * public site's origin, which holds the visitor's remembered image-tool key; a third party's code stays in its frame.
 */
export type ThirdParty = {
  feature: string;
  frame?: string[];
  img?: string[];
  connect?: string[];
  formAction?: string[];
};
type Directives = Record<string, string[]>;

export const thirdParties: Record<string, ThirdParty> = {
  booking: {
    feature: 'Booking form (Jotform) in the booking dialog, in its frame; our own code answers its messages',
    frame: bookingProvider.origins,
    formAction: bookingProvider.formActions,
  },
  video: {
    feature: 'Educational videos: youtube-nocookie embeds after a click, thumbnails from i.ytimg.com',
    frame: ['https://www.youtube-nocookie.com'],
    img: ['https://i.ytimg.com'],
  },
  map: {
    feature: 'Google Maps embed of El Paso, framed only after the visitor presses "Show map"',
    frame: ['https://www.google.com', 'https://maps.google.com'],
  },
  heroTool: {
    feature: 'Hero image tool: Gemini generateContent call and the 1024x768 placeholder image',
    connect: ['https://generativelanguage.googleapis.com'],
    img: ['https://picsum.photos', 'https://fastly.picsum.photos'],
  },
};

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

const all = (kind: Exclude<keyof ThirdParty, 'feature'>) => Object.values(thirdParties).flatMap((p) => p[kind] ?? []);

/** The page's CSP, for a <meta http-equiv> (frame-ancestors cannot be set there: see the headers below). */
export function pageCsp(scriptHashes: string[]): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((h) => `'sha256-${h}'`)],
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
 * The editor's CSP (out-admin/admin.html, on the editor's own origin; no public page loads the editor). Decap CMS
 * styles itself with inline <style> (emotion), previews uploads as blob: and data: images and reads them back from
 * blob: before saving, and talks to the GitHub API (whose avatars it shows) and, when it signs in through Netlify,
 * to Netlify's sign-in API; the repository's own sign-in helper is on the same origin. It validates its
 * configuration with ajv, which compiles schemas with `new Function`: hence 'unsafe-eval', here only.
 */
export const adminSources = {
  connect: ["'self'", 'blob:'],
  img: ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
};

/**
 * Decap's local backend (decap-server on this computer) for `npm run cms`. Only the editor that scripts/serve.mjs
 * serves locally allows it; the page in out-admin/, which is what gets deployed, never does.
 */
export const localBackendSource = 'http://127.0.0.1:*';

export function adminCsp({
  localBackend = false,
  api = 'https://api.github.com',
  oauth,
}: { localBackend?: boolean; api?: string; oauth?: string } = {}): string {
  const connect = [...adminSources.connect, api, ...(oauth ? [oauth] : [])];
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': adminSources.img,
    'font-src': ["'self'", 'data:'],
    'connect-src': localBackend ? [...connect, localBackendSource] : connect,
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
export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'; upgrade-insecure-requests",
  // This host only: includeSubDomains would make browsers refuse plain http:// on every other name of the owner's
  // domain (a mail or shop service on a subdomain) for two years, which the studio cannot check ahead of time.
  'Strict-Transport-Security': 'max-age=63072000',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
};

/**
 * Cache-Control for each kind of response, the same on every host (out/_headers, deploy/nginx.conf,
 * scripts/serve.mjs; e2e/host-cases.ts holds them to it).
 */
export const cachePolicy = {
  /** Build assets (/_next/static/) carry a content hash in their names: a new build gives new names. */
  immutable: 'public, max-age=31536000, immutable',
  /**
   * Pages, feeds and every other file: asked again on each visit, so after a deploy no browser keeps a page that
   * points at deleted chunks. This is Cloudflare Pages' and Netlify's own default.
   */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Images keep their names when redrawn or replaced by a real photo: a day, then asked again. */
  image: 'public, max-age=86400',
  /** A 404 page is never stored (Cloudflare Pages' own rule for it). */
  notFound: 'no-store',
};
export const immutableCache = cachePolicy.immutable;

/** Paths whose files are images (public/images/, and the link previews in public/og/). */
export const imagePrefixes = ['/images/', '/og/'];

/**
 * out/_headers (Netlify / Cloudflare Pages format). Pages get no Cache-Control line: both hosts send the revalidate
 * policy by default (404s: no-store), and both join two matching rules' values into one header, so a `/*` line
 * would end up inside the immutable one.
 */
export function headersFile(): string {
  const lines = [
    '# Security headers for every response, long cache for hashed build assets and a day for images: written by npm run build from deploy/security.ts.',
    '/*',
    ...Object.entries(securityHeaders).map(([k, v]) => `  ${k}: ${v}`),
    '/_next/static/*',
    `  Cache-Control: ${cachePolicy.immutable}`,
    ...imagePrefixes.flatMap((prefix) => [`${prefix}*`, `  Cache-Control: ${cachePolicy.image}`]),
  ];
  return `${lines.join('\n')}\n`;
}

/** An inline script of a page: its attributes, its text and where its tag starts. */
export type InlineScript = { attrs: string; body: string; index: number };

/**
 * Inline scripts the browser executes, and inline Speculation Rules, which CSP governs like scripts (JSON-LD and
 * other data blocks are not scripts).
 */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  // Tag and attribute names in any case: a browser runs <SCRIPT> as it runs <script>.
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attrs = '', body = ''] = match;
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.trim().toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript', 'speculationrules'].includes(type)) continue;
    scripts.push({ attrs, body, index: match.index });
  }
  return scripts;
}

export const scriptHash = (body: string) => createHash('sha256').update(body, 'utf8').digest('base64');

/** The sha256 of each distinct inline script of the page. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map((script) => scriptHash(script.body)))];
}
