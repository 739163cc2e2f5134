import { isRealDomain, sampleProblems, type SampleGuardInput } from './sample-guard';

const shipped: SampleGuardInput = {
  siteUrl: 'https://www.adrianamoralesskin.com',
  testimonials: 'samples',
  galleryImages: 'illustrations',
  phoneTel: '+19155550187',
  bookingFormId: '242905123456789',
  videoIds: ['M7lc1UVf-VE', 'ysz5S6PUM-U', 'aqz-KE-bpKQ'],
  accepted: [],
};

const owned: SampleGuardInput = {
  ...shipped,
  testimonials: 'platform-reviews',
  galleryImages: 'client-photos',
  phoneTel: '+19155327788',
  bookingFormId: '251234987650001',
  videoIds: ['dQw4w9WgXcQ'],
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
    ]);
    for (const line of lines) expect(line).not.toContain('\n');
    expect(lines[2]).toContain('+19155550187');
  });

  it('lets the build go ahead once every item is replaced', () => {
    expect(sampleProblems(owned)).toEqual([]);
  });

  it('lets the owner accept an item explicitly, and only that item', () => {
    const lines = sampleProblems({ ...owned, galleryImages: 'illustrations', phoneTel: '+19155550199', accepted: ['gallery'] });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^sample phone:/);
  });

  it('never stops a build for the example default, localhost or an unparsable URL', () => {
    for (const siteUrl of ['https://www.example.com', 'https://example.org', 'http://localhost:3000', 'http://127.0.0.1:4000', 'not a url']) {
      expect(isRealDomain(siteUrl)).toBe(false);
      expect(sampleProblems({ ...shipped, siteUrl })).toEqual([]);
    }
    expect(isRealDomain('https://www.examplestudio.com')).toBe(true);
  });
});
