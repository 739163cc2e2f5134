import path from 'node:path';

/**
 * A blog folder of fixture posts, so no test depends on the owner's: an article in both languages, one in English
 * only (with the empty Spanish file the editor saves for it), and one in Spanish only.
 */
export const fixtureBlog = path.join(__dirname, '../../lib/__fixtures__/posts/bilingual');

/** The modules that read the posts, as the build loads them. */
export type BlogSite = {
  routes: typeof import('@/site/routes');
  posts: typeof import('@/lib/posts/posts');
  feed: typeof import('@/site/feed');
};

/**
 * The site's modules read from a blog folder as the build would read content/blog (STUDIO_BLOG_DIR, read by
 * lib/posts/posts.ts when it loads): each call gets a fresh module registry, so it sees the folder as it is now.
 */
export function siteFrom(blogDir: string): BlogSite {
  let site: BlogSite | undefined;
  process.env.STUDIO_BLOG_DIR = blogDir;
  try {
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- a fresh module registry per blog folder */
      site = { routes: require('@/site/routes'), posts: require('@/lib/posts/posts'), feed: require('@/site/feed') };
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
  } finally {
    delete process.env.STUDIO_BLOG_DIR;
  }
  return site!;
}
