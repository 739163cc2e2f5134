#!/usr/bin/env node
/**
 * The editor's sign-in helper (editor/github-oauth.ts, the code Cloudflare Pages runs) as a small Node server, for any
 * other host: nginx serves the editor's site (out-admin/) and passes /auth and /callback to this server
 * (deploy/nginx-admin.conf). It listens on 127.0.0.1 only.
 *
 * Environment: ADMIN_ORIGIN, the editor's address as the browser sees it (https://admin.your-domain.com): the
 * token is posted to that origin only, and GitHub sends the owner back to its /callback. GITHUB_CLIENT_ID and
 * GITHUB_CLIENT_SECRET, the GitHub OAuth App's (from the server's environment, never the repository). PORT
 * (default 8788).
 */
import { createServer } from 'node:http';
import { importTs } from './import-ts.mjs';

const { handleOAuth } = await importTs('editor/github-oauth.ts');

const port = Number(process.env.PORT ?? '8788');
let origin;
try {
  origin = new URL(process.env.ADMIN_ORIGIN ?? '').origin;
} catch {
  console.error("oauth-server: set ADMIN_ORIGIN to the editor's address, e.g. https://admin.your-domain.com");
  process.exit(1);
}

const server = createServer(async (req, res) => {
  // The request as the browser made it to the editor's origin; nginx passes the path and the cookie.
  const request = new Request(`${origin}${req.url ?? '/'}`, {
    method: req.method,
    headers: req.headers.cookie ? { Cookie: req.headers.cookie } : {},
  });
  const response = (await handleOAuth(request, process.env)) ?? new Response('Not found\n', { status: 404 });
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  res.end(Buffer.from(await response.arrayBuffer()));
});
server.on('error', (error) => {
  console.error(`oauth-server: ${error.message}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => console.log(`Sign-in helper for ${origin} on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
