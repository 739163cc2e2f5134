/** The long copy of every service detail page, keyed by catalog slug (a missing service fails type-checking). */
import type { ServiceSlug } from '@/content/services';
import { antiAgingFacial } from './anti-aging-facial';
import { botox } from './botox';
import { deepCleansingFacial } from './deep-cleansing-facial';
import { facialTreatments } from './facial-treatments';
import { hydrafacial } from './hydrafacial';
import { lipFillers } from './lip-fillers';
import type { ServiceDetail } from './types';

export type { DetailCard, MedicalDetails, ServiceDetail, ServiceFaq, ServiceTestimonial, VideoKey } from './types';

export const serviceDetails: Record<ServiceSlug, ServiceDetail> = {
  'anti-aging-facial': antiAgingFacial,
  'deep-cleansing-facial': deepCleansingFacial,
  hydrafacial,
  'facial-treatments': facialTreatments,
  botox,
  'lip-fillers': lipFillers,
};
