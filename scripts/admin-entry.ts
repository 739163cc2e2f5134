/**
 * The browser editor: Decap CMS from npm, bundled by scripts/build-admin.mjs into one file that only the editor's
 * page (out-admin/admin.html, on its own origin) loads. Its settings come from the page (editor/admin-page.ts). Where
 * the page's CSP lets it reach Decap's local backend (`npm run cms` serves it so), it saves through that backend
 * on this computer; `?local_backend_port=N` picks another port. Above the editor, the launch checklist
 * (scripts/launch-checklist.ts) says what still stands between the site and its launch.
 */
import { guardUploads } from './admin-uploads';
import CMS from 'decap-cms-app';
// After Decap: the checklist reads two of Decap's own modules, which must load in Decap's order (its store and
// reducers import each other in a cycle that only its entry point resolves).
import { launchChecklist } from './launch-checklist';
import { site } from '@/content/site';
import { SETTINGS_ID, allowsLocalBackend, type AdminSettings } from '@/editor/admin-page';
import { DEFAULT_LOCAL_BACKEND_PORT, cmsConfig } from '@/editor/cms-config';

const settings = JSON.parse(document.getElementById(SETTINGS_ID)?.textContent ?? 'null') as AdminSettings;
const csp = document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';

const requested = Number(new URLSearchParams(window.location.search).get('local_backend_port'));
const localBackendPort = !allowsLocalBackend(csp)
  ? undefined
  : Number.isInteger(requested) && requested > 0 && requested < 65536
    ? requested
    : DEFAULT_LOCAL_BACKEND_PORT;

// The repository's sign-in helper answers on this page's own origin (/auth, /callback); Decap hears its answer
// only from the origin it opened. Netlify's provider is Decap's default and needs no address.
const signIn = settings.signIn === 'helper' ? { base_url: window.location.origin, auth_endpoint: 'auth' } : {};

// The checklist's panel goes first, so the editor mounts below it (into the #nc-root it places).
launchChecklist(CMS as never);
// Decap's config type describes its YAML file loosely; ours is checked against the build's schema instead.
CMS.init({
  config: cmsConfig({
    backend: { ...settings.backend, api_root: settings.apiRoot, ...signIn },
    publishMode: settings.publishMode,
    localBackendPort,
    siteUrl: settings.siteUrl,
    author: site.owner.name,
  }) as never,
});
guardUploads();
