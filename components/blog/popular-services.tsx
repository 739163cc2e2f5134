import { buttonStyles } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { appointmentOf, catalogCopy, servicePath, services, type ServiceSlug } from '@/content/services';
import { blogCopy, popularServicesFor } from '@/content/pages/blog';
import type { Locale } from '@/lib/format/locale';
import { timeLabel } from '@/lib/format/durations';
import type { Post } from '@/lib/posts/posts';

/**
 * A service's name and length in a language. Spanish shows the appointment's length ("30 min"); English keeps the
 * catalog's full wording.
 */
function serviceLabel(slug: ServiceSlug, locale: Locale): { name: string; duration: string } {
  const service = services[slug];
  const { name, duration } = catalogCopy[locale].services[slug];
  if (locale === 'en') return { name, duration };
  return { name, duration: timeLabel(locale, appointmentOf(service.duration)) };
}

export function PopularServices({ post, locale }: { post: Pick<Post, 'tags'>; locale: Locale }) {
  return (
    <aside aria-labelledby="popular-services-heading" className="rounded-2xl bg-cream-100 p-6 sm:p-8">
      <h2 id="popular-services-heading" className="text-2xl font-semibold">
        {blogCopy[locale].post.popularServices}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {popularServicesFor(post).map((slug, index) => {
          const { name, duration } = serviceLabel(slug, locale);
          return (
            <li key={slug} className="rounded-xl bg-white p-4 shadow-sm">
              {/* The first suggestion, chosen by the post's tags, is the likeliest next page. */}
              <Link locale={locale} href={servicePath(slug)} className={buttonStyles.textLink} likelyNext={index === 0}>
                {name}
              </Link>
              <p className="mt-1 text-sm text-charcoal-700">{duration}</p>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
