/**
 * The links and images inside a post's Markdown must lead somewhere: a page of the site, another post, or a file in
 * public/, and in the post's own language whenever that page exists in it. A post is data an owner writes by hand,
 * so a wrong address stops the build with one line naming the post's file and the link (PostValidationError), rather
 * than shipping a page whose link 404s. Removing or renaming a post that another post links to is caught the same way:
 * the line names both files.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { remark } from 'remark';
import { englishPath, localeOfPath, locales, pathIn, type Locale } from '../format/locale';
import type { Post } from './post-schema';
import { PostValidationError } from './post-validation';

export type LinkTargets = {
  /** Every page and post of the site in both languages (registered routes and link variants). */
  pages: ReadonlySet<string>;
  /** The public/ folder: a link or image may point at a file in it (an image, a PDF, the feed). */
  publicDir: string;
};

export type PostLink = { kind: 'link' | 'image'; url: string };

type MdNode = { type: string; url?: string; children?: MdNode[] };

/** Every link, image and link reference definition of a Markdown text, in order. */
export function postLinks(markdown: string): PostLink[] {
  const found: PostLink[] = [];
  const walk = (node: MdNode) => {
    if ((node.type === 'link' || node.type === 'definition') && node.url !== undefined)
      found.push({ kind: 'link', url: node.url });
    if (node.type === 'image' && node.url !== undefined) found.push({ kind: 'image', url: node.url });
    node.children?.forEach(walk);
  };
  walk(remark().parse(markdown) as MdNode);
  return found;
}

const EXTERNAL = /^(https?:|mailto:|tel:)/i;

/** '/about/?x=1#faq' -> '/about': the page a link opens. */
function pagePath(url: string): string {
  const bare = url.split(/[?#]/)[0] ?? '';
  let decoded = bare;
  try {
    decoded = decodeURI(bare);
  } catch {
    // A malformed %-escape is checked as written; it then matches no page.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

function isPublicFile(publicDir: string, urlPath: string): boolean {
  const file = path.join(publicDir, urlPath);
  return file.startsWith(path.resolve(publicDir) + path.sep) && existsSync(file) && statSync(file).isFile();
}

/** content/blog/es/x.md -> content/blog: the folder the other posts' files are named from. */
function blogFolderOf(post: Post): string {
  return path.dirname(path.dirname(post.file));
}

/** What is wrong with one link of a post written in `locale`, or undefined when it leads somewhere. */
function linkProblem(post: Post, locale: Locale, { kind, url }: PostLink, targets: LinkTargets): string | undefined {
  const what = `"${url}"`;
  if (url === '' || url.startsWith('#')) return undefined;
  if (/^http:/i.test(url))
    return `${what} is not a secure address: write it with https:// (browsers warn about, or block, plain http:// pages)`;
  if (EXTERNAL.test(url)) {
    return kind === 'image' && /^https?:/i.test(url)
      ? `${what} is on another site, and the pages' security policy shows only this site's images: put the file in public/images/ and use its /images/ address`
      : undefined;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//'))
    return `${what} is not a web address, e-mail or phone link`;
  // "www.example.com" or "example.com/page": an outside address typed without its start.
  if (/^(www\.|[a-z0-9-]+(\.[a-z0-9-]+)*\.(?!(html?|md|pdf|jpe?g|png|webp|avif|xml|txt)$)[a-z]{2,}(\/|$))/i.test(url))
    return `${what} is another site's address without its start: add https:// to the link ("https://${url}")`;
  if (!url.startsWith('/')) return `${what} is relative: start it with / (for example /services)`;

  const target = pagePath(url);
  if (kind === 'image')
    return isPublicFile(targets.publicDir, target) ? undefined : `${what} does not exist in public/`;
  if (!targets.pages.has(target)) {
    if (isPublicFile(targets.publicDir, target)) return undefined;
    const linked = /^(?:\/(es))?\/blog\/([^/]+)$/.exec(target);
    const missing = linked
      ? `there is no post ${blogFolderOf(post)}/${linked[1] ?? 'en'}/${linked[2]}.md`
      : 'there is no page at that address (see /sitemap)';
    return `${what} leads nowhere: ${missing}`;
  }
  const targetLocale = localeOfPath(target);
  const counterpart = pathIn(locale, englishPath(target));
  if (targetLocale !== locale && targets.pages.has(counterpart)) {
    return `${what} leads to the ${targetLocale === 'en' ? 'English' : 'Spanish'} page: link "${counterpart}" in a post written in ${locale === 'en' ? 'English' : 'Spanish'}`;
  }
  return undefined;
}

/** One line per link or image of the post that leads nowhere (or to the other language when the post's exists). */
export function postLinkProblems(post: Post, locale: Locale, targets: LinkTargets): string[] {
  return postLinks(post.content).flatMap((link) => {
    const problem = linkProblem(post, locale, link, targets);
    return problem ? [new PostValidationError(post.file, link.kind, problem).message] : [];
  });
}

/** Throws a PostValidationError for the first link of any post that leads nowhere. */
export function checkPostLinks(posts: Record<Locale, readonly Post[]>, targets: LinkTargets): void {
  for (const locale of locales) {
    for (const post of posts[locale]) {
      for (const link of postLinks(post.content)) {
        const problem = linkProblem(post, locale, link, targets);
        if (problem) throw new PostValidationError(post.file, link.kind, problem);
      }
    }
  }
}
