/**
 * The publishing guard: a site built for a real domain must not go live with the template's sample content
 * (testimonials that are not reviews, illustrations presented as results, a fictional phone number, placeholder
 * booking form and video ids), unless the owner has accepted each such item in content/site.ts. The review ratings
 * and counts are claims about the studio's real profile, so they cannot be accepted as samples: the owner confirms
 * each one with the date it was read there.
 */
import type { SampleItem } from '@/content/site';
import { SAMPLE_PLATFORM } from '@/content/testimonials';
import { atLeast } from '@/lib/format/prices';
import { isValidIsoDate } from '@/lib/posts/post-schema';

/** A rating and review count the pages state, as site.claims holds it, with the field it lives in. */
export type ReviewClaim = { field: string; rating: string; reviews: number; confirmedOn: string | null };

export type SampleGuardInput = {
  siteUrl: string;
  /** How many of the testimonials (content/testimonials.json) are the template's samples. */
  testimonials: { samples: number; total: number };
  /** How many of the gallery's images (content/gallery.json) are illustrations rather than client photos. */
  gallery: { illustrations: number; total: number };
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

/** The editor's form that fixes an item: its collection and entry in /admin (editor/cms-config.ts). */
export type OwnerForm = { collection: string; entry: string; label: string };

export const FORMS = {
  studio: { collection: 'studio', entry: 'facts', label: 'Studio facts' },
  testimonials: { collection: 'testimonials', entry: 'testimonials', label: 'Testimonials' },
  gallery: { collection: 'gallery', entry: 'gallery', label: 'Gallery' },
  videos: { collection: 'videos', entry: 'videos', label: 'Videos' },
} as const satisfies Record<string, OwnerForm>;

/** The address of a form inside the editor (Decap's own route), for a link from the launch checklist. */
export const formHref = (form: OwnerForm) => `#/collections/${form.collection}/entries/${form.entry}`;

/**
 * One thing the publishing guard stops on, in the owner's words, with the form that fixes it: the one list both the
 * build's message (scripts/check-samples.mjs) and the launch checklist in /admin (scripts/launch-checklist.ts) show.
 */
export type LaunchItem = {
  /** The sample item ('testimonials', ...) or the review claim's field ('review claim site.claims.iv'). */
  item: string;
  message: string;
  form: OwnerForm;
  /** A sample item may be published anyway (site.acceptedSamples); a review claim may not. */
  acceptable: boolean;
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

const of = (n: number, total: number, noun: string) =>
  n === total ? `all ${total} ${noun}` : `${n} of the ${total} ${noun}`;
/** "is a sample" or "are samples": the verb and noun for a count. */
const are = (n: number, one: string, many: string) => (n === 1 ? `is ${one}` : `are ${many}`);

/**
 * Everything that stands between the site and its launch, whatever the domain: each sample item still in place and
 * not accepted, then each review claim not confirmed. Empty when the site may go live.
 */
export function launchItems(input: SampleGuardInput): LaunchItem[] {
  const { testimonials, gallery } = input;
  const placeholderVideos = input.videoIds.filter((id) => PLACEHOLDER_VIDEO_IDS.includes(id)).length;
  const found: [SampleItem, boolean, string, OwnerForm][] = [
    [
      'testimonials',
      testimonials.samples > 0,
      `${of(testimonials.samples, testimonials.total, 'testimonials')} ${are(testimonials.samples, 'a sample', 'samples')} written for the template, labeled "Sample testimonial" on every page that quotes a client: replace each with a real review copied from your review platform (choose where you copied it from and the day), or remove it`,
      FORMS.testimonials,
    ],
    [
      'gallery',
      gallery.illustrations > 0,
      `${of(gallery.illustrations, gallery.total, 'before-and-after images')} ${are(gallery.illustrations, 'an illustration', 'illustrations')}, not photos of your clients: replace each with a client's photo, shared with her written consent, or remove it`,
      FORMS.gallery,
    ],
    [
      'phone',
      isFictionalPhone(input.phoneTel),
      `the phone number ${input.phoneTel} is the fictional sample: set the studio's number in Studio facts`,
      FORMS.studio,
    ],
    [
      'booking-form',
      PLACEHOLDER_BOOKING_FORM_IDS.includes(input.bookingFormId),
      `the booking form number ${input.bookingFormId} is a placeholder: set the number of your Jotform booking form in Studio facts`,
      FORMS.studio,
    ],
    [
      'videos',
      placeholderVideos > 0,
      `${of(placeholderVideos, input.videoIds.length, 'videos')} ${are(placeholderVideos, "the template's placeholder YouTube video", "the template's placeholder YouTube videos")}: set the id and titles of your own`,
      FORMS.videos,
    ],
  ];
  const samples = found
    .filter(([item, present]) => present && !input.accepted.includes(item))
    .map(([item, , message, form]) => ({ item, message, form, acceptable: true }));
  return [...samples, ...reviewClaimItems(input)];
}

/** The build's lines: every launch item, on a real domain only (a preview or a local build may hold samples). */
export function sampleProblems(input: SampleGuardInput): string[] {
  if (!isRealDomain(input.siteUrl)) return [];
  return launchItems(input).map(
    ({ item, message, form, acceptable }) =>
      `sample ${item}: ${message} (/admin, ${form.label})${acceptable ? `, or add '${item}' to site.acceptedSamples in content/site.ts to publish it anyway` : ''}.`,
  );
}

type SiteConfig = {
  url: string;
  acceptedSamples: readonly SampleItem[];
  reviews: { platform: string };
};

/** The owner's data files as the editor saves them (parsed JSON), read only for what the guard needs. */
export type OwnerFiles = {
  studio: {
    phone: string;
    bookingFormId: string;
    reviewClaims: Record<string, { rating: string; reviews: number; confirmedOn?: string | null }>;
  };
  testimonials: { testimonials: readonly { platform: string }[] };
  gallery: { images: readonly { type: string }[] };
  videos: Record<string, { id: string }>;
};

/**
 * The guard's input from the owner's files (content/studio.json, testimonials.json, gallery.json, videos.json) and
 * the site's config, checked on `today`: the build reads the files from disk, the launch checklist from the
 * repository through the editor, and both go through here.
 */
export function sampleGuardInput(site: SiteConfig, files: OwnerFiles, today: string): SampleGuardInput {
  const digits = files.studio.phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return {
    siteUrl: site.url,
    testimonials: {
      samples: files.testimonials.testimonials.filter((t) => t.platform === SAMPLE_PLATFORM).length,
      total: files.testimonials.testimonials.length,
    },
    gallery: {
      illustrations: files.gallery.images.filter((image) => image.type === 'illustration').length,
      total: files.gallery.images.length,
    },
    phoneTel: `+1${digits}`,
    bookingFormId: files.studio.bookingFormId,
    videoIds: Object.values(files.videos).map((video) => video.id),
    accepted: site.acceptedSamples,
    reviewClaims: reviewClaimsOf(
      Object.fromEntries(
        Object.entries(files.studio.reviewClaims).map(([name, claim]) => [
          name,
          { ...claim, confirmedOn: claim.confirmedOn || null },
        ]),
      ),
    ),
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

/** One item per review claim a real site would state without the owner having read it on the platform. */
function reviewClaimItems(input: SampleGuardInput): LaunchItem[] {
  return input.reviewClaims.flatMap((claim) => {
    const why = unconfirmed(claim, input.today);
    const name = claim.field.replace('site.claims.', '');
    return why
      ? [
          {
            item: `review claim ${claim.field}`,
            message: `"${claim.rating} stars from ${atLeast('en', claim.reviews)} reviews on ${input.reviewPlatform}" ${why}: read the studio's ${input.reviewPlatform} profile, correct the rating and count under "Review ratings the pages quote" (reviewClaims.${name} in content/studio.json), then set its "Confirmed on" to that day (YYYY-MM-DD)`,
            form: FORMS.studio,
            acceptable: false,
          },
        ]
      : [];
  });
}
