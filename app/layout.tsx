import type { Metadata, Viewport } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { BookingHost } from '@/components/booking/booking-host';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { HydrationMarker } from '@/components/layout/hydration-marker-client';
import { SkipLink } from '@/components/layout/skip-link';
import { inter, playfair } from '@/components/layout/fonts';
import { JsonLd } from '@/components/ui/json-ld';
import { site } from '@/content/site';
import { colorToken } from '@/lib/design-tokens';
import { SCROLL_OFFSET } from '@/lib/hash-scroll';
import { socialImageType } from '@/lib/social-image';
import { localBusiness } from '@/lib/schema';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.metadata.title, template: `%s | ${site.name}` },
  description: site.metadata.description,
  keywords: [...site.metadata.keywords],
  applicationName: site.name,
  authors: [{ name: site.owner.name }],
  verification: { google: site.verification.google },
  alternates: { canonical: '/' },
  openGraph: {
    type: 'website',
    siteName: site.name,
    title: site.metadata.title,
    description: site.metadata.description,
    locale: 'en_US',
    images: [
      {
        url: site.socialImage.path,
        type: socialImageType(site.socialImage.path),
        width: site.socialImage.width,
        height: site.socialImage.height,
        alt: site.socialImage.alt,
      },
    ],
  },
  twitter: {
    card: 'summary_large_image',
    title: site.metadata.title,
    description: site.metadata.description,
    images: [{ url: site.socialImage.path, alt: site.socialImage.alt }],
  },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  // The header's color, so the phone's browser bar continues it.
  themeColor: colorToken('cream-50'),
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${playfair.variable}`} style={{ '--header-offset': `${SCROLL_OFFSET}px` } as CSSProperties}>
      <body>
        <SkipLink />
        <Header />
        <main id="main-content" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <Footer />
        <BookingHost />
        <HydrationMarker />
        <JsonLd data={localBusiness()} />
      </body>
    </html>
  );
}
