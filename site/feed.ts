/** The blog's RSS 2.0 feeds, one per language (/feed.xml, /es/feed.xml), with absolute URLs, built from the posts. */
import { artworkUrl } from '@/content/artwork';
import { blogCopy } from '@/content/pages/blog';
import { pathIn, type Locale } from '@/lib/format/locale';
import { absoluteUrl } from '@/site/metadata';
import type { Post } from '@/lib/posts/posts';
import { blogPostPath } from '@/site/routes';

/** Where each language's feed lives. */
export function feedPath(locale: Locale): string {
  return pathIn(locale, '/feed.xml');
}

/** The <link rel="alternate"> of a language's feed, for the `alternates` of its pages' metadata. */
export function feedAlternate(locale: Locale) {
  return { 'application/rss+xml': [{ url: feedPath(locale), title: blogCopy[locale].feed.title }] };
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date of a YYYY-MM-DD publish date (noon UTC, so the day is the same in every US time zone). */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toUTCString();
}

/** The feed of one language's posts (newest first, as given). */
export function buildRss(posts: Post[], locale: Locale): string {
  const copy = blogCopy[locale];
  const blogUrl = absoluteUrl(pathIn(locale, '/blog'));
  const items = posts.map((post) => {
    const url = absoluteUrl(blogPostPath(post.slug, locale));
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
    `    <title>${escapeXml(copy.name)}</title>`,
    `    <link>${blogUrl}</link>`,
    `    <atom:link href="${absoluteUrl(feedPath(locale))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(copy.feed.description)}</description>`,
    `    <language>${copy.feed.language}</language>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
