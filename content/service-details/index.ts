/** The long copy of every service detail page in both languages, keyed by catalog slug (a missing service fails type-checking). */
import type { ServiceSlug } from '@/content/services';
import type { Locale } from '@/lib/format/locale';
import { antiAgingFacial } from './anti-aging-facial';
import { botox } from './botox';
import { deepCleansingFacial } from './deep-cleansing-facial';
import { facialTreatments } from './facial-treatments';
import { hydrafacial } from './hydrafacial';
import { lipFillers } from './lip-fillers';
import type { ServiceDetail } from './types';

export type {
  DetailCard,
  MedicalDetails,
  ServiceCopy,
  ServiceDetail,
  ServiceFacts,
  ServiceFaq,
  TreatmentGuide,
  VideoKey,
} from './types';

const byService: Record<ServiceSlug, Record<Locale, ServiceDetail>> = {
  'anti-aging-facial': antiAgingFacial,
  'deep-cleansing-facial': deepCleansingFacial,
  hydrafacial,
  'facial-treatments': facialTreatments,
  botox,
  'lip-fillers': lipFillers,
};

const inLanguage = (locale: Locale) =>
  Object.fromEntries(Object.entries(byService).map(([slug, detail]) => [slug, detail[locale]])) as Record<
    ServiceSlug,
    ServiceDetail
  >;

/** Each service page's copy in each language. */
export const serviceDetailsIn: Record<Locale, Record<ServiceSlug, ServiceDetail>> = {
  en: inLanguage('en'),
  es: inLanguage('es'),
};

/** The English pages' copy. */
export const serviceDetails = serviceDetailsIn.en;
