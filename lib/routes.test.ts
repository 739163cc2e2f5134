import { getAllPosts } from './posts';
import { footerNav } from './nav';
import { allRoutes, mainPageOrder, postRoutes } from './routes';

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
    for (const route of allRoutes().filter((r) => r.mainPage)) expect(mainPageOrder).toContain(route.path);
  });

  it('labels the consent form "Terms of Service" and links the accessibility statement from the footer', () => {
    expect(allRoutes().find((r) => r.path === '/terms-of-service')?.label).toBe('Terms of Service');
    expect(footerNav.legal.map((l) => l.href)).toContain('/accessibility');
  });
});
