/**
 * The editor's site on Cloudflare Pages: its sign-in helper (editor/github-oauth.ts) as the project's Worker, built
 * by scripts/build-admin.mjs into out-admin/_worker.js. out-admin/_routes.json sends it only /auth and /callback;
 * every other path is a file of out-admin/, served with out-admin/_headers. GITHUB_CLIENT_ID and
 * GITHUB_CLIENT_SECRET are the project's environment variables (the secret encrypted), never in the repository.
 */
import { handleOAuth, type OAuthEnv } from '../../editor/github-oauth';

type Env = OAuthEnv & { ASSETS: { fetch(request: Request): Promise<Response> } };

const worker = {
  async fetch(request: Request, env: Env): Promise<Response> {
    return (await handleOAuth(request, env)) ?? env.ASSETS.fetch(request);
  },
};

export default worker;
