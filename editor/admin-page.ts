/**
 * The editor's page (out-admin/admin.html), served from its own origin, apart from the public site: the editor holds
 * a GitHub token that can write to the repository, and the public pages run the booking provider's scripts. The
 * page carries its settings as a JSON data block that the bundle (scripts/admin-entry.ts) reads, so one cached
 * bundle serves every configuration, and its Content-Security-Policy names exactly the origins those settings use.
 */
import { cms, type CmsBackend, type CmsPublishMode } from '../content/cms';

/**
 * How the editor signs in at GitHub. 'netlify': Netlify's own OAuth provider (api.netlify.com). 'helper': this
 * repository's helper (editor/github-oauth.ts) at /auth and /callback of the editor's own origin (Cloudflare Pages,
 * nginx).
 */
export type SignIn = 'netlify' | 'helper';

export type AdminSettings = {
  backend: CmsBackend;
  publishMode: CmsPublishMode;
  signIn: SignIn;
  /** GitHub's REST API; a test points it at a fake on loopback. */
  apiRoot: string;
  /** The public site, for the editor's "view live" links. */
  siteUrl: string;
};

export const GITHUB_API = 'https://api.github.com';
export const NETLIFY_API = 'https://api.netlify.com';
export const SETTINGS_ID = 'cms-settings';

/** What the local editor's CSP adds for Decap's local backend (deploy/security.ts localBackendSource). */
export const LOCAL_BACKEND_SOURCE = 'http://127.0.0.1:*';

/** The settings of a deploy build: content/cms.ts, and the host the build runs on (Netlify says so in NETLIFY). */
export function buildSettings(env: Record<string, string | undefined>): AdminSettings {
  const signIn = env.CMS_SIGN_IN ?? (env.NETLIFY === 'true' ? 'netlify' : 'helper');
  if (signIn !== 'netlify' && signIn !== 'helper')
    throw new Error(`CMS_SIGN_IN is "${signIn}": use "netlify" or "helper" (docs/editor.md).`);
  return {
    backend: cms.backend,
    publishMode: cms.publishMode,
    signIn,
    apiRoot: GITHUB_API,
    siteUrl: (env.SITE_URL ?? 'https://www.example.com').replace(/\/+$/, ''),
  };
}

/** The origins the editor talks to besides its own: GitHub's API, and Netlify's sign-in when it uses it. */
export function adminOrigins(settings: AdminSettings): { api: string; oauth?: string } {
  return {
    api: new URL(settings.apiRoot).origin,
    ...(settings.signIn === 'netlify' ? { oauth: NETLIFY_API } : {}),
  };
}

/** True when a CSP lets the editor reach Decap's local backend: only `npm run cms`'s server serves such a page. */
export function allowsLocalBackend(csp: string): boolean {
  const connect = /(?:^|;)\s*connect-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
  return connect.includes(LOCAL_BACKEND_SOURCE);
}

/**
 * The owner's guide (docs/owner-guide.md) as a page of the editor's own site (editor/owner-guide-page.ts): she reads
 * it where she works, signed in or not, on every host and with `npm run cms`, without finding a file on GitHub.
 */
export const OWNER_GUIDE_PATH = '/admin/guide.html';

/**
 * The page's one link of its own, to the guide: fixed in a corner above Decap's screens (which fill the page and
 * fix their header at the top), first in the tab order, opening a new tab so an unsaved post stays open.
 */
const guideStyle = `<style>
.owner-guide{position:fixed;right:12px;bottom:12px;z-index:10000;padding:10px 14px;border:1px solid #4b5563;border-radius:6px;background:#fff;color:#1f2937;font:15px/1.2 system-ui,sans-serif;text-decoration:underline}
.owner-guide:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style>`;
const guideLink = `<a class="owner-guide" href="${OWNER_GUIDE_PATH}" target="_blank" rel="noopener">Owner's guide (opens in a new tab)</a>`;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The whole page: its CSP, noindex, the link to the owner's guide, the settings and the one script. */
export function adminPageHtml({ script, settings, csp }: { script: string; settings: AdminSettings; csp: string }) {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"/>
<meta http-equiv="Content-Security-Policy" content="${attribute(csp)}"/>
<meta name="robots" content="noindex, nofollow"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>Editor · Blog</title>
<link rel="icon" href="/icon.svg"/>
${guideStyle}
</head>
<body>
${guideLink}
<noscript>The editor needs JavaScript. You can also write a post as a Markdown file: see docs/posts.md in the repository.</noscript>
<script type="application/json" id="${SETTINGS_ID}">${json}</script>
<script src="${attribute(script)}"></script>
</body>
</html>
`;
}
