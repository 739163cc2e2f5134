import type { Metadata } from 'next';
import { BlogPostPage, translationOf } from '@/components/blog/blog-post-page';
import type { Locale } from '@/lib/format/locale';
import { socialImagePath } from '@/lib/format/social-image';
import { getAllPosts, getPost } from '@/lib/posts/posts';
import { feedAlternate } from '@/site/feed';
import { pageMetadata } from '@/site/metadata';
import { blogPostPath } from '@/site/routes';
import type { RouteSpec } from './localized-route';

/** The slugs of one language's posts, for `generateStaticParams`. */
function blogPostParams(locale: Locale): { slug: string }[] {
  return getAllPosts(locale).map((post) => ({ slug: post.slug }));
}

/** A post's title, description, link preview and feed link, in its language. */
function blogPostMetadata(slug: string, locale: Locale): Metadata {
  const post = getPost(slug, locale);
  if (!post) return {};
  const meta = pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: blogPostPath(post.slug, locale),
    alternate: translationOf(post, locale)?.path,
    image: post.ogImage ?? socialImagePath(post.featuredImage),
    imageAlt: post.title,
    type: 'article',
    publishedTime: post.publishDate,
    authors: [post.author],
    keywords: post.tags,
  });
  return { ...meta, alternates: { ...meta.alternates, types: feedAlternate(locale) } };
}

/** /blog/[slug] and /es/blog/[slug]: one page per post of the language. */
export const blogPostRoute: RouteSpec<{ slug: string }> = {
  params: blogPostParams,
  metadata: ({ slug }, locale) => blogPostMetadata(slug, locale),
  page: ({ slug }, locale) => <BlogPostPage slug={slug} locale={locale} />,
};
