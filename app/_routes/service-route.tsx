import { notFound } from 'next/navigation';
import type { RouteSpec } from './localized-route';
import { serviceDetailsIn, servicePath, type ServiceSlug, serviceSlugs } from '@/content/services';
import { pathIn } from '@/lib/format/locale';
import { routeMetadata } from '@/site/metadata';
import { ServiceDetailPage } from '@/components/services/service-detail';

const isServiceSlug = (value: string): value is ServiceSlug => (serviceSlugs as string[]).includes(value);

/** /services/[service] and /es/services/[service]: one page per catalog service. */
export const serviceRoute: RouteSpec<{ service: string }> = {
  params: () => serviceSlugs.map((service) => ({ service })),
  metadata: ({ service }, locale) => {
    if (!isServiceSlug(service)) notFound();
    return routeMetadata(pathIn(locale, servicePath(service)), {
      keywords: serviceDetailsIn[locale][service].keywords,
    });
  },
  page: ({ service }, locale) => {
    if (!isServiceSlug(service)) notFound();
    return <ServiceDetailPage slug={service} locale={locale} />;
  },
};
