import { site } from '@/content/site';
import { ui } from '@/content/ui';
import type { Locale } from '@/lib/format/locale';
import { messageLinks, type MessageLink as MessageLinkData } from '@/lib/format/message-links';

/** The studio's message links in a page's language: a text message, and WhatsApp when content/site.ts sets a number. */
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
