import { galleryImageLabel, galleryNote, gallerySettings } from '@/content/gallery';
import { estheticsPage } from '@/content/pages/esthetics';
import { ivTherapyPage } from '@/content/pages/iv-therapy';
import { serviceDetails } from '@/content/service-details';
import { site } from '@/content/site';
import { testimonialLabel, testimonials, testimonialSettings } from '@/content/testimonials';

/** Every testimonial on the site, as name and words. */
const allTestimonials = [
  ...testimonials.map((t) => ({ name: t.name, text: t.text })),
  ...[estheticsPage, ivTherapyPage].flatMap((page) => page.testimonials.map((t) => ({ name: t.name, text: t.text }))),
  ...Object.values(serviceDetails).flatMap((d) => (d.testimonials ?? []).map((t) => ({ name: t.name, text: t.quote }))),
];

describe('testimonials', () => {
  it('never give the same first name and initial two different stories', () => {
    const stories = new Map<string, Set<string>>();
    for (const { name, text } of allTestimonials) stories.set(name, (stories.get(name) ?? new Set()).add(text));
    const twoStories = [...stories].filter(([, texts]) => texts.size > 1).map(([name]) => name);
    expect(twoStories).toEqual([]);
  });

  it('are labeled by the config: sample testimonials never claim to be platform reviews', () => {
    expect(testimonialLabel).toBe(
      testimonialSettings.source === 'samples' ? 'Sample testimonial' : `${site.reviews.platform} review`,
    );
  });
});

describe('the gallery', () => {
  it('says its images are illustrations, and speaks of consent only for real client photos', () => {
    if (gallerySettings.images === 'illustrations') {
      expect(galleryNote).toMatch(/illustrations/);
      expect(galleryNote).not.toMatch(/consent/);
      expect(galleryImageLabel).toBe('Illustration');
    } else {
      expect(galleryNote).toMatch(/written consent/);
      expect(galleryImageLabel).toBeUndefined();
    }
  });
});
