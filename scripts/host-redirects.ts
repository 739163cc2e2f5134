/**
 * The host redirect files, written from the route list (site/routes.ts) after the build: out/_redirects for
 * Netlify and Cloudflare Pages, and deploy/redirects.conf, the include deploy/nginx.conf reads. Both hold the
 * link-variant 301s and each language's 404 page for misses under its prefix.
 */

type Stub = { from: string; to: string };
type NotFound = { prefix: string; page: string };

const plainPath = /^\/[A-Za-z0-9/_.-]*$/;

/** Only plain paths go into the nginx config: nothing that could end a directive or start a new one. */
function assertPlain(paths: string[], what: string) {
  if (!paths.every((p) => plainPath.test(p))) throw new Error(`${what}: not a plain path`);
}

/**
 * Netlify applies a rule only when no file matches the path, so `/es/*  /es/404  404` answers misses only.
 * (Cloudflare Pages ignores status 404 rules and serves the nearest 404.html itself, which is out/es/404.html.)
 */
export function redirectsFile(stubs: Stub[], notFound: NotFound[] = []): string {
  const lines = stubs.map((s) => `${s.from}  ${s.to}  301`);
  const misses = notFound.map((n) => `${n.prefix}*  ${n.page}  404`);
  return `# Link variants and language 404 pages: generated from site/routes.ts by npm run build.\n${[...lines, ...misses].join('\n')}\n`;
}

export function nginxRedirects(stubs: Stub[], notFound: NotFound[] = []): string {
  for (const s of stubs) assertPlain([s.from, s.to], `redirect ${s.from} -> ${s.to}`);
  for (const n of notFound) {
    assertPlain([n.prefix, n.page], `404 page ${n.page} for ${n.prefix}`);
    if (!n.prefix.endsWith('/')) throw new Error(`404 page ${n.page}: the prefix ${n.prefix} must end with /`);
  }
  const lines = stubs.map((s) => `location = ${s.from} { return 301 ${s.to}; }`);
  // The same clean-URL rule as `location /` in nginx.conf, with this language's 404 page.
  const misses = notFound.map(
    (n) => `location ${n.prefix} {\n    try_files $uri $uri.html $uri/ =404;\n    error_page 404 ${n.page}.html;\n}`,
  );
  return `# Link variants and language 404 pages: generated from site/routes.ts by npm run build.\n${[...lines, ...misses].join('\n')}\n`;
}
