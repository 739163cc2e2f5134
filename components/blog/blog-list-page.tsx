import type { Metadata } from 'next';
import { PostCard } from '@/components/blog/post-card';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { blogCopy } from '@/content/pages/blog';
import { feedAlternate } from '@/site/feed';
import { pathIn, type Locale } from '@/lib/format/locale';
import { routeMetadata } from '@/site/metadata';
import { getAllPosts } from '@/lib/posts/posts';

/** The blog list's metadata: the route's title and description, hreflang alternates and its language's feed. */
export function blogListMetadata(locale: Locale): Metadata {
  const base = routeMetadata(pathIn(locale, '/blog'));
  return { ...base, alternates: { ...base.alternates, types: feedAlternate(locale) } };
}

/** The blog list, in either language: every post of that language, newest first. */
export function BlogListPage({ locale }: { locale: Locale }) {
  const copy = blogCopy[locale];
  return (
    <>
      <PageHero locale={locale} eyebrow={copy.list.eyebrow} title={copy.name} intro={copy.list.intro} />
      <Section labelledBy="blog-posts-heading">
        <h2 id="blog-posts-heading" className="sr-only">
          {copy.list.allArticles}
        </h2>
        <div className="post-grid grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {/* The newest post is the likeliest next page. */}
          {getAllPosts(locale).map((post, index) => (
            <PostCard key={post.slug} post={post} locale={locale} likelyNext={index === 0} />
          ))}
        </div>
      </Section>
    </>
  );
}
