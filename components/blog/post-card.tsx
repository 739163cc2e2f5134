import { Link } from '@/components/ui/link';
import { Artwork } from '@/components/ui/artwork';
import { buttonStyles } from '@/components/ui/button-styles';
import { blogCopy } from '@/content/pages/blog';
import type { Locale } from '@/lib/format/locale';
import { cardTags, formatShortDate } from '@/lib/posts/post-format';
import type { Post } from '@/lib/posts/post-schema';
import { blogPostPath } from '@/site/routes';

/** A post in the blog grid: image, title (2 lines), date, first two tags, excerpt (3 lines) and Read More. */
export function PostCard({
  post,
  locale,
  priority = false,
  likelyNext = false,
}: {
  post: Post;
  locale: Locale;
  priority?: boolean;
  /** The post is a likely next page (lib/browser/speculation-rules.ts). */
  likelyNext?: boolean;
}) {
  const href = blogPostPath(post.slug, locale);
  const copy = blogCopy[locale].card;
  return (
    <article className="post-card flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-cream-200 transition hover:shadow-md">
      <Artwork
        name={post.featuredImage}
        alt=""
        priority={priority}
        sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
        imgClassName="aspect-[40/21] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-charcoal-700">
          <time dateTime={post.publishDate} className="post-card-date">
            {formatShortDate(post.publishDate, locale)}
          </time>
          <span aria-hidden="true">·</span>
          <span className="post-card-tags">{cardTags(post)}</span>
        </p>
        <h2 className="post-card-title mt-3 line-clamp-2 text-xl leading-snug font-semibold">
          <Link locale={locale} href={href} className="hover:text-gold-700" likelyNext={likelyNext}>
            {post.title}
          </Link>
        </h2>
        <p className="post-card-excerpt mt-3 line-clamp-3 text-charcoal-700">{post.excerpt}</p>
        <div className="mt-auto pt-5">
          <Link
            locale={locale}
            href={href}
            className={buttonStyles.link}
            aria-label={copy.readMoreAria(post.title)}
            likelyNext={likelyNext}
          >
            {copy.readMore} <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
