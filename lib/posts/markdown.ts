/**
 * Markdown to HTML for blog posts: remark + remark-html with sanitising on (GitHub's schema), so raw HTML,
 * event handlers and javascript: links written in a post never reach the page.
 */
import { remark } from 'remark';
import html from 'remark-html';

export async function markdownToHtml(markdown: string): Promise<string> {
  const file = await remark().use(html, { sanitize: true }).process(markdown);
  return String(file);
}
