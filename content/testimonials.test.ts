import { readFileSync } from 'node:fs';
import path from 'node:path';
import { galleryEntries, galleryImagesIn, galleryNote, galleryWords } from '@/content/gallery';
import { estheticsPage } from '@/content/pages/esthetics';
import { ivTherapyPage } from '@/content/pages/iv-therapy';
import { homeCopy } from '@/content/pages/home';
import type { LandingPageData } from '@/content/pages/landing';
import { testimonialsPageCopy } from '@/content/pages/testimonials';
import {
  inPageOrder,
  isSample,
  testimonialLabel,
  testimonials,
  testimonialsOn,
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

  it('are each labeled by where they came from: a sample never claims to be a platform review', () => {
    for (const t of testimonials) {
      expect(testimonialLabel(t, 'en')).toBe(isSample(t) ? 'Sample testimonial' : `${t.platform} review`);
      expect(testimonialLabel(t, 'es')).toBe(isSample(t) ? 'Testimonio de muestra' : `Reseña de ${t.platform}`);
    }
  });

  it('are shown where each says it may appear: /testimonials lists them all, any other place those naming it', () => {
    const places = new Set<TestimonialPlace>(testimonials.flatMap((t) => t.shownOn));
    for (const locale of ['en', 'es'] as const) {
      expect(testimonialsOn('/testimonials', locale)).toEqual(inPageOrder(testimonials, locale));
      for (const place of places)
        expect(testimonialsOn(place, locale)).toEqual(
          inPageOrder(
            testimonials.filter((t) => t.shownOn.includes(place)),
            locale,
          ),
        );
    }
  });

  it("keep the owner's order on English pages", () => {
    expect(testimonialsOn('/testimonials', 'en')).toEqual(testimonials);
  });

  it('come from content/testimonials.json alone: no other content module holds a quote of its own', () => {
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
      ['testimonialsOn(', 'testimonialLabel(', '<TestimonialLanguageNote']
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
    expect(testimonials.some(isSample) ? claims : []).toEqual([]);
  });
});

describe('the gallery', () => {
  it('labels every illustration and no photo, and speaks of consent only when it shows a client photo', () => {
    const illustrations = galleryEntries.filter((entry) => entry.type === 'illustration').length;
    for (const locale of ['en', 'es'] as const)
      expect(galleryImagesIn(locale).filter((image) => image.label === galleryWords[locale].label)).toHaveLength(
        illustrations,
      );
    expect(galleryNote).toMatch(illustrations > 0 ? /illustrations|Illustration/ : /written consent/);
    if (illustrations === galleryEntries.length) expect(galleryNote).not.toMatch(/consent/);
    else expect(galleryNote).toMatch(/written consent/);
  });
});

describe('the order a page lists testimonials in', () => {
  // Made-up quotes, so the rule holds whatever the owner's list holds today.
  const list = (langs: string) => [...langs].map((lang, i) => ({ id: i, lang: lang === 's' ? 'es' : 'en' }) as const);
  const ids = (shown: readonly { id: number }[]) => shown.map((t) => t.id);

  it("puts the Spanish quotes first on a Spanish page, each group in the list's order", () => {
    expect(ids(inPageOrder(list('eeseses'), 'es'))).toEqual([2, 4, 6, 0, 1, 3, 5]);
    expect(ids(inPageOrder(list('sse'), 'es'))).toEqual([0, 1, 2]);
    expect(ids(inPageOrder(list('eee'), 'es'))).toEqual([0, 1, 2]);
  });

  it("keeps the list's order on an English page", () => {
    expect(ids(inPageOrder(list('eeseses'), 'en'))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(ids(inPageOrder(list('sse'), 'en'))).toEqual([0, 1, 2]);
  });

  it('changes no list it is given, and shows every quote once', () => {
    const given = list('eses');
    const shown = inPageOrder(given, 'es');
    expect(ids(given)).toEqual([0, 1, 2, 3]);
    expect(ids(shown).sort()).toEqual(ids(given));
  });
});
