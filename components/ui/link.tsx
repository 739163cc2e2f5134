import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's internal link: next/link (client-side navigation) without prefetching. By default every next/link
 * prefetches its route when it scrolls into view: on the home page that is some 30 routes and about 100 requests,
 * fetched and parsed on the visitor's phone while the page is still starting up, for pages most visitors never
 * open. Without prefetching, a click fetches the one route it needs from the CDN.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
