import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/format/locale';

/** What a page with a [param] in its path gives its route files: its pages' params, and each one's metadata and page. */
export type RouteSpec<Params> = {
  params: (locale: Locale) => Params[];
  metadata: (params: Params, locale: Locale) => Metadata;
  page: (params: Params, locale: Locale) => ReactNode;
};

/**
 * What a dynamic route file (app/(en)/... and its twin under app/(es)/es/...) exports, in its language. The two files
 * differ only in the locale they pass; `dynamicParams = false` stays in each, where Next reads it.
 */
export function localizedRoute<Params>(locale: Locale, spec: RouteSpec<Params>) {
  type Props = { params: Promise<Params> };
  return {
    generateStaticParams: () => spec.params(locale),
    generateMetadata: async ({ params }: Props) => spec.metadata(await params, locale),
    Page: async function Page({ params }: Props) {
      return spec.page(await params, locale);
    },
  };
}
