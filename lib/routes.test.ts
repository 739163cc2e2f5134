import { getAllPosts } from './posts';
import { footerNav } from './nav';
import { englishPath } from './locale';
import { allRoutes, hrefIn, mainPageOrder, postRoutes, routesIn } from './routes';

describe('routes', () => {
  it('registers one route per Markdown post, with its title and excerpt', () => {
    const posts = getAllPosts();
    expect(postRoutes()).toEqual(posts.map((p) => ({ path: `/blog/${p.slug}`, title: p.title, description: p.excerpt, group: 'Blog posts' })));
    const paths = allRoutes().map((r) => r.path);
    for (const post of posts) expect(paths).toContain(`/blog/${post.slug}`);
  });

  it('has unique paths, and main pages only from the list of nine', () => {
    const paths = allRoutes().map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(mainPageOrder).toHaveLength(9);
    for (const route of routesIn('en').filter((r) => r.mainPage)) expect(mainPageOrder).toContain(route.path);
  });

  it('registers each Spanish page under /es with its English counterpart, linked both ways', () => {
    const byPath = new Map(allRoutes().map((r) => [r.path, r]));
    const spanish = routesIn('es');
    expect(spanish.length).toBeGreaterThan(0);
    for (const route of spanish) {
      const english = byPath.get(englishPath(route.path));
      expect(route.alternate).toBe(english?.path);
      expect(english?.alternate).toBe(route.path);
      expect(route.mainPage ?? false).toBe(english?.mainPage ?? false);
      expect(route.title).not.toBe(english?.title);
    }
  });

  it('links the Spanish chrome to a Spanish page when it exists, else to the English page', () => {
    const registered = new Set(['/', '/about', '/es/about']);
    expect(hrefIn('es', '/about', registered)).toBe('/es/about');
    expect(hrefIn('es', '/gallery', registered)).toBe('/gallery');
    expect(hrefIn('es', '/#contact', registered)).toBe('/#contact');
    expect(hrefIn('en', '/about', registered)).toBe('/about');
  });

  it('labels the consent form "Terms of Service" and links the accessibility statement from the footer', () => {
    expect(allRoutes().find((r) => r.path === '/terms-of-service')?.label).toBe('Terms of Service');
    expect(footerNav.legal.map((l) => l.href)).toContain('/accessibility');
  });
});
