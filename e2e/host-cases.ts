/**
 * One table of URLs and what every production host must answer for them: status, Location, content type, the
 * security headers of deploy/security.ts and its Cache-Control. e2e/nginx.spec.ts runs it against real nginx with
 * deploy/nginx.conf, e2e/cloudflare.spec.ts against Cloudflare's local runtime (wrangler pages dev) reading
 * out/_headers and out/_redirects. Rows come from the route list, the posts and the build, never from today's content.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { adminCsp, cachePolicy, securityHeaders } from '../deploy/security';
import { adminOrigins, buildSettings } from '@/editor/admin-page';
import { STATE_COOKIE } from '@/editor/github-oauth';
import { ui } from '@/content/ui';
import { getAllPosts } from '@/lib/posts/posts';
import { blogPostPath, languageNotFound, redirectStubs } from '@/site/routes';
import { expect } from './fixtures';

export type HostCase = {
  /** What the row stands for. */
  name: string;
  path: string;
  status: number;
  /** The exact Location header (a path), for redirects. */
  location?: string;
  /** Start of the Content-Type header; left out for redirects, whose body no one reads. */
  contentType?: string;
  /** The Cache-Control policy (deploy/security.ts cachePolicy), or none at all (redirects). */
  cache: keyof typeof cachePolicy | 'none';
  /** Text the body must hold (the right page, in the right language), and text it must not. */
  body?: string[];
  bodyExcludes?: string[];
};

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The first asset of a kind that the built home page references. */
function assetOfHome(out: string, pattern: RegExp, what: string): string {
  const found = pattern.exec(readFileSync(path.join(out, 'index.html'), 'utf8'))?.[0];
  if (!found) throw new Error(`out/index.html references no ${what}: is out/ a full build?`);
  return found;
}

