/**
 * The owner's guide (docs/owner-guide.md) as a page of the editor's own site, out-admin/admin/guide.html, which the
 * editor's page links to (OWNER_GUIDE_PATH in editor/admin-page.ts). It is plain reading: no script may run on it
 * (its CSP allows none), its one style block is allowed by its hash, and it stays out of search engines like /admin.
 */
import { createHash } from 'node:crypto';
import { markdownToHtml } from '../lib/posts/markdown';

export const OWNER_GUIDE_SOURCE = 'docs/owner-guide.md';

const style = `body{margin:0 auto;max-width:42rem;padding:1.5rem 1rem 3rem;font:17px/1.6 system-ui,sans-serif;color:#1f2937;background:#fff}
h1{font-size:1.8rem;line-height:1.25}h2{margin-top:2.2rem;font-size:1.35rem}
a{color:#1d4ed8}a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
code{font-size:.95em;background:#f3f4f6;padding:0 .2em;border-radius:3px;overflow-wrap:anywhere}`;

/** The guide page's Content-Security-Policy: nothing but its own style block and the icon. */
export const ownerGuideCsp = () =>
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'; img-src 'self'; base-uri 'none'; form-action 'none'`;

/** The whole page from the guide's Markdown (rendered and sanitised as posts are, lib/posts/markdown.ts). */
export async function ownerGuidePageHtml(markdown: string): Promise<string> {
  const body = await markdownToHtml(markdown);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"/>
<meta http-equiv="Content-Security-Policy" content="${ownerGuideCsp()}"/>
<meta name="robots" content="noindex, nofollow"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>Owner's guide · Editor</title>
<link rel="icon" href="/icon.svg"/>
<style>${style}</style>
</head>
<body>
<main>
${body.trim()}
</main>
<p><a href="/admin">Back to the editor</a></p>
</body>
</html>
`;
}
