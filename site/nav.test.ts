import { localeOfPath } from '@/lib/format/locale';
import { isNavGroup, navFor } from './nav';
import { allRoutes } from './routes';

describe('navigation', () => {
  it("links each language's navigation to registered pages of that language", () => {
    const pages = new Set(allRoutes().map((route) => route.path));
    for (const locale of ['en', 'es'] as const) {
      const { main, footer } = navFor(locale);
      const links = [
        ...main.flatMap((item) => (isNavGroup(item) ? item.children : [item])),
        ...Object.values(footer).flat(),
      ];
      for (const { href } of links) {
        const [page = '/'] = href.split('#');
        expect({ href, registered: pages.has(page || '/') }).toEqual({ href, registered: true });
        expect({ href, locale: localeOfPath(href) }).toEqual({ href, locale });
      }
    }
  });

  it('names a footer link apart from a header link of the same label that leads elsewhere (a links list tells them apart)', () => {
    for (const locale of ['en', 'es'] as const) {
      const { main, footer } = navFor(locale);
      const header = main.flatMap((item) => (isNavGroup(item) ? item.children : [item]));
      for (const link of Object.values(footer).flat()) {
        const twin = header.find((h) => h.label === link.label && h.href !== link.href);
        if (!twin) continue;
        // Starting with what it shows, so a speech command naming the label still reaches it.
        expect({ href: link.href, apart: link.name !== undefined && link.name !== twin.label }).toEqual({
          href: link.href,
          apart: true,
        });
        expect(link.name?.startsWith(link.label)).toBe(true);
      }
    }
  });

  it('labels the consent form "Terms of Service" and links the accessibility statement from the footer', () => {
    expect(allRoutes().find((r) => r.path === '/terms-of-service')?.label).toBe('Terms of Service');
    expect(navFor('en').footer.legal.map((l) => l.href)).toContain('/accessibility');
  });
});
