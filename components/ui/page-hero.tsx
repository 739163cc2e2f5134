import type { ReactNode } from 'react';
import { BookingLink } from '@/components/booking/booking-link-client';
import { Artwork } from '@/components/ui/artwork';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonStyles } from '@/components/ui/button-styles';
import { CallLink } from '@/components/ui/call-link';
import { ui } from '@/content/ui';
import { pathIn, type Locale } from '@/lib/format/locale';
import type { Crumb } from '@/site/schema';

/**
 * The top of an inner page: eyebrow, the page's single h1, an intro and its actions (booking, then calling, then
 * any others), over soft artwork.
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  book,
  call = false,
  children,
  artwork = 'hero/home',
  trail,
  aside,
  locale,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  /** The booking button's label (it opens the booking dialog). */
  book?: string;
  /** A "Call (915) …" button after the booking one. */
  call?: boolean;
  /** Further actions after those. */
  children?: ReactNode;
  artwork?: string;
  /** The breadcrumb after Home, ending with this page; shown above the eyebrow. */
  trail?: Crumb[];
  /** Optional second column beside the text on large screens (below it on small ones), e.g. an image. */
  aside?: ReactNode;
  /** The page's language: the breadcrumb's words and its home page. */
  locale: Locale;
}) {
  const text = (
    <div className="max-w-3xl">
      {eyebrow ? <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{eyebrow}</p> : null}
      <h1 className="mt-3 text-4xl leading-tight font-semibold sm:text-5xl">{title}</h1>
      {intro ? <div className="mt-5 text-lg leading-relaxed text-charcoal-700">{intro}</div> : null}
      {book || call || children ? (
        <div className="mt-8 flex flex-wrap gap-3">
          {book ? <BookingLink className={buttonStyles.primary}>{book}</BookingLink> : null}
          {call ? <CallLink locale={locale} className={buttonStyles.secondary} /> : null}
          {children}
        </div>
      ) : null}
    </div>
  );
  return (
    <section className="relative isolate overflow-hidden bg-cream-100 pt-28 pb-16 sm:pt-32 lg:pt-36 lg:pb-20">
      <Artwork
        name={artwork}
        alt=""
        priority
        sizes="100vw"
        className="absolute inset-0 -z-10"
        imgClassName="h-full w-full object-cover opacity-60"
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {trail ? (
          <Breadcrumb
            locale={locale}
            items={[{ name: ui[locale].breadcrumb.home, path: pathIn(locale, '/') }, ...trail]}
          />
        ) : null}
        {aside ? (
          <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] lg:gap-14">
            {text}
            {aside}
          </div>
        ) : (
          text
        )}
      </div>
    </section>
  );
}
