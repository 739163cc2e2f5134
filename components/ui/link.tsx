import type { ComponentProps } from 'react';
import { pathIn, type Locale } from '@/lib/format/locale';
import { LIKELY_NEXT } from '@/lib/browser/speculation-rules';

/**
 * The site's internal link: a plain `<a>`, so a tap is a document navigation. Pages are static and complete, so
 * the next page paints as soon as its HTML arrives, and Chromium shows one the visitor showed intent for from a
 * prerendered copy (lib/browser/speculation-rules.ts); back and forward restore pages from the back/forward cache. A
 * client-side (next/link) navigation can use neither: it fetches the route's payload after the tap and renders
 * it with React, which measured slower on a mid-range phone even with the payload already cached (the numbers
 * are in docs/performance.md, "Moving between pages").
 *
 * `href` is a site path in English or already in `locale`; the link writes it in `locale` (as next-intl's
 * createNavigation Link does), so callers never add the /es prefix. A fragment (`#services`) is left as it is.
 * `likelyNext` marks a link to one of the page's one or two likeliest next pages, prerendered once the page is idle.
 */
export function Link({
  href,
  locale,
  likelyNext = false,
  ...props
}: ComponentProps<'a'> & { href: string; locale: Locale; likelyNext?: boolean }) {
  return (
    <a
      href={href.startsWith('/') ? pathIn(locale, href) : href}
      {...(likelyNext ? { [LIKELY_NEXT]: '' } : {})}
      {...props}
    />
  );
}
