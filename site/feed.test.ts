import { site } from '@/content/site';
import { buildRss, escapeXml, rfc822 } from './feed';
import type { Post } from '@/lib/posts/posts';

const post = (over: Partial<Post>): Post => ({
  slug: 'a-post',
  id: 'a-post',
  title: 'A & B <post>',
  excerpt: 'Short "excerpt"',
  author: 'Adriana Morales',
  publishDate: '2025-07-30',
  tags: ['Facials', 'SPF'],
  featuredImage: 'hero/home',
  content: 'Body',
  file: 'content/blog/a-post.md',
  ...over,
});

describe('buildRss', () => {
  it('writes an RSS 2.0 channel with absolute URLs and escaped text', () => {
    const xml = buildRss([post({})], 'en');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain(`<title>${site.blogName.replace("'", '&apos;')}</title>`);
    expect(xml).toContain(`<link>${site.url}/blog</link>`);
    expect(xml).toContain(`<link>${site.url}/blog/a-post</link>`);
    expect(xml).toContain(`<guid isPermaLink="true">${site.url}/blog/a-post</guid>`);
    expect(xml).toContain('<title>A &amp; B &lt;post&gt;</title>');
    expect(xml).toContain('<description>Short &quot;excerpt&quot;</description>');
    expect(xml).toContain('<pubDate>Wed, 30 Jul 2025 12:00:00 GMT</pubDate>');
    expect(xml).toContain(`<enclosure url="${site.url}/images/hero/home-1600.webp"`);
  });
  it('lists every post it is given, in the order given (the blog gives them newest first)', () => {
    const posts = [
      post({ slug: 'newest', publishDate: '2026-02-01' }),
      post({ slug: 'older', publishDate: '2025-11-20' }),
      post({ slug: 'oldest', publishDate: '2024-03-05' }),
    ];
    const xml = buildRss(posts, 'en');
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual(posts.map((p) => `${site.url}/blog/${p.slug}`));
  });
  it('escapes XML and formats RFC 822 dates', () => {
    expect(escapeXml(`<a href="x">Tom's & co</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom&apos;s &amp; co&lt;/a&gt;');
    expect(rfc822('2025-05-20')).toBe('Tue, 20 May 2025 12:00:00 GMT');
  });
});
