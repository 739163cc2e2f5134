/**
 * The editor's sign-in helper: a Decap-compatible GitHub OAuth provider in two routes, written against the fetch
 * API so the same code runs as the admin site's Cloudflare Pages Function (deploy/cloudflare-admin/worker.ts) and
 * behind nginx as a small Node server (scripts/oauth-server.mjs).
 *
 * /auth sends the browser to GitHub with a random `state`, kept in a short-lived cookie only this origin can read;
 * /callback accepts GitHub's answer only with that same state, swaps the code for a token with the client secret
 * (from the host's environment, never the repository) and hands the token to the window that opened it, through
 * Decap's postMessage handshake, addressed to this origin and no other: the editor is served from this origin.
 */

export type OAuthEnv = {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub's web address, where its authorize and token URLs live; only a test points it elsewhere. */
  GITHUB_OAUTH_URL?: string;
};

export const STATE_COOKIE = '__Host-studio-oauth-state';
/** Ten minutes to sign in at GitHub; the state is good for one answer only. */
const STATE_MAX_AGE = 600;
/** The scopes Decap asks for: 'repo' (the default), or 'public_repo' for a public repository. */
const SCOPES = ['repo', 'public_repo'];
const PROVIDER = 'github';

const headers = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares two strings in time that does not depend on where they differ. */
function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const stateCookie = (value: string, maxAge: number) =>
  `${STATE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;

const text = (status: number, body: string) =>
  new Response(`${body}\n`, { status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });

/** JSON inside an inline script: no `<` can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

async function sha256Base64(source: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source)));
  return btoa(String.fromCharCode(...digest));
}

/**
 * The page /callback answers with. Decap's handshake: this window says `authorizing:github` to its opener, the
 * editor answers with the same words, and only then does this window send the result. Every message goes to
 * `origin` and only a reply from `origin` is heard. The page allows its one script by hash and nothing else.
 */
export async function resultPage(origin: string, result: { token: string } | { error: string }): Promise<Response> {
  const message =
    'token' in result
      ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: result.token, provider: PROVIDER })}`
      : `authorization:${PROVIDER}:error:${JSON.stringify({ message: result.error })}`;
  const script = `(() => {
  const origin = ${scriptJson(origin)};
  const message = ${scriptJson(message)};
  const opener = window.opener;
  if (!opener) return;
  window.addEventListener('message', (event) => {
    if (event.origin === origin && event.source === opener && event.data === 'authorizing:${PROVIDER}') opener.postMessage(message, origin);
  });
  opener.postMessage('authorizing:${PROVIDER}', origin);
})();`;
  const words =
    'token' in result
      ? 'Signed in. This window closes by itself; if it stays open, close it and go back to the editor.'
      : `Sign-in did not work: ${result.error} Close this window and click "Login with GitHub" again.`;
  const html = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"/><title>Editor sign-in</title></head>
<body><p>${words.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p><script>${script}</script></body>
</html>
`;
  const csp = `default-src 'none'; script-src 'sha256-${await sha256Base64(script)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  return new Response(html, {
    status: 'token' in result ? 200 : 400,
    headers: {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': csp,
      // The state is spent, whatever the outcome.
      'Set-Cookie': stateCookie('', 0),
    },
  });
}

function configured(env: OAuthEnv): { clientId: string; secret: string; github: string } | null {
  const clientId = env.GITHUB_CLIENT_ID?.trim();
  const secret = env.GITHUB_CLIENT_SECRET?.trim();
  if (!clientId || !secret) return null;
  return { clientId, secret, github: (env.GITHUB_OAUTH_URL?.trim() || 'https://github.com').replace(/\/+$/, '') };
}

/** GET /auth?provider=github&scope=repo: off to GitHub's authorize page. */
function auth(url: URL, app: { clientId: string; github: string }): Response {
  if (url.searchParams.get('provider') !== PROVIDER) return text(400, 'Only GitHub sign-in is offered here.');
  const asked = url.searchParams.get('scope') ?? 'repo';
  const scope = SCOPES.includes(asked) ? asked : 'repo';
  const state = randomState();
  const authorize = new URL(`${app.github}/login/oauth/authorize`);
  authorize.search = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: `${url.origin}/callback`,
    scope,
    state,
  }).toString();
  return new Response(null, {
    status: 302,
    headers: { ...headers, Location: authorize.toString(), 'Set-Cookie': stateCookie(state, STATE_MAX_AGE) },
  });
}

/** GET /callback?code=…&state=…: GitHub's answer, checked, then exchanged for a token. */
async function callback(
  request: Request,
  url: URL,
  app: { clientId: string; secret: string; github: string },
): Promise<Response> {
  const expected = cookieValue(request, STATE_COOKIE);
  const state = url.searchParams.get('state') ?? '';
  if (!expected || !state || !sameString(expected, state))
    return resultPage(url.origin, { error: 'the sign-in took too long or did not start from the editor.' });
  if (url.searchParams.get('error')) return resultPage(url.origin, { error: 'GitHub did not grant access.' });
  const code = url.searchParams.get('code');
  if (!code) return resultPage(url.origin, { error: 'GitHub sent no code.' });
  let answer: { access_token?: unknown };
  try {
    const response = await fetch(`${app.github}/login/oauth/access_token`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: app.clientId,
        client_secret: app.secret,
        code,
        redirect_uri: `${url.origin}/callback`,
      }),
    });
    answer = response.ok ? ((await response.json()) as typeof answer) : {};
  } catch {
    answer = {};
  }
  const token = answer.access_token;
  if (typeof token !== 'string' || !/^[\w.-]{1,255}$/.test(token))
    return resultPage(url.origin, { error: 'GitHub did not give a token for this code.' });
  return resultPage(url.origin, { token });
}

/** Answers /auth and /callback; null for any other path (the caller serves its files). */
export async function handleOAuth(request: Request, env: OAuthEnv): Promise<Response | null> {
  const url = new URL(request.url);
  if (url.pathname !== '/auth' && url.pathname !== '/callback') return null;
  if (request.method !== 'GET') return text(405, 'Method not allowed.');
  const app = configured(env);
  if (!app)
    return text(
      500,
      'Sign-in is not set up on this host: set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET in its environment (docs/editor.md).',
    );
  return url.pathname === '/auth' ? auth(url, app) : callback(request, url, app);
}