export function hostCases(out: string): HostCase[] {
  const [newest] = getAllPosts('en');
  if (!newest) throw new Error('no English post in content/blog/en');
  const spanishMissPrefix = languageNotFound[0]!.prefix;
  const chunk = assetOfHome(out, /\/_next\/static\/chunks\/[^"]+\.js/, 'chunk');
  const image = assetOfHome(out, /\/images\/[^" ,?]+\.(avif|webp)/, 'image');
  const post = blogPostPath(newest.slug, 'en');
  const en = '<html lang="en"';
  const es = '<html lang="es"';
  return [
    { name: 'home', path: '/', status: 200, contentType: 'text/html', cache: 'revalidate', body: [en, '<h1'] },
    {
      name: 'Spanish home',
      path: '/es',
      status: 200,
      contentType: 'text/html',
      cache: 'revalidate',
      body: [es, '<h1'],
    },
    { name: 'newest post', path: post, status: 200, contentType: 'text/html', cache: 'revalidate', body: [en, '<h1'] },
    // One address per page: the file name and a trailing slash redirect to it, keeping the query (Cloudflare's 308).
    { name: 'page as its file', path: `${post}.html`, status: 308, location: post, cache: 'none' },
    {
      name: 'page with a trailing slash',
      path: `${post}/?utm_source=newsletter`,
      status: 308,
      location: `${post}?utm_source=newsletter`,
      cache: 'none',
    },
    { name: 'home as its file', path: '/index.html', status: 308, location: '/', cache: 'none' },
    { name: 'Spanish home with a trailing slash', path: '/es/', status: 308, location: '/es', cache: 'none' },
    ...redirectStubs.map(
      (variant): HostCase => ({
        name: 'link variant',
        path: variant.from,
        status: 301,
        location: variant.to,
        cache: 'none',
      }),
    ),
    {
      name: 'unknown post',
      path: '/blog/no-such-post-on-this-site',
      status: 404,
      contentType: 'text/html',
      cache: 'notFound',
      body: [en, asHtml(ui.en.notFound.heading)],
    },
    {
      name: 'miss under /es/',
      path: `${spanishMissPrefix}blog/no-existe-esta-entrada`,
      status: 404,
      contentType: 'text/html',
      cache: 'notFound',
      body: [es, asHtml(ui.es.notFound.heading)],
    },
    {
      // The editor has its own origin (adminHostCases): the public site, which runs third-party scripts, has none.
      name: 'no editor',
      path: '/admin',
      status: 404,
      contentType: 'text/html',
      cache: 'notFound',
      body: [en, asHtml(ui.en.notFound.heading)],
      bodyExcludes: ['/admin/cms.'],
    },
    {
      name: 'feed',
      path: '/feed.xml',
      status: 200,
      contentType: 'application/xml',
      cache: 'revalidate',
      body: ['<rss'],
    },
    { name: 'hashed chunk', path: chunk, status: 200, contentType: 'application/javascript', cache: 'immutable' },
    {
      name: 'deleted chunk',
      path: '/_next/static/chunks/deleted-by-a-deploy.js',
      status: 404,
      contentType: 'text/html',
      cache: 'notFound',
    },
    { name: 'image', path: image, status: 200, contentType: `image/${path.extname(image).slice(1)}`, cache: 'image' },
    {
      name: 'unknown path',
      path: '/no-such-page',
      status: 404,
      contentType: 'text/html',
      cache: 'notFound',
      body: [en, asHtml(ui.en.notFound.heading)],
    },
  ];
}

/** The editor's own site, out-admin/: the editor with its own CSP, and nothing of the public site. */
export function adminHostCases(outAdmin: string): HostCase[] {
  const html = readFileSync(path.join(outAdmin, 'admin.html'), 'utf8');
  const script = /<script src="(\/admin\/cms\.[0-9a-f]+\.js)">/.exec(html)?.[1];
  if (!script) throw new Error('out-admin/admin.html loads no /admin/cms.<hash>.js: is out-admin/ a full build?');
  // The deployed editor's CSP: GitHub's API, the sign-in the build chose, and never a loopback source.
  const csp = adminCsp(adminOrigins(buildSettings(process.env)));
  return [
    {
      name: 'editor',
      path: '/admin',
      status: 200,
      contentType: 'text/html',
      cache: 'revalidate',
      body: [`<meta http-equiv="Content-Security-Policy" content="${csp}"/>`, 'noindex', 'https://api.github.com'],
      bodyExcludes: ['127.0.0.1', 'localhost'],
    },
    { name: "editor's script", path: script, status: 200, contentType: 'application/javascript', cache: 'revalidate' },
    { name: 'home of the editor', path: '/', status: 302, location: '/admin', cache: 'none' },
    {
      name: 'a public page',
      path: '/blog',
      status: 404,
      contentType: 'text/html',
      cache: 'notFound',
      // The editor's own 404 page, not the public site's.
      body: ['href="/admin"'],
      bodyExcludes: [asHtml(ui.en.notFound.heading)],
    },
  ];
}

/** /auth of the editor's origin sends the browser to GitHub's authorize page with a state kept in its cookie. */
export async function expectSignInStarts(
  api: APIRequestContext,
  { clientId, github }: { clientId: string; github: string },
) {
  const res = await api.get('/auth?provider=github&site_id=admin.example.com&scope=repo', {
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  expect(res.status()).toBe(302);
  const location = new URL(res.headers().location!);
  expect(`${location.origin}${location.pathname}`).toBe(`${github}/login/oauth/authorize`);
  expect(location.searchParams.get('client_id')).toBe(clientId);
  expect(location.searchParams.get('redirect_uri')).toMatch(/^https?:\/\/[^/]+\/callback$/);
  const state = location.searchParams.get('state');
  expect(state).toMatch(/^[0-9a-f]{64}$/);
  expect(res.headers()['set-cookie']).toContain(
    `${STATE_COOKIE}=${state}; Path=/; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
  );
  expect(res.headers()['cache-control']).toBe('no-store');
}

/** Requests one row without following redirects and checks every expectation, each failure naming the row. */
export async function expectHostCase(api: APIRequestContext, row: HostCase) {
  const get = () => api.get(row.path, { maxRedirects: 0, failOnStatusCode: false });
  // A connection the local runtime drops without an answer (wrangler reloads its worker once after starting, later
  // on a busy machine) is asked again: only an answer is checked.
  const res = await get().catch((error: unknown) => {
    if (/ECONNRESET|socket hang up/.test(String(error))) return get();
    throw error;
  });
  const headers = res.headers();
  const at = `${row.name} (${row.path})`;
  expect(res.status(), `${at} status`).toBe(row.status);
  expect(headers.location, `${at} Location`).toBe(row.location);
  if (row.contentType)
    expect(headers['content-type'], `${at} Content-Type`).toMatch(
      new RegExp(`^${row.contentType.replace('+', '\\+')}\\b`),
    );
  for (const [name, value] of Object.entries(securityHeaders))
    expect(headers[name.toLowerCase()], `${at} ${name}`).toBe(value);
  expect(headers['cache-control'], `${at} Cache-Control`).toBe(
    row.cache === 'none' ? undefined : cachePolicy[row.cache],
  );
  const body = await res.text();
  for (const text of row.body ?? []) expect(body, `${at} body`).toContain(text);
  for (const text of row.bodyExcludes ?? []) expect(body, `${at} body`).not.toContain(text);
}
