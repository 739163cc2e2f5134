import type { CSSProperties, ReactNode } from 'react';
import { BookingHost } from '@/components/booking/booking-host-client';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { HydrationMarker } from '@/components/layout/hydration-marker-client';
import { SkipLink } from '@/components/layout/skip-link';
import { inter, playfair } from '@/components/layout/fonts';
import { JsonLd } from '@/components/ui/json-ld';
import { ui } from '@/content/ui';
import { SCROLL_OFFSET } from '@/lib/browser/hash-scroll';
import type { Locale } from '@/lib/format/locale';
import { localBusiness, webSite } from '@/site/schema';

/**
 * The whole document of a page in one language: `<html lang>` in the static HTML, skip link, header, main, footer,
 * booking host and the business JSON-LD (postbuild adds the Speculation Rules). Each language's root layout renders
 * it, and so does the 404 document.
 */
export function SiteShell({
  locale,
  notFound = false,
  children,
}: {
  locale: Locale;
  /** A 404 document: no language switch. */ notFound?: boolean;
  children: ReactNode;
}) {
  return (
    <html
      lang={locale}
      className={`${inter.variable} ${playfair.variable}`}
      style={{ '--header-offset': `${SCROLL_OFFSET}px` } as CSSProperties}
    >
      <body>
        <SkipLink locale={locale} />
        <Header locale={locale} languageSwitch={!notFound} />
        <main id="main-content" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <Footer locale={locale} />
        <BookingHost words={ui[locale].booking} />
        <HydrationMarker />
        <JsonLd data={localBusiness(locale)} />
        <JsonLd data={webSite(locale)} />
      </body>
    </html>
  );
}
