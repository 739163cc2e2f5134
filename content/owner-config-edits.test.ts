/**
 * The edits an owner makes to the business config, each loaded as the build would load it (a fresh module registry
 * with the edited value in place of today's), and what the pages read from it checked: new opening hours, a new phone
 * number, a new length or price in the owner's data file (content/studio.json), and real gallery photos and real
 * reviews in place of the samples (content/gallery.json, content/testimonials.json). A fourth area is site/fourth-area.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DayHours } from '@/content/site';
import type { GalleryEntry } from '@/content/gallery';
import type { OwnerFiles } from '@/site/checks/sample-guard';

/** The owner's data files as they are today, read as the build reads them. */
function ownerFiles() {
  const read = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'content', file), 'utf8'));
  return {
    studio: read('studio.json') as OwnerFiles['studio'],
    testimonials: read('testimonials.json') as { testimonials: { platform: string }[] },
    gallery: read('gallery.json') as { images: GalleryEntry[] },
    videos: read('videos.json') as OwnerFiles['videos'],
  };
}

type StudioFile = (typeof import('@/content/studio-facts'))['studio'];

type SiteModule = typeof import('@/content/site');

/** Requires `modules` in a fresh registry where `@/content/site` holds `edit(site)`. */
function withSite<T>(edit: (site: SiteModule['site']) => object, load: () => T): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    jest.doMock('@/content/site', () => {
      const actual = jest.requireActual<SiteModule>('@/content/site');
      return { ...actual, site: { ...actual.site, ...edit(actual.site) } };
    });
    loaded = load();
  });
  return loaded!;
}

/* eslint-disable @typescript-eslint/no-require-imports -- each case loads the site's modules after its edit, as the build would */

describe('new opening hours', () => {
  const hours: DayHours[] = [
    { day: 'Monday', open: null, close: null },
    { day: 'Tuesday', open: '10:00', close: '18:30' },
    { day: 'Wednesday', open: '10:00', close: '18:30' },
    { day: 'Thursday', open: '10:00', close: '20:00' },
    { day: 'Friday', open: '10:00', close: '18:30' },
    { day: 'Saturday', open: '09:00', close: '15:00' },
    { day: 'Sunday', open: '11:00', close: '16:00' },
  ];
  const { localBusiness, groupHours, ui, openStatus } = withSite(
    () => ({ hours }),
    () => ({
      ...(require('@/site/schema') as typeof import('@/site/schema')),
      ...(require('@/lib/format/hours') as typeof import('@/lib/format/hours')),
      ...(require('@/content/ui') as typeof import('@/content/ui')),
    }),
  );

  it('reach the structured data: every open day with its hours, the closed day left out', () => {
    expect(
      localBusiness('en').openingHoursSpecification.map((h) => [
        h.dayOfWeek.replace('https://schema.org/', ''),
        h.opens,
        h.closes,
      ]),
    ).toEqual([
      ['Tuesday', '10:00', '18:30'],
      ['Wednesday', '10:00', '18:30'],
      ['Thursday', '10:00', '20:00'],
      ['Friday', '10:00', '18:30'],
      ['Saturday', '09:00', '15:00'],
      ['Sunday', '11:00', '16:00'],
    ]);
  });

  it('read on the footer and location blocks in both languages, grouped by day', () => {
    expect(groupHours(hours, ui.en.hours)).toEqual([
      { label: 'Monday', hours: 'Closed' },
      { label: 'Tuesday – Wednesday', hours: '10:00 AM – 6:30 PM' },
      { label: 'Thursday', hours: '10:00 AM – 8:00 PM' },
      { label: 'Friday', hours: '10:00 AM – 6:30 PM' },
      { label: 'Saturday', hours: '9:00 AM – 3:00 PM' },
      { label: 'Sunday', hours: '11:00 AM – 4:00 PM' },
    ]);
    expect(groupHours(hours, ui.es.hours).map((g) => g.label)[0]).toBe(ui.es.hours.days.Monday);
  });

  it('drive "open now": open on the new Sunday, closed on the new Monday', () => {
    // Sunday 2026-03-15 and Monday 2026-03-16, noon in El Paso (UTC-6 in March).
    expect(openStatus(hours, new Date('2026-03-15T18:00:00Z'), 'America/Denver')).toMatchObject({ open: true });
    expect(openStatus(hours, new Date('2026-03-16T18:00:00Z'), 'America/Denver')).toMatchObject({ open: false });
  });
});

