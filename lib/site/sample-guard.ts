/**
 * The publishing guard: a site built for a real domain must not go live with the template's sample content
 * (testimonials that are not reviews, illustrations presented as results, a fictional phone number, placeholder
 * booking form and video ids), unless the owner has accepted each such item in content/site.ts. The review ratings
 * and counts are claims about the studio's real profile, so they cannot be accepted as samples: the owner confirms
 * each one with the date it was read there.
 */
import type { SampleItem } from '@/content/site';
import { atLeast } from '@/lib/format/prices';
import { isValidIsoDate } from '@/lib/post-schema';

/** A rating and review count the pages state, as site.claims holds it, with the field it lives in. */
export type ReviewClaim = { field: string; rating: string; reviews: number; confirmedOn: string | null };

export type SampleGuardInput = {
  siteUrl: string;
  testimonials: 'samples' | 'platform-reviews';
  galleryImages: 'illustrations' | 'client-photos';
  /** E.164, e.g. "+12025550123". */
  phoneTel: string;
  bookingFormId: string;
  videoIds: readonly string[];
  accepted: readonly SampleItem[];
  /** The review claims of site.claims and the platform they quote. */
  reviewClaims: readonly ReviewClaim[];
  reviewPlatform: string;
  /** Today, 'YYYY-MM-DD': a confirmation dated later was not read yet. */
  today: string;
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
  return (
    !/^(localhost|127\.0\.0\.1|\[::1\])$/.test(host) &&
    !/(^|\.)example\.(com|org|net)$/.test(host) &&
    !host.endsWith('.localhost')
  );
}

/** US numbers 555-0100 to 555-0199 are reserved for fiction. */
function isFictionalPhone(tel: string): boolean {
  return /^\+1\d{3}55501\d{2}$/.test(tel.replace(/[^\d+]/g, ''));
}

/** One line per sample item still in place and not accepted; empty when the build may go ahead. */
export function sampleProblems(input: SampleGuardInput): string[] {
  if (!isRealDomain(input.siteUrl)) return [];
  const found: [SampleItem, boolean, string][] = [
    [
      'testimonials',
      input.testimonials === 'samples',
      'content/testimonials.ts holds sample testimonials, not real reviews, and every page that quotes a client reads them there (home, /testimonials, /esthetics-services, /iv-therapy, /services/lip-fillers): replace them, then set testimonialSettings.source to "platform-reviews"',
    ],
    [
      'gallery',
      input.galleryImages === 'illustrations',
      'the before-and-after gallery shows illustrations, not client results (add consented photos to public/images/gallery, then set gallerySettings.images to "client-photos" in content/gallery.ts)',
    ],
    [
      'phone',
      isFictionalPhone(input.phoneTel),
      `the phone number ${input.phoneTel} is the fictional sample (set site.phone in content/site.ts)`,
    ],
    [
      'booking-form',
      PLACEHOLDER_BOOKING_FORM_IDS.includes(input.bookingFormId),
      `the booking form id ${input.bookingFormId} is a placeholder (set site.booking.formId in content/site.ts)`,
    ],
    [
      'videos',
      input.videoIds.some((id) => PLACEHOLDER_VIDEO_IDS.includes(id)),
      'the educational videos are placeholder YouTube ids (set site.videos in content/site.ts)',
    ],
  ];
  const samples = found
    .filter(([item, present]) => present && !input.accepted.includes(item))
    .map(([item, , why]) => `sample ${item}: ${why}, or add '${item}' to site.acceptedSamples to publish it anyway.`);
  return [...samples, ...reviewClaimProblems(input)];
}

type SiteConfig = {
  url: string;
  phone: { tel: string };
  booking: { formId: string };
  videos: Readonly<Record<string, { id: string }>>;
  acceptedSamples: readonly SampleItem[];
  claims: Readonly<Record<string, unknown>>;
  reviews: { platform: string };
};

/** The guard's input from the content config (content/site.ts, testimonials.ts, gallery.ts), checked on `today`. */
export function sampleGuardInput(
  site: SiteConfig,
  testimonials: { source: SampleGuardInput['testimonials'] },
  gallery: { images: SampleGuardInput['galleryImages'] },
  today: string,
): SampleGuardInput {
  return {
    siteUrl: site.url,
    testimonials: testimonials.source,
    galleryImages: gallery.images,
    phoneTel: site.phone.tel,
    bookingFormId: site.booking.formId,
    videoIds: Object.values(site.videos).map((video) => video.id),
    accepted: site.acceptedSamples,
    reviewClaims: reviewClaimsOf(site.claims),
    reviewPlatform: site.reviews.platform,
    today,
  };
}

/** Every rating-and-count claim of site.claims (an object with a rating), named by its field. */
export function reviewClaimsOf(claims: Readonly<Record<string, unknown>>): ReviewClaim[] {
  return Object.entries(claims).flatMap(([name, claim]) => {
    if (typeof claim !== 'object' || claim === null || !('rating' in claim)) return [];
    const { rating, reviews, confirmedOn } = claim as { rating: string; reviews: number; confirmedOn?: string | null };
    return [{ field: `site.claims.${name}`, rating, reviews, confirmedOn: confirmedOn ?? null }];
  });
}

/** What is wrong with a claim's confirmation date, or undefined when it is a real day no later than today. */
function unconfirmed({ confirmedOn }: ReviewClaim, today: string): string | undefined {
  if (confirmedOn === null || confirmedOn === undefined || confirmedOn === '') return 'is not confirmed';
  if (!isValidIsoDate(confirmedOn)) return `has confirmedOn "${confirmedOn}", which is not a date written YYYY-MM-DD`;
  if (confirmedOn > today) return `has confirmedOn ${confirmedOn}, a day that has not come yet`;
  return undefined;
}

/** One line per review claim a real site would state without the owner having read it on the platform. */
function reviewClaimProblems(input: SampleGuardInput): string[] {
  return input.reviewClaims.flatMap((claim) => {
    const why = unconfirmed(claim, input.today);
    return why
      ? [
          `sample review claim ${claim.field}: "${claim.rating} stars from ${atLeast('en', claim.reviews)} reviews on ${input.reviewPlatform}" ${why}: read the studio's ${input.reviewPlatform} profile, correct the rating and count in /admin, Studio facts (reviewClaims.${claim.field.replace('site.claims.', '')} in content/studio.json), then set its "Confirmed on" to that day (YYYY-MM-DD).`,
        ]
      : [];
  });
}
