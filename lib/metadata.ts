import type { Metadata } from 'next';
import { site } from '@/content/site';
import { findRoute } from '@/lib/routes';
import { socialImageType } from '@/lib/social-image';

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
};

/** Absolute URL of a site path, written the way Next writes canonicals (home without a trailing slash). */
export function absoluteUrl(path: string): string {
  return path === '/' ? site.url : `${site.url}${path}`;
}

/** Full metadata for one page: title, description, canonical, Open Graph and Twitter card. */
export function pageMetadata(input: PageMetaInput): Metadata {
  const isHome = input.path === '/';
  const url = input.image ?? site.socialImage.path;
  const image = {
    url,
    type: socialImageType(url),
    width: site.socialImage.width,
    height: site.socialImage.height,
    alt: input.imageAlt ?? site.socialImage.alt,
  };
  const socialTitle = isHome ? input.title : `${input.title} | ${site.name}`;
  return {
    title: isHome ? { absolute: input.title } : input.title,
    description: input.description,
    ...(input.keywords ? { keywords: input.keywords } : {}),
    alternates: { canonical: input.path },
    openGraph: {
      title: socialTitle,
      description: input.description,
      url: input.path,
      siteName: site.name,
      locale: 'en_US',
      images: [image],
      ...(input.type === 'article'
        ? { type: 'article', publishedTime: input.publishedTime, authors: input.authors }
        : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title: socialTitle, description: input.description, images: [{ url: image.url, alt: image.alt }] },
  };
}

/** Metadata of a route registered in lib/routes.ts. */
export function routeMetadata(path: string, extra: Partial<PageMetaInput> = {}): Metadata {
  const route = findRoute(path);
  return pageMetadata({ title: route.title, description: route.description, path, ...extra });
}
