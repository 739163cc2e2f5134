import { createHash } from 'node:crypto';
import { site } from '@/content/site';
import { headersFile, inlineScriptHashes, pageCsp, securityHeaders, thirdParties } from './security.mjs';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('page CSP', () => {
  const csp = pageCsp(['abc=']);

  it('allows inline scripts only by hash, never unsafe-inline or eval', () => {
    expect(directive(csp, 'script-src')).toEqual(expect.arrayContaining(["'self'", "'sha256-abc='"]));
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
  });

  it('frames exactly the booking provider origins of the config, YouTube and Google Maps', () => {
    const frames = directive(csp, 'frame-src');
    for (const origin of site.booking.origins) expect(frames).toContain(origin);
    expect(frames).toContain('https://www.youtube-nocookie.com');
    expect(frames).toContain(new URL('https://www.google.com/maps').origin);
    expect(frames).toHaveLength(Object.values(thirdParties).flatMap((p) => p.frame ?? []).length);
  });

  it('lets provider helper scripts load only from the provider domains of the config', () => {
    const scripts = directive(csp, 'script-src').filter((s) => s.startsWith('https://'));
    for (const src of scripts) {
      const host = src.replace('https://', '').replace('*.', '');
      expect(site.booking.scriptDomains.some((d) => host === d || host.endsWith(`.${d}`))).toBe(true);
    }
  });

  it('connects only to ourselves and the image-generation API', () => {
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://generativelanguage.googleapis.com']);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts and skips external and JSON-LD ones', () => {
    const html =
      '<script>self.a=1</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script type="module">b()</script>';
    const sha = (s: string) => createHash('sha256').update(s).digest('base64');
    expect(inlineScriptHashes(html)).toEqual([sha('self.a=1'), sha('b()')]);
  });

  it('hashes inline Speculation Rules, which the CSP governs like scripts', () => {
    const rules = '{"prerender":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
    const sha = createHash('sha256').update(rules).digest('base64');
    expect(inlineScriptHashes(`<script type="speculationrules">${rules}</script>`)).toEqual([sha]);
  });
});

describe('host headers', () => {
  it('writes every security header and the immutable cache rule to _headers', () => {
    const file = headersFile();
    for (const [name, value] of Object.entries(securityHeaders)) expect(file).toContain(`  ${name}: ${value}`);
    expect(securityHeaders['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(file).toContain('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
});
