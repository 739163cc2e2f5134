import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogCopy } from '@/content/catalog-copy';
import { galleryImageLabel, galleryNote, gallerySettings } from '@/content/gallery';
import { areaNames } from '@/content/locations';
import { estheticsPage } from '@/content/pages/esthetics';
import { ivTherapyPage } from '@/content/pages/iv-therapy';
import { homeCopy } from '@/content/pages/home';
import type { LandingPageData } from '@/content/pages/landing';
import { testimonialsPageCopy } from '@/content/pages/testimonials';
import { serviceSlugs } from '@/content/services';
import { site } from '@/content/site';
import {
  testimonialLabel,
  testimonialLabels,
  testimonials,
  testimonialsOn,
  testimonialSettings,
  type TestimonialPlace,
} from '@/content/testimonials';
import { sourceFiles } from '@/lib/__fixtures__/source-files';

const landings: Record<string, LandingPageData> = {
  [estheticsPage.path]: estheticsPage,
  [ivTherapyPage.path]: ivTherapyPage,
};

/**
 * Every value under a module's exports that looks like a client's testimonial: an object with a name and the
 * client's words (`text` or `quote`) and something only a testimonial has (a rating, a city, a language).
 */
export function testimonialShaped(value: unknown, where: string, seen = new Set<unknown>()): string[] {
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const keys = Object.keys(value);
  const own =
    keys.includes('name') &&
    (keys.includes('text') || keys.includes('quote')) &&
    ['rating', 'city', 'location', 'lang'].some((k) => keys.includes(k))
      ? [where]
      : [];
  return [
    ...own,
    ...Object.entries(value).flatMap(([key, child]) => testimonialShaped(child, `${where}.${key}`, seen)),
  ];
}

describe('testimonials', () => {
  it('are there to check', () => {
    expect(testimonials.length).toBeGreaterThan(0);
  });

  it('never give the same first name and initial two different stories', () => {
    const stories = new Map<string, Set<string>>();
    for (const { name, text } of testimonials) stories.set(name, (stories.get(name) ?? new Set()).add(text));
    const twoStories = [...stories].filter(([, texts]) => texts.size > 1).map(([name]) => name);
    expect(twoStories).toEqual([]);
  });

  it('are labeled by the config: sample testimonials never claim to be platform reviews', () => {
    expect(testimonialLabel).toBe(
      testimonialSettings.source === 'samples' ? 'Sample testimonial' : `${site.reviews.platform} review`,
    );
  });

  it('carry a first name and initial, and a location the studio serves where a page shows one', () => {
    const cities = [site.address.locality, ...areaNames];
    const wrong = testimonials.filter(
      (t) =>
        !/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u.test(t.name) ||
        (t.location !== undefined && !cities.some((city) => t.location!.split(', ').includes(city))),
    );
    expect(wrong.map((t) => `${t.name} (${t.location})`)).toEqual([]);
  });

  it('name a treatment the studio offers (catalog, treatments, landing menus), on the menu of each landing page that shows it', () => {
    const known = new Set<string>([
      ...serviceSlugs,
      ...Object.keys(catalogCopy.en.treatments),
      ...Object.values(landings).flatMap((page) => page.copy.en.offers.items.map((item) => item.slug)),
    ]);
    const wrong = testimonials.flatMap((t) => {
      if (t.treatment === null) return [];
      const pages = t.shownOn.flatMap((place) => (landings[place] ? [landings[place]] : []));
      const onMenu = pages.every((page) => page.copy.en.offers.items.some((item) => item.slug === t.treatment));
      const offered = known.has(t.treatment) || pages.length > 0;
      return onMenu && offered ? [] : [`${t.name}: ${t.treatment}`];
    });
    expect(wrong).toEqual([]);
  });

  it('are shown only where a page shows testimonials, and every such page has some', () => {
    const places: TestimonialPlace[] = [
      'home',
      ...Object.keys(landings),
      '/services/lip-fillers',
    ] as TestimonialPlace[];
    const elsewhere = testimonials.flatMap((t) => t.shownOn.filter((place) => !places.includes(place)));
    expect(elsewhere).toEqual([]);
    for (const place of places)
      expect({ place, shown: testimonialsOn(place).length > 0 }).toEqual({ place, shown: true });
    expect(testimonialsOn('/testimonials')).toEqual(testimonials);
  });

  it('come from content/testimonials.ts alone: no other content module holds a quote of its own', () => {
    const files = sourceFiles('content', { extensions: ['ts'], exclude: /\.d\.ts$|content\/testimonials\.ts$/ });
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exports = require(file) as Record<string, unknown>;
      return Object.entries(exports).flatMap(([name, value]) =>
        testimonialShaped(value, `${path.relative(path.resolve(__dirname, '..'), file)}:${name}`),
      );
    });
    expect(found).toEqual([]);
  });

  it('are shown only by components that read them through testimonialsOn, label each one and add the language note', () => {
    // The card and the carousel draw what their parent gives them; every parent is held to the rule.
    const shows = sourceFiles('components', { extensions: ['tsx'] })
      .map((file) => ({ file: path.relative(path.resolve(__dirname, '..'), file), source: readFileSync(file, 'utf8') }))
      .filter(({ file }) => !/(testimonial-card|testimonials-carousel-client)\.tsx$/.test(file))
      .filter(({ source }) => /<(TestimonialCard|TestimonialsCarousel)\b/.test(source));
    expect(shows.length).toBeGreaterThan(0);
    const missing = shows.flatMap(({ file, source }) =>
      ['testimonialsOn(', 'testimonialLabels[', '<TestimonialLanguageNote']
        .filter((needed) => !source.includes(needed))
        .map((needed) => `${file}: no ${needed}`),
    );
    expect(missing).toEqual([]);
  });

  it('the one-source check finds a quote kept in a page file', () => {
    const page = { testimonials: [{ name: 'Yesenia G.', location: 'El Paso, TX', rating: 5, text: 'Lovely.' }] };
    expect(testimonialShaped(page, 'content/pages/esthetics.ts:estheticsPage')).toEqual([
      'content/pages/esthetics.ts:estheticsPage.testimonials.0',
    ]);
    expect(testimonialShaped({ quote: 'Lovely.', name: 'Marisol G.', city: 'El Paso', lang: 'en' }, 'x')).toEqual([
      'x',
    ]);
  });

  it('sections that show them never call samples real, in either language', () => {
    const sections = [
      ...Object.values(landings).flatMap((page) => Object.values(page.copy).map((copy) => copy.testimonials)),
      ...Object.values(homeCopy).map((copy) => copy.testimonials),
      ...Object.values(testimonialsPageCopy).map((copy) => ({ title: copy.listTitle, intro: copy.hero.intro })),
    ];
    expect(sections.length).toBeGreaterThan(0);
    const claims = sections
      .flatMap((s) => [s.title, s.intro])
      .filter((text) => /(?<!\p{L})(real|reales|verdader[oa]s?|auténtic[oa]s?|genuine|actual)(?!\p{L})/iu.test(text));
    expect(testimonialSettings.source === 'samples' ? claims : []).toEqual([]);
    expect(testimonialLabels.es).not.toBe(testimonialLabels.en);
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
