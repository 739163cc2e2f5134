import { Link } from '@/components/ui/link';
import { servicePath, services, type ServiceSlug } from '@/content/services';
import type { Post } from '@/lib/posts';

const medicalTags = /botox|filler|injectable|lips/i;

/** Three service links that fit the post: injectables for injectable topics, the core facials otherwise. */
export function popularServicesFor(post: Pick<Post, 'tags'>): ServiceSlug[] {
  return post.tags.some((t) => medicalTags.test(t)) ? ['botox', 'lip-fillers', 'anti-aging-facial'] : ['hydrafacial', 'anti-aging-facial', 'deep-cleansing-facial'];
}

export function PopularServices({ post }: { post: Pick<Post, 'tags'> }) {
  return (
    <aside aria-labelledby="popular-services-heading" className="rounded-2xl bg-cream-100 p-6 sm:p-8">
      <h2 id="popular-services-heading" className="text-2xl font-semibold">
        Popular Services
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {popularServicesFor(post).map((slug) => (
          <li key={slug} className="rounded-xl bg-white p-4 shadow-sm">
            <Link href={servicePath(slug)} className="font-semibold text-charcoal-900 underline-offset-4 hover:text-gold-700 hover:underline">
              {services[slug].name}
            </Link>
            <p className="mt-1 text-sm text-charcoal-700">{services[slug].duration}</p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
