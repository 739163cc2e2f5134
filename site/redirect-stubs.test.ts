import { absoluteUrl } from '@/site/metadata';
import { redirectStubMetadata, redirectTarget } from '@/site/redirect-stubs';
import { allRoutes, redirectStubs } from '@/site/routes';

describe('redirect stubs', () => {
  it('maps the two link variants to their service pages', () => {
    expect(redirectTarget('/services/lip-filler')).toBe('/services/lip-fillers');
    expect(redirectTarget('/services/hydra-facial')).toBe('/services/hydrafacial');
    expect(() => redirectTarget('/services/nope')).toThrow(/not a redirect stub/);
  });

  it('point at registered routes and are themselves not routes', () => {
    const paths = allRoutes().map((r) => r.path);
    for (const stub of redirectStubs) {
      expect(paths).toContain(stub.to);
      expect(paths).not.toContain(stub.from);
    }
  });

  it('are noindex with the canonical on the target', () => {
    const meta = redirectStubMetadata('/services/lip-filler');
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(meta.alternates?.canonical).toBe('/services/lip-fillers');
    expect(absoluteUrl(String(meta.alternates?.canonical))).toMatch(/\/services\/lip-fillers$/);
  });
});
