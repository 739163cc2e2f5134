/**
 * The routes, sitemap entries and alternates of the posts, built from a fixture blog (an article in both languages,
 * one in English only, one in Spanish only) as the build builds them from content/blog.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { otherLocale } from '../format/locale';
import { isUntranslatedPlaceholder } from './post-validation';
import { fixtureBlog, siteFrom } from '@/site/__fixtures__/blog-site';

const { posts, routes } = siteFrom(fixtureBlog);
const { allRoutes, blogPostPath, hreflangPaths, postRoutes, sitemapEntries } = routes;

describe('post routes', () => {
  it('registers one route per Markdown post, with its title and excerpt', () => {
    expect(posts.BLOG_DIR).toBe(fixtureBlog);
    const english = posts.getAllPosts('en');
    expect(english.length).toBeGreaterThan(0);
    expect(postRoutes('en')).toEqual(
      english.map((p) => ({ path: `/blog/${p.slug}`, title: p.title, description: p.excerpt, group: 'Blog posts' })),
    );
    const paths = allRoutes().map((r) => r.path);
    for (const post of english) expect(paths).toContain(`/blog/${post.slug}`);
  });

  it('registers each Spanish post under /es/blog, paired with its English original by the slug', () => {
    const spanish = posts.getAllPosts('es');
    const english = new Set(posts.getAllPosts('en').map((p) => p.slug));
    // The fixture blog holds both kinds: a translation and a post written in Spanish only.
    expect(spanish.some((p) => english.has(p.slug)) && spanish.some((p) => !english.has(p.slug))).toBe(true);
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
      expect(byPath.get(blogPostPath(post.slug, 'en'))?.alternate).toBe(`/es/blog/${post.slug}`);
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
      for (const post of posts.getAllPosts(locale)) {
        // The other language is an alternate exactly when its file exists: a post may be written in one language only.
        const translated = ['.md', '.markdown'].some((ext) => {
          const file = path.join(fixtureBlog, otherLocale(locale), `${post.slug}${ext}`);
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
});
