/**
 * The publishing guard: a site built for a real domain must not go live with the template's sample content
 * (testimonials that are not reviews, illustrations presented as results, a fictional phone number, placeholder
 * booking form and video ids), unless the owner has accepted each such item in content/site.ts.
 */
import type { SampleItem } from '@/content/site';

export type SampleGuardInput = {
  siteUrl: string;
  testimonials: 'samples' | 'platform-reviews';
  galleryImages: 'illustrations' | 'client-photos';
  /** E.164, e.g. "+12025550123". */
  phoneTel: string;
  bookingFormId: string;
  videoIds: readonly string[];
  accepted: readonly SampleItem[];
};

/** The placeholder ids this template ships with: a made-up booking form and YouTube's public sample videos. */
export const PLACEHOLDER_BOOKING_FORM_IDS: readonly string[] = ['242905123456789'];
export const PLACEHOLDER_VIDEO_IDS: readonly string[] = ['M7lc1UVf-VE', 'ysz5S6PUM-U', 'aqz-KE-bpKQ'];

/** localhost and the example domains reserved for documentation are not a real site. */
export function isRealDomain(siteUrl: string): boolean {
  let host: string;
  try {
    host = new URL(siteUrl).hostname;
  } catch {
    return false;
  }
  return !/^(localhost|127\.0\.0\.1|\[::1\])$/.test(host) && !/(^|\.)example\.(com|org|net)$/.test(host) && !host.endsWith('.localhost');
}

/** US numbers 555-0100 to 555-0199 are reserved for fiction. */
function isFictionalPhone(tel: string): boolean {
  return /^\+1\d{3}55501\d{2}$/.test(tel.replace(/[^\d+]/g, ''));
}

/** One line per sample item still in place and not accepted; empty when the build may go ahead. */
export function sampleProblems(input: SampleGuardInput): string[] {
  if (!isRealDomain(input.siteUrl)) return [];
  const found: [SampleItem, boolean, string][] = [
    ['testimonials', input.testimonials === 'samples', 'content/testimonials.ts holds sample testimonials, not real reviews (replace them, then set testimonialSettings.source to "platform-reviews")'],
    ['gallery', input.galleryImages === 'illustrations', 'the before-and-after gallery shows illustrations, not client results (add consented photos to public/images/gallery, then set gallerySettings.images to "client-photos" in content/gallery.ts)'],
    ['phone', isFictionalPhone(input.phoneTel), `the phone number ${input.phoneTel} is the fictional sample (set site.phone in content/site.ts)`],
    ['booking-form', PLACEHOLDER_BOOKING_FORM_IDS.includes(input.bookingFormId), `the booking form id ${input.bookingFormId} is a placeholder (set site.booking.formId in content/site.ts)`],
    ['videos', input.videoIds.some((id) => PLACEHOLDER_VIDEO_IDS.includes(id)), 'the educational videos are placeholder YouTube ids (set site.videos in content/site.ts)'],
  ];
  return found
    .filter(([item, present]) => present && !input.accepted.includes(item))
    .map(([item, , why]) => `sample ${item}: ${why}, or add '${item}' to site.acceptedSamples to publish it anyway.`);
}
