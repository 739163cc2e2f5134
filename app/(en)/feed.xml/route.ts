import { buildRss } from '@/site/feed';
import { getAllPosts } from '@/lib/posts/posts';

export const dynamic = 'force-static';

export function GET() {
  return new Response(buildRss(getAllPosts('en'), 'en'), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
