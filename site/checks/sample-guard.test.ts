import { site } from '@/content/site';
import {
  FORMS,
  formHref,
  isRealDomain,
  launchItems,
  reviewClaimsOf,
  sampleGuardInput,
  sampleProblems,
  type SampleGuardInput,
} from './sample-guard';

const shipped: SampleGuardInput = {
  siteUrl: 'https://www.adrianamoralesskin.com',
  testimonials: { samples: 20, total: 20 },
  gallery: { illustrations: 12, total: 12 },
  phoneTel: '+19155550187',
  bookingFormId: '242905123456789',
  videoIds: ['M7lc1UVf-VE', 'ysz5S6PUM-U', 'aqz-KE-bpKQ'],
  accepted: [],
  reviewClaims: [
    { field: 'site.claims.esthetics', rating: '4.8', reviews: 120, confirmedOn: null },
    { field: 'site.claims.iv', rating: '4.7', reviews: 80, confirmedOn: null },
  ],
  reviewPlatform: 'Google',
  today: '2026-03-14',
};

const owned: SampleGuardInput = {
  ...shipped,
  testimonials: { samples: 0, total: 20 },
  gallery: { illustrations: 0, total: 12 },
  phoneTel: '+19155327788',
  bookingFormId: '251234987650001',
  videoIds: ['dQw4w9WgXcQ'],
  reviewClaims: shipped.reviewClaims.map((claim) => ({ ...claim, confirmedOn: '2026-03-02' })),
};

describe('sampleProblems', () => {
  it('names each sample item still in place on a real domain, one line each', () => {
    const lines = sampleProblems(shipped);
    expect(lines.map((l) => l.split(':')[0])).toEqual([
      'sample testimonials',
      'sample gallery',
      'sample phone',
      'sample booking-form',
      'sample videos',
      'sample review claim site.claims.esthetics',
      'sample review claim site.claims.iv',
    ]);
    expect(lines[5]).toBe(
      'sample review claim site.claims.esthetics: "4.8 stars from 120+ reviews on Google" is not confirmed: read the studio\'s Google profile, correct the rating and count under "Review ratings the pages quote" (reviewClaims.esthetics in content/studio.json), then set its "Confirmed on" to that day (YYYY-MM-DD) (/admin, Studio facts).',
    );
    expect(lines[0]).toBe(
      'sample testimonials: all 20 testimonials are samples written for the template, labeled "Sample testimonial" on every page that quotes a client: replace each with a real review copied from your review platform (choose where you copied it from and the day), or remove it (/admin, Testimonials), or add \'testimonials\' to site.acceptedSamples in content/site.ts to publish it anyway.',
    );
    for (const line of lines) expect(line).not.toContain('\n');
    expect(lines[2]).toContain('+19155550187');
  });

  it('lets the build go ahead once every item is replaced', () => {
    expect(sampleProblems(owned)).toEqual([]);
  });

  it('lets the owner accept an item explicitly, and only that item', () => {
    const lines = sampleProblems({
      ...owned,
      gallery: { illustrations: 3, total: 12 },
      phoneTel: '+19155550199',
      accepted: ['gallery'],
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^sample phone:/);
  });

  it('cannot accept a review claim as a sample: only a confirmation date, a real day no later than today, lets it through', () => {
    const everything = ['testimonials', 'gallery', 'phone', 'booking-form', 'videos'] as const;
    expect(sampleProblems({ ...shipped, accepted: everything }).map((l) => l.split(':')[0])).toEqual([
      'sample review claim site.claims.esthetics',
      'sample review claim site.claims.iv',
    ]);
    const confirm = (confirmedOn: string | null) =>
      sampleProblems({ ...owned, reviewClaims: [{ ...owned.reviewClaims[0]!, confirmedOn }, owned.reviewClaims[1]!] });
    expect(confirm('2026-03-14')).toEqual([]);
    expect(confirm('2026-03-15')).toEqual([
      expect.stringMatching(
        /^sample review claim site\.claims\.esthetics: .* has confirmedOn 2026-03-15, a day that has not come yet: /,
      ),
    ]);
    expect(confirm('March 2, 2026')).toEqual([
      expect.stringContaining('has confirmedOn "March 2, 2026", which is not a date written YYYY-MM-DD'),
    ]);
    expect(confirm('2026-02-30')).toHaveLength(1);
    expect(confirm('')).toEqual([expect.stringContaining('is not confirmed')]);
  });

  it('reads every rating claim of content/site.ts, with its field name', () => {
    const claims = reviewClaimsOf(site.claims);
    expect(claims.map((c) => c.field).sort()).toEqual(
      Object.entries(site.claims)
        .filter(([, v]) => typeof v === 'object' && v !== null && 'rating' in v)
        .map(([k]) => `site.claims.${k}`)
        .sort(),
    );
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      const [, name] = claim.field.split('site.claims.');
      expect(claim).toEqual({
        field: claim.field,
        ...(site.claims as unknown as Record<string, { rating: string; reviews: number; confirmedOn: string | null }>)[
          name!
        ],
      });
    }
  });

  it('never stops a build for the example default, localhost or an unparsable URL', () => {
    for (const siteUrl of [
      'https://www.example.com',
      'https://example.org',
      'http://localhost:3000',
      'http://127.0.0.1:4000',
      'not a url',
    ]) {
      expect(isRealDomain(siteUrl)).toBe(false);
      expect(sampleProblems({ ...shipped, siteUrl })).toEqual([]);
    }
    expect(isRealDomain('https://www.examplestudio.com')).toBe(true);
  });
});

