import { notFound } from 'next/navigation';
import { PopularServices } from '@/components/blog/popular-services';
import { Artwork } from '@/components/ui/artwork';
import { buttonStyles } from '@/components/ui/button-styles';
import { JsonLd } from '@/components/ui/json-ld';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { artworkUrl } from '@/content/artwork';
import { blogCopy } from '@/content/pages/blog';
import { ui } from '@/content/ui';
import { otherLocale, pathIn, type Locale } from '@/lib/format/locale';
import { markdownToHtml } from '@/lib/posts/markdown';
import { formatLongDate, readingMinutes } from '@/lib/posts/post-format';
import { getPost, postLanguages, type Post } from '@/lib/posts/posts';
import { blogPostPath } from '@/site/routes';
import { blogPosting } from '@/site/schema';

/** The post in the other language, when it has been written: its hreflang alternate and JSON-LD translation. */
export function translationOf(post: Post, locale: Locale): { path: string; locale: Locale } | undefined {
  const other = otherLocale(locale);
  return postLanguages(post.slug).includes(other) ? { path: blogPostPath(post.slug, other), locale: other } : undefined;
}

/** A post's page, in either language. */
export async function BlogPostPage({ slug, locale }: { slug: string; locale: Locale }) {
  const post = getPost(slug, locale);
  if (!post) notFound();
  const copy = blogCopy[locale];
  const blogPath = pathIn(locale, '/blog');
  const html = await markdownToHtml(post.content);
  const path = blogPostPath(post.slug, locale);
  return (
    <>
      <PageHero
        locale={locale}
        trail={[
          { name: ui[locale].nav.blog, path: blogPath },
          { name: post.title, path },
        ]}
        eyebrow={copy.name}
        title={post.title}
        intro={
          // Each space sits inside the words beside it: a text node of only a space was seen counted as moved when the
          // hero's picture arrived and the line was painted again (a layout shift of 0.002 in the first screen).
          <p className="post-byline text-base">
            {`${copy.post.by} `}
            <span className="post-author font-semibold text-charcoal-900">{post.author}</span>
            {' · '}
            <time dateTime={post.publishDate} className="post-date">
              {formatLongDate(post.publishDate, locale)}
            </time>
            {' · '}
            <span className="post-reading-time">{copy.post.readingTime(readingMinutes(post.content))}</span>
          </p>
        }
      />
      <article className="bg-cream-50 pb-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <Artwork
            name={post.featuredImage}
            // Decorative: it heads the post whose title is the heading just above, and an alt text could only say
            // that title again (a post's front matter carries no description of its picture).
            alt=""
            priority
            sizes="(min-width: 768px) 768px, 100vw"
            className="mt-10 block overflow-hidden rounded-2xl shadow-md"
            imgClassName="post-featured-image h-auto max-h-[500px] w-full object-cover"
          />
          <div className="prose-studio mt-10 text-lg" dangerouslySetInnerHTML={{ __html: html }} />
          <div className="mt-10 border-t border-cream-200 pt-6">
            <h2 className="font-sans text-sm font-semibold tracking-widest text-charcoal-700 uppercase">
              {copy.post.tags}
            </h2>
            <ul className="post-tags mt-3 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-cream-200 px-3 py-1 text-sm text-charcoal-800">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
          <div className="mt-10">
            <PopularServices post={post} locale={locale} />
          </div>
          <p className="mt-10">
            <Link locale={locale} href={blogPath} className={buttonStyles.secondary}>
              <span aria-hidden="true">←</span> {copy.post.back}
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
            dateModified: post.updated,
            author: post.author,
            tags: post.tags,
            locale,
            translation: translationOf(post, locale),
          })}
        />
      </article>
    </>
  );
}
