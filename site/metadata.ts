import type { Metadata, Viewport } from 'next';
import { site } from '@/content/site';
import { ui } from '@/content/ui';
import { localeOfPath, ogLocale, type Locale } from '@/lib/format/locale';
import { findRoute, hreflangPaths } from '@/site/routes';
import { colorToken } from '@/site/design-tokens';
import { socialImageType } from '@/lib/format/social-image';

export type PageMetaInput = {
  title: string;
  description: string;
  path: string;
  /** Absolute-from-root path of a 1200x630 image. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  authors?: string[];
  keywords?: string[];
  /** The same page in the other language, when it exists: hreflang links and og:locale:alternate. */
  alternate?: string;
};

/** Absolute URL of a site path, written the way Next writes canonicals (home without a trailing slash). */
export function absoluteUrl(path: string): string {
  return path === '/' ? site.url : `${site.url}${path}`;
}

/**
 * Full metadata for one page: title, description, canonical, hreflang links to its counterpart (absolute, through
 * the root layouts' metadataBase), Open Graph in the page's language and Twitter card.
 */
export function pageMetadata(input: PageMetaInput): Metadata {
  const isHome = input.path === '/' || input.path === '/es';
  const locale = localeOfPath(input.path);
  const languages = hreflangPaths({ path: input.path, alternate: input.alternate });
  const url = input.image ?? site.socialImage.path;
  const image = {
    url,
    type: socialImageType(url),
    width: site.socialImage.width,
    height: site.socialImage.height,
    alt: input.imageAlt ?? ui[locale].meta.socialImageAlt,
  };
  const socialTitle = isHome ? input.title : `${input.title} | ${site.name}`;
  return {
    title: isHome ? { absolute: input.title } : input.title,
    description: input.description,
    ...(input.keywords ? { keywords: input.keywords } : {}),
    alternates: { canonical: input.path, ...(languages ? { languages } : {}) },
    openGraph: {
      title: socialTitle,
      description: input.description,
      url: input.path,
      siteName: site.name,
      locale: ogLocale[locale],
      ...(input.alternate ? { alternateLocale: [ogLocale[localeOfPath(input.alternate)]] } : {}),
      images: [image],
      ...(input.type === 'article'
        ? { type: 'article', publishedTime: input.publishedTime, authors: input.authors }
        : { type: 'website' }),
    },
    twitter: {
      card: 'summary_large_image',
      title: socialTitle,
      description: input.description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}

/** Metadata of a route registered in site/routes.ts. */
export function routeMetadata(path: string, extra: Partial<PageMetaInput> = {}): Metadata {
  const route = findRoute(path);
  return pageMetadata({
    title: route.title,
    description: route.description,
    path,
    alternate: route.alternate,
    ...extra,
  });
}

/**
 * The defaults of a root layout (one per language): metadataBase, so canonical and hreflang links are absolute,
 * the title template, and Open Graph and Twitter defaults in the layout's language.
 */
export function layoutMetadata(locale: Locale): Metadata {
  const copy = ui[locale].meta;
  const home = locale === 'en' ? '/' : '/es';
  return {
    metadataBase: new URL(site.url),
    title: { default: copy.title, template: `%s | ${site.name}` },
    description: copy.description,
    keywords: copy.keywords,
    applicationName: site.name,
    authors: [{ name: site.owner.name }],
    verification: { google: site.verification.google },
    alternates: { canonical: home },
    openGraph: {
      type: 'website',
      siteName: site.name,
      title: copy.title,
      description: copy.description,
      locale: ogLocale[locale],
      images: [
        {
          url: site.socialImage.path,
          type: socialImageType(site.socialImage.path),
          width: site.socialImage.width,
          height: site.socialImage.height,
          alt: copy.socialImageAlt,
        },
      ],
    },
    twitter: {
      card: 'summary_large_image',
      title: copy.title,
      description: copy.description,
      images: [{ url: site.socialImage.path, alt: copy.socialImageAlt }],
    },
    formatDetection: { telephone: false },
  };
}

export const siteViewport: Viewport = {
  // The header's color, so the phone's browser bar continues it.
  themeColor: colorToken('cream-50'),
  width: 'device-width',
  initialScale: 1,
};
