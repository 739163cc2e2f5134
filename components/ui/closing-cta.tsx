import type { ReactNode } from 'react';
import { BookingLink } from '@/components/booking/booking-link-client';
import { buttonStyles } from '@/components/ui/button-styles';
import { CallLink } from '@/components/ui/call-link';
import { Link } from '@/components/ui/link';
import { Section } from '@/components/ui/section';
import { site } from '@/content/site';
import { ui } from '@/content/ui';
import type { Locale } from '@/lib/format/locale';

/**
 * The dark call-to-action band that closes a page: a heading, a line of encouragement and the ways to act,
 * booking first (the page's booking dialog), then calling.
 */
export function ClosingCta({
  id = 'book',
  eyebrow,
  title,
  intro,
  book,
  call,
  backLink,
  children,
  locale,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** The gold booking button: its label, and the dialog's title and intro. */
  book?: { label: string; dialogTitle?: string; intro?: string };
  /** A call button: `true` for "Call (915) …", `'now'` for "Call Us Now (915) …". */
  call?: true | 'now';
  /** A quiet link below the buttons, e.g. back to the area's page. */
  backLink?: { href: string; label: string };
  /** Further buttons after the booking and call buttons. */
  children?: ReactNode;
  locale: Locale;
}) {
  const words = ui[locale].contact;
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone="dark">
      <div className="flex flex-wrap justify-center gap-3">
        {book ? (
          <BookingLink className={buttonStyles.gold} dialogTitle={book.dialogTitle} intro={book.intro}>
            {book.label}
          </BookingLink>
        ) : null}
        {call === 'now' ? (
          <CallLink locale={locale} className={buttonStyles.light} ariaLabel={words.callNowAria}>
            {words.callNow} <span className="font-normal">{site.phone.display}</span>
          </CallLink>
        ) : call ? (
          <CallLink locale={locale} className={buttonStyles.light} />
        ) : null}
        {children}
      </div>
      {backLink ? (
        <p className="mt-8 text-center">
          <Link
            locale={locale}
            href={backLink.href}
            className="font-semibold text-gold-300 underline underline-offset-4 hover:text-cream-50"
          >
            {backLink.label}
          </Link>
        </p>
      ) : null}
    </Section>
  );
}
