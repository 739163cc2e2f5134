import { adminCsp, localBackendSource, scriptHash } from '../deploy/security';
import { cms } from '../content/cms';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  GITHUB_API,
  NETLIFY_API,
  OWNER_GUIDE_PATH,
  adminOrigins,
  adminPageHtml,
  allowsLocalBackend,
  buildSettings,
} from './admin-page';
import { OWNER_GUIDE_SOURCE, ownerGuideCsp, ownerGuidePageHtml } from './owner-guide-page';

const connect = (csp: string) => /connect-src ([^;]*)/.exec(csp)![1]!.split(' ');

describe("the editor's page", () => {
  it('saves through GitHub, as content/cms.ts says, each change a pull request', () => {
    const settings = buildSettings({});
    expect(settings.backend).toEqual(cms.backend);
    expect(settings.backend.name).toBe('github');
    expect(settings.publishMode).toBe('editorial_workflow');
    expect(settings.apiRoot).toBe(GITHUB_API);
  });

  it("signs in through Netlify's provider on Netlify and through the helper elsewhere, or as CMS_SIGN_IN says", () => {
    expect(buildSettings({ NETLIFY: 'true' }).signIn).toBe('netlify');
    expect(buildSettings({ CF_PAGES: '1' }).signIn).toBe('helper');
    expect(buildSettings({}).signIn).toBe('helper');
    expect(buildSettings({ NETLIFY: 'true', CMS_SIGN_IN: 'helper' }).signIn).toBe('helper');
    expect(() => buildSettings({ CMS_SIGN_IN: 'git-gateway' })).toThrow('use "netlify" or "helper"');
  });

  it("allows in its CSP GitHub's API and the sign-in's origin, and no loopback source, on every host", () => {
    for (const env of [{}, { NETLIFY: 'true' }, { CF_PAGES: '1' }]) {
      const csp = adminCsp(adminOrigins(buildSettings(env)));
      expect(connect(csp)).toContain(GITHUB_API);
      expect(csp).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/);
      expect(allowsLocalBackend(csp)).toBe(false);
    }
    expect(connect(adminCsp(adminOrigins(buildSettings({ NETLIFY: 'true' }))))).toContain(NETLIFY_API);
    expect(connect(adminCsp(adminOrigins(buildSettings({}))))).not.toContain(NETLIFY_API);
  });

  it('offers the local backend only where the CSP lets the editor reach it (npm run cms)', () => {
    expect(allowsLocalBackend(adminCsp({ localBackend: true }))).toBe(true);
    expect(connect(adminCsp({ localBackend: true }))).toContain(localBackendSource);
    expect(allowsLocalBackend(adminCsp({ api: 'http://127.0.0.1:4650' }))).toBe(false);
  });

  it('carries its settings as data that cannot close the script element, and loads one script', () => {
    const settings = { ...buildSettings({}), siteUrl: 'https://x.example/</script><script>alert(1)//' };
    const html = adminPageHtml({ script: '/admin/cms.abc.js', settings, csp: adminCsp() });
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html).toContain('<script type="application/json" id="cms-settings">');
    const json = /<script type="application\/json" id="cms-settings">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual(settings);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("links the owner's guide once, by its name, to a page of the editor's own site", () => {
    const html = adminPageHtml({ script: '/admin/cms.abc.js', settings: buildSettings({}), csp: adminCsp() });
    const links = [...html.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/g)];
    expect(links).toHaveLength(1);
    expect(links[0]![2]).toBe("Owner's guide (opens in a new tab)");
    expect(links[0]![1]).toContain(`href="${OWNER_GUIDE_PATH}"`);
    expect(links[0]![1]).toContain('rel="noopener"');
    // A path of the editor's origin, which build-admin writes into out-admin/.
    expect(OWNER_GUIDE_PATH).toMatch(/^\/admin\/[a-z-]+\.html$/);
  });
});

describe("the owner's guide page", () => {
  const markdown = readFileSync(path.join(process.cwd(), OWNER_GUIDE_SOURCE), 'utf8');

  it('has one section per task she does', () => {
    const sections = [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections).toEqual([
      'Sign in',
      'Write and translate a post',
      'Add a photo',
      'Change your hours and prices',
      'Replace the samples',
      'Launch',
      'When a check is red',
    ]);
  });

  it('is the guide as HTML, noindex, linking back to the editor, where no script can run', async () => {
    const html = await ownerGuidePageHtml(`${markdown}\n<script>alert(1)</script>\n`);
    expect(html).toContain('<h2>Sign in</h2>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('<a href="/admin">Back to the editor</a>');
    expect(html).not.toMatch(/<script\b/);
    const csp = ownerGuideCsp();
    expect(html).toContain(`content="${csp}"`);
    expect(csp).toMatch(/^default-src 'none';/);
    expect(csp).not.toMatch(/script-src|unsafe/);
    // The one style block is the one the CSP allows by its hash.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(csp).toContain(`'sha256-${scriptHash(style)}'`);
  });
});
