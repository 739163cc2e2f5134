import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isUntranslatedPlaceholder } from './post-validation';
import { BLOG_DIR, getAllPosts } from './posts';
import { footerNav, isNavGroup, navFor } from './nav';
import { englishPath, localeOfPath, otherLocale, pathIn } from './locale';
import {
  allRoutes,
  blogPostPath,
  hreflangPaths,
  mainPageOrder,
  pagesWithoutCounterpart,
  postRoutes,
  redirectStubs,
  routesIn,
  sitemapEntries,
} from './routes';

describe('routes', () => {
  it('registers one route per Markdown post, with its title and excerpt', () => {
    const posts = getAllPosts();
    expect(postRoutes()).toEqual(
      posts.map((p) => ({ path: `/blog/${p.slug}`, title: p.title, description: p.excerpt, group: 'Blog posts' })),
    );
    const paths = allRoutes().map((r) => r.path);
    for (const post of posts) expect(paths).toContain(`/blog/${post.slug}`);
  });

  it('registers each Spanish post under /es/blog, paired with its English original by the slug', () => {
    const spanish = getAllPosts('es');
    expect(spanish.length).toBeGreaterThan(0);
    const english = new Set(getAllPosts('en').map((p) => p.slug));
    expect(postRoutes('es')).toEqual(
      spanish.map((p) => ({
        path: `/es/blog/${p.slug}`,
        title: p.title,
        description: p.excerpt,
        group: 'Blog posts',
        ...(english.has(p.slug) ? { alternate: `/blog/${p.slug}` } : {}),
      })),
    );
    const byPath = new Map(allRoutes().map((r) => [r.path, r]));
    for (const post of spanish.filter((p) => english.has(p.slug))) {
      expect(byPath.get(blogPostPath(post.slug))?.alternate).toBe(`/es/blog/${post.slug}`);
      expect(hreflangPaths(byPath.get(blogPostPath(post.slug, 'es'))!)).toEqual({
        en: `/blog/${post.slug}`,
        es: `/es/blog/${post.slug}`,
        'x-default': `/blog/${post.slug}`,
      });
    }
    expect(byPath.get('/es/blog')?.alternate).toBe('/blog');
  });

  it('gives every post in sitemap.xml its own lastmod (updated, else publishDate) and its alternates', () => {
    const entries = new Map(sitemapEntries().map((e) => [e.path, e]));
    for (const locale of ['en', 'es'] as const) {
      for (const post of getAllPosts(locale)) {
        // The other language is an alternate exactly when its file exists: a post may be written in one language only.
        const translated = ['.md', '.markdown'].some((ext) => {
          const file = path.join(BLOG_DIR, otherLocale(locale), `${post.slug}${ext}`);
          return existsSync(file) && !isUntranslatedPlaceholder(readFileSync(file, 'utf8'));
        });
        const entry = entries.get(blogPostPath(post.slug, locale));
        expect(entry).toMatchObject({ lastmod: post.updated ?? post.publishDate });
        expect({ slug: post.slug, alternates: entry?.alternates }).toEqual({
          slug: post.slug,
          alternates: translated
            ? { en: `/blog/${post.slug}`, es: `/es/blog/${post.slug}`, 'x-default': `/blog/${post.slug}` }
            : undefined,
        });
      }
    }
    expect(entries.get('/es/blog')?.lastmod).toBeUndefined();
  });

  it('has unique paths, and exactly the main pages of the list', () => {
    const paths = allRoutes().map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // The list and the routes marked mainPage are the same pages, both ways.
    expect(new Set(mainPageOrder).size).toBe(mainPageOrder.length);
    expect(
      routesIn('en')
        .filter((r) => r.mainPage)
        .map((r) => r.path)
        .sort(),
    ).toEqual([...mainPageOrder].sort());
  });

  it('registers each Spanish page under /es with its English counterpart, linked both ways', () => {
    const byPath = new Map(allRoutes().map((r) => [r.path, r]));
    const spanish = routesIn('es');
    expect(spanish.length).toBeGreaterThan(0);
    for (const route of spanish) {
      const english = byPath.get(englishPath(route.path));
      // A post written in Spanish only is the one Spanish page without an English counterpart.
      if (!english && route.group === 'Blog posts') {
        expect(getAllPosts('en').some((p) => blogPostPath(p.slug, 'es') === route.path)).toBe(false);
        expect(route.alternate).toBeUndefined();
        continue;
      }
      expect(route.alternate).toBe(english?.path);
      expect(english?.alternate).toBe(route.path);
      expect(route.mainPage ?? false).toBe(english?.mainPage ?? false);
      expect(route.title).not.toBe(english?.title);
    }
  });

  it('gives the language switcher exactly the pages without a counterpart; every other counterpart is a prefix away', () => {
    for (const locale of ['en', 'es'] as const) {
      const without = pagesWithoutCounterpart(locale);
      for (const route of routesIn(locale)) {
        if (route.alternate) expect(route.alternate).toBe(pathIn(otherLocale(locale), route.path));
        expect(without.includes(route.path)).toBe(!route.alternate);
      }
      // A link variant is offered only when its counterpart is a page too (a variant of its own, or a route).
      for (const stub of redirectStubs.filter((s) => without.includes(s.from))) {
        expect(allRoutes().some((r) => r.path === pathIn(otherLocale(locale), stub.from))).toBe(false);
      }
    }
  });

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