describe('a new phone number', () => {
  // A number other than the one in content/site.ts today.
  const current: string = jest.requireActual<SiteModule>('@/content/site').site.phone.tel;
  const phone =
    current === '+19155324410'
      ? { display: '(915) 532-4411', tel: '+19155324411' }
      : { display: '(915) 532-4410', tel: '+19155324410' };
  const loaded = withSite(
    () => ({ phone }),
    () => ({
      schema: require('@/site/schema') as typeof import('@/site/schema'),
      home: require('@/content/pages/home') as typeof import('@/content/pages/home'),
      site: (require('@/content/site') as SiteModule).site,
      messages: require('@/lib/format/message-links') as typeof import('@/lib/format/message-links'),
      ui: (require('@/content/ui') as typeof import('@/content/ui')).ui,
      guard: require('@/site/checks/sample-guard') as typeof import('@/site/checks/sample-guard'),
    }),
  );

  it('reaches the structured data, the copy that names it and the text link, and no copy keeps the old one', () => {
    expect(loaded.schema.localBusiness('en').telephone).toBe(phone.tel);
    const homeCopy = JSON.stringify(loaded.home);
    expect(homeCopy).toContain(phone.display);
    const actual = jest.requireActual<SiteModule>('@/content/site').site.phone;
    expect(homeCopy).not.toContain(actual.display);
    expect(loaded.messages.messageLinks(loaded.site, loaded.ui.en.contact)[0]?.href).toBe(`sms:${phone.tel}`);
  });

  it('is no longer the fictional sample the publishing guard stops', () => {
    const { sampleGuardInput, sampleProblems } = loaded.guard;
    const files = ownerFiles();
    const lines = sampleProblems(
      sampleGuardInput(
        { ...loaded.site, url: 'https://www.adrianamoralesskin.com' },
        { ...files, studio: { ...files.studio, phone: phone.display } },
        '2026-03-14',
      ),
    );
    expect(lines.some((l) => l.startsWith('sample phone'))).toBe(false);
  });
});

/** Requires `load()` in a fresh registry where content/studio.json (the owner's facts) holds `edit(facts)`. */
function withStudio<T>(edit: (facts: StudioFile) => StudioFile, load: () => T): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    // The business config as the build reads it: an earlier case's edited site.ts must not stay in place.
    jest.dontMock('@/content/site');
    jest.doMock('@/content/studio-facts', () => {
      const actual = jest.requireActual<typeof import('@/content/studio-facts')>('@/content/studio-facts');
      return { ...actual, studio: edit(structuredClone(actual.studio)) };
    });
    loaded = load();
  });
  return loaded!;
}

describe('a new length for a service, written in content/studio.json', () => {
  const current = jest.requireActual<typeof import('@/content/studio-facts')>('@/content/studio-facts').studio;
  // A range other than today's, typed as the owner types it in /admin.
  const [from, to] = current.lengths.hydrafacial === '75-90 min' ? [80, 95] : [75, 90];
  const typed = `${from}-${to} min`;
  const loaded = withStudio(
    (facts) => ({ ...facts, lengths: { ...facts.lengths, hydrafacial: typed } }),
    () => ({
      catalog: require('@/content/services') as typeof import('@/content/services'),
      menu: require('@/content/service-menu') as typeof import('@/content/service-menu'),
      home: require('@/content/home-services') as typeof import('@/content/home-services'),
      details: require('@/content/services') as typeof import('@/content/services'),
    }),
  );

  it('is shown wherever the service is listed, in both languages, and on its home card', () => {
    const shown = { en: typed, es: `de ${from} a ${to} min` };
    for (const locale of ['en', 'es'] as const) {
      expect(loaded.catalog.catalogCopy[locale].services.hydrafacial.duration).toBe(shown[locale]);
      const listed = loaded.menu
        .serviceMenuIn(locale)
        .flatMap((c) => c.items)
        .filter((i) => i.slug === 'hydrafacial');
      expect(listed.length).toBeGreaterThan(0);
      for (const item of listed) expect(item.duration).toBe(shown[locale]);
      const cards = loaded.home.homeServiceCategoriesIn(locale).flatMap((c) => c.cards);
      expect(cards.filter((c) => c.slug === 'hydrafacial').map((c) => c.duration)).toContain(shown[locale]);
    }
  });

  it("is the length the service page's sentences state, in both languages", () => {
    const page = (locale: 'en' | 'es') => JSON.stringify(loaded.details.serviceDetailsIn[locale].hydrafacial);
    expect(page('en')).toContain(`${from} to ${to} minutes`);
    expect(page('es')).toContain(`de ${from} a ${to} minutos`);
  });
});

