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

/**
 * The Markdown with every inline link target passed through `resolve` ("[text](target)" and "[text](target "title")"),
 * for example to send a link to a page that does not exist in a language yet to its counterpart.
 */
export function rewriteLinks(markdown: string, resolve: (target: string) => string): string {
  return markdown.replace(/\]\(([^)\s]+)((?:\s+"[^"]*")?)\)/g, (_whole, target: string, title: string) => `](${resolve(target)}${title})`);
}
