/**
 * Which navigation link marks the page the visitor is on (aria-current="page"): the header's links on the page and
 * the static check over out/ both ask this. Pure: client components may import it.
 */
import { englishPath } from './locale';

/**
 * Whether a link leads to the current page or to the section it is in (/services is current on /services/botox).
 * Each language's home ('/' and '/es') is current on itself only: every Spanish page's path starts with /es/.
 */
export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || (englishPath(href) !== '/' && pathname.startsWith(`${href}/`));
}