describe('a new price, written in content/studio.json', () => {
  const current = jest.requireActual<typeof import('@/content/studio-facts')>('@/content/studio-facts').studio;
  const raised = { ...current.prices.lipFillers, sessionTo: current.prices.lipFillers.sessionTo + 100 };
  const loaded = withStudio(
    (facts) => ({ ...facts, prices: { ...facts.prices, lipFillers: raised } }),
    () => ({
      services: require('@/content/services') as typeof import('@/content/services'),
      details: require('@/content/services') as typeof import('@/content/services'),
    }),
  );

  it("is the catalog's price and the one the service page's price guidance states, in both languages", () => {
    expect(loaded.services.services['lip-fillers'].price.dollars).toEqual({
      min: raised.sessionFrom,
      max: raised.sessionTo,
    });
    const to = `$${raised.sessionTo.toLocaleString('en-US')}`;
    expect(loaded.details.serviceDetails['lip-fillers'].medical?.priceGuidance).toContain(to);
    expect(loaded.details.serviceDetailsIn.es['lip-fillers'].medical?.priceGuidance).toContain(to);
  });
});

describe('new hours and a new phone number, written in content/studio.json', () => {
  // A number other than the one in content/studio.json today, typed as an owner might.
  const current = jest.requireActual<SiteModule>('@/content/site').site.phone.tel;
  const [typed, phone] =
    current === '+19155324410'
      ? ['915.532.4411', { display: '(915) 532-4411', tel: '+19155324411' }]
      : ['915.532.4410', { display: '(915) 532-4410', tel: '+19155324410' }];
  const loaded = withStudio(
    (facts) => ({
      ...facts,
      phone: typed,
      hours: { ...facts.hours, sunday: { open: '11:00', close: '16:00' }, monday: { open: '', close: '' } },
    }),
    () => (require('@/content/site') as SiteModule).site,
  );

  it('reach the business config the pages read, in its shapes', () => {
    expect(loaded.phone).toEqual(phone);
    expect(loaded.hours.find((h) => h.day === 'Sunday')).toEqual({ day: 'Sunday', open: '11:00', close: '16:00' });
    expect(loaded.hours.find((h) => h.day === 'Monday')).toEqual({ day: 'Monday', open: null, close: null });
  });
});

describe('real gallery photos and real reviews switched on', () => {
  /** content/gallery.ts and content/testimonials.ts in a fresh registry where the owner's files hold her edits. */
  function withData<T>(files: Partial<OwnerFiles>, load: () => T): T {
    let loaded: T | undefined;
    jest.isolateModules(() => {
      if (files.gallery) jest.doMock('./gallery.json', () => files.gallery);
      if (files.testimonials) jest.doMock('./testimonials.json', () => files.testimonials);
      loaded = load();
    });
    return loaded!;
  }
  const today = ownerFiles();
  // Every image a photo and every testimonial a review, whatever the files hold today.
  const photos = {
    images: today.gallery.images.map((image, i) => ({
      type: 'photo',
      photo: `photos/client-${i + 1}.jpg`,
      treatment: image.treatment,
      alt: image.alt,
      consent: true,
    })),
  };
  const reviews = {
    testimonials: today.testimonials.testimonials.map((t) => ({ ...t, platform: 'Google', copiedOn: '2026-03-02' })),
  };
  const loaded = withData({ gallery: photos, testimonials: reviews }, () => ({
    gallery: require('@/content/gallery') as typeof import('@/content/gallery'),
    testimonials: require('@/content/testimonials') as typeof import('@/content/testimonials'),
  }));

  it('the gallery says the photos are shared with consent and labels none of them "Illustration", in both languages', () => {
    expect(loaded.gallery.galleryWords.en.note).toMatch(/written consent/);
    expect(loaded.gallery.galleryWords.es.note).toMatch(/consentimiento por escrito/);
    expect(loaded.gallery.galleryImagesIn('en').filter((image) => image.label)).toEqual([]);
    expect(loaded.gallery.galleryImagesIn('es').filter((image) => image.label)).toEqual([]);
    expect(loaded.gallery.galleryImagesIn('en').map((image) => image.image)).toEqual(
      photos.images.map((_, i) => `gallery-photos/client-${i + 1}`),
    );
  });

  it('the testimonials are labeled as reviews from the platform, and the guard no longer stops a real domain for either', () => {
    const [first] = loaded.testimonials.testimonials;
    expect(loaded.testimonials.testimonialLabel(first!, 'en')).toBe('Google review');
    expect(loaded.testimonials.testimonialLabel(first!, 'es')).toBe('Reseña de Google');
    const { site } = jest.requireActual<SiteModule>('@/content/site');
    const { sampleGuardInput, sampleProblems } =
      jest.requireActual<typeof import('@/site/checks/sample-guard')>('@/site/checks/sample-guard');
    const lines = sampleProblems(
      sampleGuardInput(
        { ...site, url: 'https://www.adrianamoralesskin.com' },
        { ...today, gallery: photos, testimonials: reviews },
        '2026-03-14',
      ),
    );
    expect(lines.filter((l) => /^sample (testimonials|gallery):/.test(l))).toEqual([]);
  });
});
