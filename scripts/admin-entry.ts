/**
 * The browser editor at /admin: Decap CMS from npm, bundled by scripts/build-admin.mjs into one file that only
 * /admin loads, with Netlify's identity widget for signing in through Git Gateway. On localhost it talks to
 * `npm run cms`'s decap-server; `?local_backend_port=N` picks another port.
 */
// First: the widget must be on window before Decap's Git Gateway code loads (see admin-identity.ts).
import { afterPasswordReset, startIdentity } from './admin-identity';
import { guardUploads } from './admin-uploads';
import CMS from 'decap-cms-app';
import { cms } from '@/content/cms';
import { site } from '@/content/site';
import { DEFAULT_LOCAL_BACKEND_PORT, cmsConfig } from '@/lib/cms-config';

const requested = Number(new URLSearchParams(window.location.search).get('local_backend_port'));
const localBackendPort =
  Number.isInteger(requested) && requested > 0 && requested < 65536 ? requested : DEFAULT_LOCAL_BACKEND_PORT;

// A password-reset link is read before the editor starts (afterPasswordReset checks the address first).
afterPasswordReset(() => {
  // Decap's config type describes its YAML file loosely; ours is checked against the build's schema instead.
  CMS.init({
    config: cmsConfig({
      backend: cms.backend,
      publishMode: cms.publishMode,
      localBackendPort,
      author: site.owner.name,
    }) as never,
  });
});
startIdentity();
guardUploads();
