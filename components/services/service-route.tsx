import { notFound } from 'next/navigation';
import { serviceDetailsIn } from '@/content/service-details';
import { servicePath, serviceSlugs, type ServiceSlug } from '@/content/services';
import { pathIn, type Locale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';
import { ServiceDetailPage } from './service-detail';

type Props = { params: Promise<{ service: string }> };

const isServiceSlug = (value: string): value is ServiceSlug => (serviceSlugs as string[]).includes(value);

/** What a service detail route (/services/[service], /es/services/[service]) exports: one page per catalog service. */
export function serviceRoute(locale: Locale) {
  return {
    generateStaticParams: () => serviceSlugs.map((service) => ({ service })),
    generateMetadata: async ({ params }: Props) => {
      const { service } = await params;
      if (!isServiceSlug(service)) notFound();
      return routeMetadata(pathIn(locale, servicePath(service)), {
        keywords: serviceDetailsIn[locale][service].keywords,
      });
    },
    Page: async function ServicePage({ params }: Props) {
      const { service } = await params;
      if (!isServiceSlug(service)) notFound();
      return <ServiceDetailPage slug={service} locale={locale} />;
    },
  };
}
