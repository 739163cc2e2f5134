import { createHash } from 'node:crypto';
import { site } from '@/content/site';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  adminCsp,
  cachePolicy,
  headersFile,
  inlineScriptHashes,
  localBackendSource,
  pageCsp,
  securityHeaders,
  thirdParties,
} from './security';

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

  it("lets no other origin's script run, the booking provider's included, and posts forms only to its submit host", () => {
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp).not.toContain('script-src-elem');
    expect(directive(csp, 'form-action')).toEqual(["'self'", ...site.booking.formActions]);
  });

  it('names every third-party host exactly: no wildcard, no bare scheme, no path', () => {
    for (const name of ['frame-src', 'form-action', 'connect-src', 'img-src']) {
      for (const source of directive(csp, name).filter((s) => s.startsWith('https:'))) {
        expect(source).not.toContain('*');
        expect(new URL(source).origin).toBe(source);
      }
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
  it("asks browsers for https on this host for two years, and on no other name of the owner's domain", () => {
    const hsts = securityHeaders['Strict-Transport-Security']!;
    expect(hsts).toMatch(/^max-age=(\d+)$/);
    expect(Number(/max-age=(\d+)/.exec(hsts)![1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(hsts).not.toMatch(/includeSubDomains|preload/i);
  });

  it('writes every security header and the immutable cache rule to _headers', () => {
    const file = headersFile();
    for (const [name, value] of Object.entries(securityHeaders)) expect(file).toContain(`  ${name}: ${value}`);
    expect(securityHeaders['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(file).toContain('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('gives pages no Cache-Control line of their own, which the hosts would join to the immutable one', () => {
    const rules = headersFile().split(/\n(?=\/)/);
    const everything = rules.find((r) => r.startsWith('/*\n'))!;
    expect(everything).not.toContain('Cache-Control');
    expect(rules.find((r) => r.startsWith('/images/*\n'))).toContain(`Cache-Control: ${cachePolicy.image}`);
  });

  it('the local server (serve.json) sends the same Cache-Control as the hosts, the hashed assets last', () => {
    const serve = JSON.parse(readFileSync(path.join(__dirname, '../serve.json'), 'utf8')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const cache = Object.fromEntries(
      serve.headers.map((h) => [h.source, h.headers.find((x) => x.key === 'Cache-Control')?.value]),
    );
    expect(cache).toEqual({
      '**': cachePolicy.revalidate,
      '_next/static/**': cachePolicy.immutable,
      'images/**': cachePolicy.image,
      'og/**': cachePolicy.image,
    });
    // serve applies every matching rule in order, so the catch-all comes first.
    expect(serve.headers[0]!.source).toBe('**');
  });

  it('every nginx Cache-Control value is one of the policy', () => {
    const conf = readFileSync(path.join(__dirname, 'nginx.conf'), 'utf8');
    const map = /map "\$status \$uri" \$studio_cache_control \{([\s\S]*?)\}/.exec(conf)![1]!;
    const values = [...map.matchAll(/"([^"]*)";/g)].map((m) => m[1]).filter(Boolean);
    expect(new Set(values)).toEqual(new Set(Object.values(cachePolicy)));
  });
});

describe('admin CSP', () => {
  const connect = (csp: string) => directive(csp, 'connect-src');

  it('the deployed editor reaches its own origin and the GitHub API, never a loopback backend', () => {
    expect(connect(adminCsp())).toEqual(["'self'", 'blob:', 'https://api.github.com']);
    expect(adminCsp()).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it('only the local editor adds the local backend, and nothing else changes', () => {
    expect(connect(adminCsp({ localBackend: true }))).toEqual([...connect(adminCsp()), localBackendSource]);
    expect(adminCsp({ localBackend: true }).replace(` ${localBackendSource}`, '')).toBe(adminCsp());
  });
});
