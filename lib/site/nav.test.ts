import { localeOfPath } from '../format/locale';
import { footerNav, isNavGroup, navFor } from './nav';
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

  it('labels the consent form "Terms of Service" and links the accessibility statement from the footer', () => {
    expect(allRoutes().find((r) => r.path === '/terms-of-service')?.label).toBe('Terms of Service');
    expect(footerNav.legal.map((l) => l.href)).toContain('/accessibility');
  });
});
