import { buildRss } from '@/site/feed';
import { getAllPosts } from '@/lib/posts/posts';

export const dynamic = 'force-static';

export function GET() {
  return new Response(buildRss(getAllPosts('es'), 'es'), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
