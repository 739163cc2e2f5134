/** Home page location cards. Names and slugs come from site.serviceAreas; this adds the card copy. */
import { site } from '@/content/site';
import { services, type ServiceSlug } from '@/content/services';

const copy: Record<string, string> = {
  'horizon-city':
    'A short drive west on I-10 brings Horizon City clients to calm, unhurried facials and skincare built for high-desert sun and wind.',
  eastlake:
    'Eastlake families fit HydraFacials and anti-aging care between school runs and work, with evening appointments on weekdays.',
  socorro:
    'Socorro clients come for deep cleansing and hydration that answer dusty valley days, with a complimentary consultation first.',
};

export const locationServiceSlugs: ServiceSlug[] = ['hydrafacial', 'anti-aging-facial', 'deep-cleansing-facial'];

export type LocationCard = { name: string; slug: string; href: string; description: string; image: string; services: string[] };

export const locationCards: LocationCard[] = site.serviceAreas.map((area) => ({
  name: area.name,
  slug: area.slug,
  href: `/locations/${area.slug}`,
  description: copy[area.slug] ?? `Skincare and facials for clients from ${area.name}.`,
  image: `home/location-${area.slug}`,
  services: locationServiceSlugs.map((slug) => services[slug].name),
}));
