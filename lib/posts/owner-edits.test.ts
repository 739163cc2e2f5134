/**
 * The edits an owner makes to the blog, each tried on a copy of a fixture blog (site/__fixtures__/blog-site.ts), never
 * on her own posts: the site's modules are loaded from the copy (STUDIO_BLOG_DIR, read by lib/posts/posts.ts) exactly as
 * the build loads them from content/blog, and what the pages, the sitemap, the feeds and the language switcher get
 * from it is checked. Removing a post that another post links to is the one edit that must stop the build, naming
 * both files.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lengthAdvice } from './post-length';
import { postLinks } from './post-links';
import { PostValidationError } from './post-validation';
import { fixtureBlog, siteFrom, type BlogSite as Site } from '@/site/__fixtures__/blog-site';

const created: string[] = [];
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the fixture blog to edit. */
function blogCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'owner-edit-'));
  created.push(dir);
  cpSync(fixtureBlog, path.join(dir, 'blog'), { recursive: true });
  return path.join(dir, 'blog');
}

/** The file name a message gives a post of the copy: relative to the project, as for content/blog. */
const shown = (file: string) => path.relative(process.cwd(), file);

/** The fixture blog's posts, as the site reads them. */
const { getAllPosts } = siteFrom(fixtureBlog).posts;
const existing = getAllPosts('en');
/** The day after the newest post of either language: an owner's new post is the newest in both. */
const newestDate = (() => {
  const newest = [...existing, ...getAllPosts('es')]
    .map((p) => p.publishDate)
    .sort()
    .at(-1);
  const day = new Date(`${newest ?? '2025-01-01'}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
})();
const linkedPost = existing[0]!;
/** A Spanish post links to a Spanish post: the newest one. */
const spanishLinkedPost = getAllPosts('es')[0];

/** A short post (about 250 words): shorter than the advised length, which is advice and not a rule. */
function writePost(
  file: string,
  { title, excerpt, tags, links }: { title: string; excerpt: string; tags: string; links: string },
) {
  const paragraph =
    'Dry desert air pulls water from the skin all winter, so a gentle routine matters more than a complicated one. '.repeat(
      5,
    );
  const body = `${links}\n\n## What helps\n\n${paragraph}\n\n## What to skip\n\n${paragraph}\n\n${paragraph}`;
  writeFileSync(
    file,
    `---\ntitle: "${title}"\nexcerpt: "${excerpt}"\nauthor: Adriana Morales\npublishDate: ${newestDate}\ntags: [${tags}]\nfeaturedImage: blog/teen-acne-guide\n---\n\n${body}\n`,
  );
}

/** A file name no post of either language uses yet. */
const freeSlug = (base: string) => {
  const taken = new Set([...getAllPosts('en'), ...getAllPosts('es')].map((p) => p.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
};
const english = {
  slug: freeSlug('winter-skin-care-for-the-desert'),
  title: 'Winter Skin Care for the Desert',
  excerpt: 'Keeping skin calm through a dry El Paso winter.',
  tags: 'Skincare, Winter',
};
const spanish = {
  slug: freeSlug('piel-en-invierno'),
  title: 'La piel en el invierno del desierto',
  excerpt: 'Cómo cuidar la piel durante el invierno seco de El Paso.',
  tags: 'Cuidado de la piel',
};

function addEnglishPost(blog: string) {
  const file = path.join(blog, 'en', `${english.slug}.md`);
  writePost(file, {
    ...english,
    links: `Read [sun safety](/blog/${linkedPost.slug}) and book a [HydraFacial](/services/hydrafacial).`,
  });
  return file;
}

function addSpanishPost(blog: string, slug: string, title = spanish.title) {
  const file = path.join(blog, 'es', `${slug}.md`);
  writePost(file, {
    ...spanish,
    title,
    links: `${spanishLinkedPost ? `Lea [nuestro artículo](/es/blog/${spanishLinkedPost.slug}) y r` : 'R'}eserve un [HydraFacial](/es/services/hydrafacial).`,
  });
  return file;
}

const paths = (site: Site) => new Map(site.routes.allRoutes().map((r) => [r.path, r]));
const feedLinks = (site: Site, locale: 'en' | 'es') =>
  [
    ...site.feed
      .buildRss(site.posts.getAllPosts(locale), locale)
      .matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g),
  ].map((m) => new URL(m[1]!).pathname);

describe('an English-only post of 250 words that links to another post and to a service', () => {
  const blog = blogCopy();
  const file = addEnglishPost(blog);
  const site = siteFrom(blog);

  it('gets its page, first on /blog and in /feed.xml, and its sitemap entry, with no Spanish counterpart', () => {
    const route = paths(site).get(`/blog/${english.slug}`);
    expect(route).toEqual({
      path: `/blog/${english.slug}`,
      title: english.title,
      description: english.excerpt,
      group: 'Blog posts',
    });
    expect(paths(site).has(`/es/blog/${english.slug}`)).toBe(false);
    expect(site.posts.getAllPosts('en')[0]?.slug).toBe(english.slug);
    expect(feedLinks(site, 'en')[0]).toBe(`/blog/${english.slug}`);
    expect(feedLinks(site, 'es')).not.toContain(`/es/blog/${english.slug}`);
    expect(site.routes.sitemapEntries().find((e) => e.path === `/blog/${english.slug}`)).toEqual({
      path: `/blog/${english.slug}`,
      lastmod: newestDate,
    });
    expect(site.routes.pagesWithoutCounterpart('en')).toContain(`/blog/${english.slug}`);
  });

  it('publishes at its length; the build only prints advice about it', () => {
    const post = site.posts.getPost(english.slug, 'en')!;
    expect(lengthAdvice(post.file, post.content)).toMatch(
      new RegExp(`^${shown(file).replaceAll('.', '\\.')}: \\d+ words; .*\\(advice only, the post publishes\\)$`),
    );
  });
});

describe('a Spanish-only post', () => {
  const blog = blogCopy();
  addSpanishPost(blog, spanish.slug);
  const site = siteFrom(blog);

  it('is listed on /es/blog and in /es/feed.xml only, with no English counterpart and no switch to English', () => {
    expect(paths(site).get(`/es/blog/${spanish.slug}`)).toEqual({
      path: `/es/blog/${spanish.slug}`,
      title: spanish.title,
      description: spanish.excerpt,
      group: 'Blog posts',
    });
    expect(paths(site).has(`/blog/${spanish.slug}`)).toBe(false);
    expect(feedLinks(site, 'es')[0]).toBe(`/es/blog/${spanish.slug}`);
    expect(feedLinks(site, 'en')).not.toContain(`/blog/${spanish.slug}`);
    expect(site.routes.pagesWithoutCounterpart('es')).toContain(`/es/blog/${spanish.slug}`);
    expect(site.posts.postLanguages(spanish.slug)).toEqual(['es']);
  });
});

describe('a Spanish translation added later', () => {
  const blog = blogCopy();
  addEnglishPost(blog);
  // Read before the translation exists (the site reads the posts once, on first use).
  const before = paths(siteFrom(blog));
  addSpanishPost(blog, english.slug);
  const after = siteFrom(blog);

  it('pairs the two editions by the file name: hreflang, sitemap alternates and the language switch follow', () => {
    expect(before.get(`/blog/${english.slug}`)?.alternate).toBeUndefined();
    expect(paths(after).get(`/blog/${english.slug}`)?.alternate).toBe(`/es/blog/${english.slug}`);
    expect(paths(after).get(`/es/blog/${english.slug}`)?.alternate).toBe(`/blog/${english.slug}`);
    const alternates = {
      en: `/blog/${english.slug}`,
      es: `/es/blog/${english.slug}`,
      'x-default': `/blog/${english.slug}`,
    };
    for (const locale of ['en', 'es'] as const) {
      const entry = after.routes
        .sitemapEntries()
        .find((e) => e.path === (locale === 'en' ? `/blog/${english.slug}` : `/es/blog/${english.slug}`));
      expect(entry).toEqual({ path: entry?.path, lastmod: newestDate, alternates });
      expect(after.routes.pagesWithoutCounterpart(locale)).not.toContain(entry?.path);
    }
  });
});

describe('removing a post', () => {
  it('that nothing links to: its pages, feed items and sitemap entries go, and the build goes on', () => {
    const everyPost = [...getAllPosts('en'), ...getAllPosts('es')];
    const linked = new Set(
      everyPost.flatMap((p) => postLinks(p.content).map((l) => l.url.split('#')[0]!.replace(/^\/es/, ''))),
    );
    const blog = blogCopy();
    // A post nothing links to: one of the blog's, or else a new one added to the copy first.
    const unlinked =
      getAllPosts('en').find((p) => !linked.has(`/blog/${p.slug}`)) ?? (addEnglishPost(blog), { slug: english.slug });
    const before = siteFrom(blog).posts.getAllPosts('en').length;
    rmSync(path.join(blog, 'en', `${unlinked.slug}.md`));
    rmSync(path.join(blog, 'es', `${unlinked.slug}.md`), { force: true });
    const site = siteFrom(blog);
    const routes = paths(site);
    expect(routes.has(`/blog/${unlinked.slug}`) || routes.has(`/es/blog/${unlinked.slug}`)).toBe(false);
    expect(feedLinks(site, 'en')).not.toContain(`/blog/${unlinked.slug}`);
    expect(site.posts.getAllPosts('en')).toHaveLength(before - 1);
  });

  it('that another post links to: the build stops with one line naming both files', () => {
    const blog = blogCopy();
    const linking = addEnglishPost(blog);
    rmSync(path.join(blog, 'en', `${linkedPost.slug}.md`));
    const expected = `${shown(linking)}: link "/blog/${linkedPost.slug}" leads nowhere: there is no post ${shown(blog)}/en/${linkedPost.slug}.md`;
    const site = siteFrom(blog);
    let message = '';
    try {
      site.routes.allRoutes();
    } catch (error) {
      expect((error as Error).name).toBe(PostValidationError.name);
      message = (error as Error).message;
    }
    expect(message).toBe(expected);

    // The content check that runs before `next build` (and on every pull request) says the same, and stops.
    const run = spawnSync(process.execPath, [path.join(process.cwd(), 'scripts/check-content.mjs'), '--no-spelling'], {
      env: { ...process.env, STUDIO_BLOG_DIR: blog },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      `content: ${expected}`,
      'content: 1 problem to fix before the site can be published; nothing was published.',
    ]);
    // Putting the post back (or fixing the link) is all it takes.
    cpSync(path.join(fixtureBlog, 'en', `${linkedPost.slug}.md`), path.join(blog, 'en', `${linkedPost.slug}.md`));
    expect(() => siteFrom(blog).routes.allRoutes()).not.toThrow();
    expect(readFileSync(linking, 'utf8')).toContain(`/blog/${linkedPost.slug}`);
  });
});
