/** What each catalog service is called in each language: the catalog's name in English, how clients here say it in Spanish. */
import type { Locale } from '@/lib/locale';
import { services, type ServiceSlug } from './services';

export const serviceNames: Record<Locale, Record<ServiceSlug, string>> = {
  en: Object.fromEntries(Object.entries(services).map(([slug, service]) => [slug, service.name])) as Record<ServiceSlug, string>,
  es: {
    'anti-aging-facial': 'Facial antiedad',
    'deep-cleansing-facial': 'Facial de limpieza profunda',
    hydrafacial: 'HydraFacial',
    'facial-treatments': 'Tratamientos faciales',
    botox: 'Botox',
    'lip-fillers': 'Rellenos de labios',
  },
};
