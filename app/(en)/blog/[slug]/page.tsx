import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { PopularServices } from '@/components/blog/popular-services';
import { Artwork } from '@/components/ui/artwork';
import { buttonStyles } from '@/components/ui/button-styles';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { artworkUrl } from '@/content/artwork';
import { site } from '@/content/site';
import { feedAlternate } from '@/lib/feed';
import { markdownToHtml } from '@/lib/markdown';
import { pageMetadata } from '@/lib/metadata';
import { formatLongDate } from '@/lib/post-format';
import { getAllPosts, getPost } from '@/lib/posts';
import { socialImagePath } from '@/lib/social-image';
import { blogPostPath } from '@/lib/routes';
import { blogPosting } from '@/lib/schema';

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllPosts().map((post) => ({ slug: post.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getPost((await params).slug);
  if (!post) return {};
  const meta = pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: blogPostPath(post.slug),
    image: post.ogImage ?? socialImagePath(post.featuredImage),
    imageAlt: post.title,
    type: 'article',
    publishedTime: post.publishDate,
    authors: [post.author],
    keywords: post.tags,
  });
  return { ...meta, alternates: { ...meta.alternates, types: feedAlternate } };
}

export default async function BlogPostPage({ params }: Props) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  const html = await markdownToHtml(post.content);
  const path = blogPostPath(post.slug);
  return (
    <>
      <PageHero
        trail={[{ name: 'Blog', path: '/blog' }, { name: post.title, path }]}
        eyebrow={site.blogName}
        title={post.title}
        intro={
          <p className="post-byline text-base">
            By <span className="post-author font-semibold text-charcoal-900">{post.author}</span> ·{' '}
            <time dateTime={post.publishDate} className="post-date">
              {formatLongDate(post.publishDate)}
            </time>
          </p>
        }
      />
      <article className="bg-cream-50 pb-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <Artwork
            name={post.featuredImage}
            alt={`Featured artwork for “${post.title}”`}
            priority
            sizes="(min-width: 768px) 768px, 100vw"
            className="mt-10 block overflow-hidden rounded-2xl shadow-md"
            imgClassName="post-featured-image h-auto max-h-[500px] w-full object-cover"
          />
          <div className="prose-studio mt-10 text-lg" dangerouslySetInnerHTML={{ __html: html }} />
          <div className="mt-10 border-t border-cream-200 pt-6">
            <h2 className="font-sans text-sm font-semibold tracking-widest text-charcoal-700 uppercase">Tags</h2>
            <ul className="post-tags mt-3 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-cream-200 px-3 py-1 text-sm text-charcoal-800">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
          <div className="mt-10">
            <PopularServices post={post} />
          </div>
          <p className="mt-10">
            <Link href="/blog" className={buttonStyles.secondary}>
              <span aria-hidden="true">←</span> Back to Blog
            </Link>
          </p>
        </div>
        <JsonLd
          data={blogPosting({
            title: post.title,
            description: post.excerpt,
            path,
            image: post.ogImage ?? artworkUrl(post.featuredImage),
            datePublished: post.publishDate,
            author: post.author,
            tags: post.tags,
          })}
        />
      </article>
    </>
  );
}
