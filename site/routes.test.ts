import { existsSync } from 'node:fs';
import path from 'node:path';
import { getAllPosts } from '@/lib/posts/posts';
import { englishPath, locales, otherLocale, pathIn } from '@/lib/format/locale';
import {
  allRoutes,
  blogPostPath,
  describedPages,
  englishOnlyPages,
  findRoute,
  linkTargetPaths,
  mainPages,
  pagesWithoutCounterpart,
  redirectStubs,
  routesIn,
} from './routes';

describe('routes', () => {
  it('has unique paths', () => {
    const paths = allRoutes().map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists the main pages of each language by their rank, each rank given once', () => {
    for (const locale of locales) {
      const ranks = routesIn(locale).flatMap((r) => (r.mainPage === undefined ? [] : [r.mainPage]));
      expect(ranks.length).toBeGreaterThan(0);
      expect(new Set(ranks).size).toBe(ranks.length);
      expect(mainPages(locale).map((r) => r.mainPage)).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('publishes a page in Spanish exactly when its copy gives Spanish meta; posts have their own editions', () => {
    for (const route of routesIn('en').filter((r) => r.group !== 'Blog posts')) {
      const spanish = englishOnlyPages.includes(route.path) ? undefined : pathIn('es', route.path);
      expect({ path: route.path, alternate: route.alternate }).toEqual({ path: route.path, alternate: spanish });
    }
  });

  it('names where a missing page goes: the route list, or for a Spanish page its copy module', () => {
    expect(() => findRoute('/no-such-page')).toThrow('site/routes.ts');
    expect(() => findRoute('/es/no-such-page')).toThrow('content/pages/<page>.ts');
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
      expect(route.mainPage).toBe(english?.mainPage);
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
});

describe('describedPages', () => {
  it('is every page but the posts, with its words and the file of the repository that holds them', () => {
    const pages = describedPages();
    expect(pages.map((page) => page.path).sort()).toEqual(
      allRoutes()
        .filter((route) => route.group !== 'Blog posts')
        .map((route) => route.path)
        .sort(),
    );
    for (const page of pages) {
      expect(page.description).toBe(findRoute(page.path).description);
      expect([page.path, existsSync(path.join(process.cwd(), page.file))]).toEqual([page.path, true]);
    }
    // A Spanish page's words are in the same copy module as the English ones.
    expect(pages.find((page) => page.path === '/es/gallery')?.file).toBe('content/pages/gallery.ts');
  });
});

describe('linkTargetPaths', () => {
  it('is every registered page and post, with the link variants: what the content check lets a post link to', () => {
    const posts = { en: getAllPosts('en'), es: getAllPosts('es') };
    expect([...linkTargetPaths(posts)].sort()).toEqual(
      [...new Set([...allRoutes().map((r) => r.path), ...redirectStubs.map((s) => s.from)])].sort(),
    );
  });
});
