/**
 * A page is published in Spanish exactly when its copy module gives Spanish meta. This test takes the Spanish meta
 * away from one page, as a page written in English only would have it, and checks what follows from that alone.
 */
import type { PageMeta } from '@/content/page-meta';
import type { EnglishOnly } from '@/lib/format/bilingual';

jest.mock('@/content/pages/privacy', () => {
  const actual = jest.requireActual<typeof import('@/content/pages/privacy')>('@/content/pages/privacy');
  const privacyMeta: EnglishOnly<PageMeta> = { en: actual.privacyMeta.en };
  return { ...actual, privacyMeta };
});

/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the mock above, as the build would */
const { allRoutes, englishOnlyPages, findRoute, pagesWithoutCounterpart, routesIn, sitemapEntries } =
  require('@/site/routes') as typeof import('@/site/routes');
/* eslint-enable @typescript-eslint/no-require-imports */

describe('a page whose meta is English only', () => {
  it('has no Spanish route, no counterpart and no sitemap alternates; every other page keeps its own', () => {
    expect(englishOnlyPages).toContain('/privacy');
    expect(routesIn('es').map((r) => r.path)).not.toContain('/es/privacy');
    expect(findRoute('/privacy').alternate).toBeUndefined();
    expect(pagesWithoutCounterpart('en')).toContain('/privacy');
    expect(sitemapEntries().find((e) => e.path === '/privacy')?.alternates).toBeUndefined();
    // Every other page keeps its counterpart, but one whose copy is English only too (a developer may add one).
    const others = allRoutes().filter((r) => r.group !== 'Blog posts' && !englishOnlyPages.includes(r.path));
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((r) => !r.alternate).map((r) => r.path)).toEqual([]);
  });

  it('names the file its Spanish meta goes in when its Spanish route is asked for', () => {
    expect(() => findRoute('/es/privacy')).toThrow(
      /\/privacy is published in English only\. .*content\/pages\/<page>\.ts/,
    );
  });
});
