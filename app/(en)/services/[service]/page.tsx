import { notFound } from 'next/navigation';
import { ServiceDetailPage } from '@/components/services/service-detail';
import { serviceDetails } from '@/content/service-details';
import { servicePath, serviceSlugs, type ServiceSlug } from '@/content/services';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ service: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return serviceSlugs.map((service) => ({ service }));
}

const isServiceSlug = (value: string): value is ServiceSlug => (serviceSlugs as string[]).includes(value);

export async function generateMetadata({ params }: Props) {
  const { service } = await params;
  if (!isServiceSlug(service)) notFound();
  return routeMetadata(servicePath(service), { keywords: serviceDetails[service].keywords });
}

export default async function ServicePage({ params }: Props) {
  const { service } = await params;
  if (!isServiceSlug(service)) notFound();
  return <ServiceDetailPage slug={service} />;
}
