import { STATE_COOKIE, handleOAuth, type OAuthEnv } from './github-oauth';

const origin = 'https://admin.studio.example';
const env: OAuthEnv = {
  GITHUB_CLIENT_ID: 'client-id-1',
  GITHUB_CLIENT_SECRET: 'secret-from-the-host',
  GITHUB_OAUTH_URL: 'https://github.test',
};

const get = (path: string, cookie?: string) =>
  handleOAuth(new Request(`${origin}${path}`, { headers: cookie ? { Cookie: cookie } : {} }), env);

/** The state /auth put in its cookie and in GitHub's authorize URL. */
async function startSignIn() {
  const res = (await get('/auth?provider=github&site_id=admin.studio.example&scope=repo'))!;
  const cookie = res.headers.get('Set-Cookie')!;
  const state = new RegExp(`^${STATE_COOKIE}=([0-9a-f]+);`).exec(cookie)![1]!;
  return { res, cookie, state };
}

/** The strings the callback page's script posts, and where to. */
function scriptOf(html: string) {
  return /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
}

let exchanged: { url: string; body: Record<string, string> }[] = [];
let tokenAnswer: unknown = { access_token: 'gho_token123', token_type: 'bearer', scope: 'repo' };
beforeEach(() => {
  exchanged = [];
  tokenAnswer = { access_token: 'gho_token123', token_type: 'bearer', scope: 'repo' };
  jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    exchanged.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify(tokenAnswer), { headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => jest.restoreAllMocks());

describe('the sign-in helper', () => {
  it('answers only /auth and /callback', async () => {
    expect(await get('/')).toBeNull();
    expect(await get('/admin')).toBeNull();
    expect(await get('/auth/other')).toBeNull();
  });

  it('sends /auth to GitHub with a fresh random state kept in an HttpOnly, Secure, SameSite cookie', async () => {
    const { res, cookie, state } = await startSignIn();
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('Location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://github.test/login/oauth/authorize');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: 'client-id-1',
      redirect_uri: `${origin}/callback`,
      scope: 'repo',
      state,
    });
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie).toMatch(/; Path=\/; Max-Age=600; HttpOnly; Secure; SameSite=Lax$/);
    expect((await startSignIn()).state).not.toBe(state);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('asks for no scope but repo or public_repo, and only for GitHub', async () => {
    const scope = async (asked: string) =>
      new URL((await get(`/auth?provider=github&scope=${asked}`))!.headers.get('Location')!).searchParams.get('scope');
    expect(await scope('public_repo')).toBe('public_repo');
    expect(await scope('admin:org,delete_repo')).toBe('repo');
    expect((await get('/auth?provider=gitlab'))!.status).toBe(400);
  });

  it('exchanges the code with the secret from the environment and posts the token only to its own origin', async () => {
    const { cookie, state } = await startSignIn();
    const res = (await get(`/callback?code=code-42&state=${state}`, cookie.split(';')[0]))!;
    expect(res.status).toBe(200);
    expect(exchanged).toEqual([
      {
        url: 'https://github.test/login/oauth/access_token',
        body: {
          client_id: 'client-id-1',
          client_secret: 'secret-from-the-host',
          code: 'code-42',
          redirect_uri: `${origin}/callback`,
        },
      },
    ]);
    const html = await res.text();
    const script = scriptOf(html);
    expect(script).toContain(
      JSON.stringify(`authorization:github:success:${JSON.stringify({ token: 'gho_token123', provider: 'github' })}`),
    );
    // Every postMessage names the origin; none goes to '*'.
    expect(script).toContain(`const origin = ${JSON.stringify(origin)};`);
    expect([...script.matchAll(/postMessage\(([^)]*)\)/g)].map((m) => m[1]!.split(',')[1]!.trim())).toEqual([
      'origin',
      'origin',
    ]);
    expect(script).not.toContain("'*'");
    // The page runs its one script by hash, and the state cookie is spent.
    const { createHash } = await import('node:crypto');
    expect(res.headers.get('Content-Security-Policy')).toContain(
      `script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(res.headers.get('Set-Cookie')).toMatch(new RegExp(`^${STATE_COOKIE}=; Path=/; Max-Age=0;`));
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  const badCallbacks: [string, (state: string) => [string, boolean]][] = [
    ['no cookie', (state) => [`/callback?code=c&state=${state}`, false]],
    ['another state', () => [`/callback?code=c&state=${'0'.repeat(64)}`, true]],
    ['no state', () => ['/callback?code=c', true]],
  ];
  it.each(badCallbacks)('refuses a callback with %s, without asking GitHub for a token', async (_name, request) => {
    const { cookie, state } = await startSignIn();
    const [path, withCookie] = request(state);
    const res = (await get(path, withCookie ? cookie.split(';')[0]! : undefined))!;
    expect(res.status).toBe(400);
    expect(exchanged).toEqual([]);
    const script = scriptOf(await res.text());
    expect(script).toContain('authorization:github:error:');
    expect(script).not.toContain('success');
  });

  it('reports a code GitHub refuses, and keeps what GitHub sends out of the page script as code', async () => {
    const { cookie, state } = await startSignIn();
    tokenAnswer = { error: 'bad_verification_code' };
    const refused = (await get(`/callback?code=old&state=${state}`, cookie.split(';')[0]))!;
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('authorization:github:error:');

    tokenAnswer = { access_token: '</script><script>alert(1)</script>' };
    const hostile = (await get(`/callback?code=c&state=${state}`, cookie.split(';')[0]))!;
    const html = await hostile.text();
    expect(hostile.status).toBe(400);
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).not.toContain('alert(1)');
  });

  it('says what to set when the host has no client id or secret, and takes only GET', async () => {
    const missing = (await handleOAuth(new Request(`${origin}/auth?provider=github`), {}))!;
    expect(missing.status).toBe(500);
    expect(await missing.text()).toContain('GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET');
    expect((await handleOAuth(new Request(`${origin}/callback`, { method: 'POST' }), env))!.status).toBe(405);
  });
});
