import { PostCard } from '@/components/blog/post-card';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { site } from '@/content/site';
import { feedAlternate } from '@/lib/feed';
import { routeMetadata } from '@/lib/metadata';
import { getAllPosts } from '@/lib/posts';

const base = routeMetadata('/blog');
export const metadata = { ...base, alternates: { ...base.alternates, types: feedAlternate } };

export default function BlogPage() {
  const posts = getAllPosts();
  return (
    <>
      <PageHero
        eyebrow="Skincare journal"
        title={site.blogName}
        intro={`Practical skincare for life in ${site.address.locality}'s dry, sunny climate: treatment guides, seasonal routines and honest answers from ${site.owner.name} and the studio team.`}
      />
      <Section labelledBy="blog-posts-heading">
        <h2 id="blog-posts-heading" className="sr-only">
          All articles, newest first
        </h2>
        <div className="post-grid grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </div>
      </Section>
    </>
  );
}