describe('launchItems, the one list the build and the launch checklist show', () => {
  it("holds the same items as the build's lines, on any domain, each with the form that fixes it", () => {
    const items = launchItems({ ...shipped, siteUrl: 'https://www.example.com' });
    expect(items.map((i) => `sample ${i.item}`)).toEqual(sampleProblems(shipped).map((l) => l.split(':')[0]));
    expect(items.map((i) => i.form)).toEqual([
      FORMS.testimonials,
      FORMS.gallery,
      FORMS.studio,
      FORMS.studio,
      FORMS.videos,
      FORMS.studio,
      FORMS.studio,
    ]);
    expect(formHref(FORMS.gallery)).toBe('#/collections/gallery/entries/gallery');
    expect(launchItems(owned)).toEqual([]);
  });

  it('counts what is left: one sample testimonial among real reviews still stops the launch, and says how many', () => {
    const [line] = launchItems({ ...owned, testimonials: { samples: 1, total: 21 } });
    expect(line?.message).toMatch(/^1 of the 21 testimonials is a sample/);
  });

  it("reads the owner's files as the editor saves them", () => {
    const input = sampleGuardInput(
      { url: 'https://www.adrianamoralesskin.com', acceptedSamples: [], reviews: { platform: 'Google' } },
      {
        studio: {
          phone: '(915) 532-7788',
          bookingFormId: '251234987650001',
          reviewClaims: { esthetics: { rating: '4.8', reviews: 120, confirmedOn: '' } },
        },
        testimonials: { testimonials: [{ platform: 'sample' }, { platform: 'Google' }] },
        gallery: { images: [{ type: 'photo' }, { type: 'illustration' }, { type: 'photo' }] },
        videos: { a: { id: 'dQw4w9WgXcQ' }, b: { id: 'M7lc1UVf-VE' } },
      },
      '2026-03-14',
    );
    expect(input).toMatchObject({
      phoneTel: '+19155327788',
      testimonials: { samples: 1, total: 2 },
      gallery: { illustrations: 1, total: 3 },
      videoIds: ['dQw4w9WgXcQ', 'M7lc1UVf-VE'],
      reviewClaims: [{ field: 'site.claims.esthetics', rating: '4.8', reviews: 120, confirmedOn: null }],
    });
  });
});
