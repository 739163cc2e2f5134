import { site } from '@/content/site';
import { ui } from '@/content/ui';
import type { Locale } from '@/lib/format/locale';
import { messageLinks, type MessageLink as MessageLinkData } from '@/lib/format/message-links';

/** Text message, and WhatsApp when content/site.ts sets a number: the studio's message links, in order. */
export const studioMessageLinks = messageLinks(site);

/** The studio's message links in a page's language. */
export const studioMessageLinksIn = (locale: Locale) => messageLinks(site, ui[locale].contact);

/** One message link: a plain link, so it works before and without JavaScript. */
export function MessageLink({ link, className }: { link: MessageLinkData; className?: string }) {
  return (
    <a
      href={link.href}
      className={className}
      aria-label={link.ariaLabel}
      {...(link.external ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {link.label}
    </a>
  );
}
