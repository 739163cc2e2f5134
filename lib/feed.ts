/** The blog's RSS 2.0 feed (/feed.xml) with absolute URLs, built from the posts. */
import { artworkUrl } from '@/content/artwork';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/metadata';
import type { Post } from '@/lib/posts';
import { blogPostPath } from '@/lib/routes';

export const FEED_PATH = '/feed.xml';

/** The <link rel="alternate"> of the feed, for the `alternates` of a page's metadata. */
export const feedAlternate = { 'application/rss+xml': [{ url: FEED_PATH, title: `${site.blogName} (RSS)` }] };

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** RFC 822 date of a YYYY-MM-DD publish date (noon UTC, so the day is the same in every US time zone). */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toUTCString();
}

export function buildRss(posts: Post[]): string {
  const blogUrl = absoluteUrl('/blog');
  const items = posts.map((post) => {
    const url = absoluteUrl(blogPostPath(post.slug));
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${rfc822(post.publishDate)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <enclosure url="${absoluteUrl(artworkUrl(post.featuredImage))}" type="image/webp" length="0"/>`,
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0]?.publishDate;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(site.blogName)}</title>`,
    `    <link>${blogUrl}</link>`,
    `    <atom:link href="${absoluteUrl(FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(`Skincare advice from ${site.name} in ${site.address.locality}, ${site.address.region}.`)}</description>`,
    '    <language>en-us</language>',
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
