/**
 * The edits an owner makes to the business config, each loaded as the build would load it (a fresh module registry
 * with the edited value in place of today's), and what the pages read from it checked: new opening hours, a new phone
 * number, a new length for a service, and real gallery photos and real reviews switched on. A fourth area is
 * lib/fourth-area.test.ts; a new price is in content/services.test.ts.
 */
import { readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createJiti } from 'jiti';
import type { DayHours } from '@/content/site';

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
      ...(require('@/lib/schema') as typeof import('@/lib/schema')),
      ...(require('@/lib/hours') as typeof import('@/lib/hours')),
      ...(require('@/content/ui') as typeof import('@/content/ui')),
    }),
  );

  it('reach the structured data: every open day with its hours, the closed day left out', () => {
    expect(
      localBusiness().openingHoursSpecification.map((h) => [
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
      schema: require('@/lib/schema') as typeof import('@/lib/schema'),
      home: require('@/content/pages/home') as typeof import('@/content/pages/home'),
      site: (require('@/content/site') as SiteModule).site,
      messages: require('@/lib/message-links') as typeof import('@/lib/message-links'),
      guard: require('@/lib/sample-guard') as typeof import('@/lib/sample-guard'),
      gallery: require('@/content/gallery') as typeof import('@/content/gallery'),
      testimonials: require('@/content/testimonials') as typeof import('@/content/testimonials'),
    }),
  );

  it('reaches the structured data, the copy that names it and the text link, and no copy keeps the old one', () => {
    expect(loaded.schema.localBusiness().telephone).toBe(phone.tel);
    const homeCopy = JSON.stringify(loaded.home);
    expect(homeCopy).toContain(phone.display);
    const actual = jest.requireActual<SiteModule>('@/content/site').site.phone;
    expect(homeCopy).not.toContain(actual.display);
    expect(loaded.messages.messageLinks(loaded.site)[0]?.href).toBe(`sms:${phone.tel}`);
  });

  it('is no longer the fictional sample the publishing guard stops', () => {
    const { sampleGuardInput, sampleProblems } = loaded.guard;
    const lines = sampleProblems(
      sampleGuardInput(
        { ...loaded.site, url: 'https://www.adrianamoralesskin.com' },
        loaded.testimonials.testimonialSettings,
        loaded.gallery.gallerySettings,
        '2026-03-14',
      ),
    );
    expect(lines.some((l) => l.startsWith('sample phone'))).toBe(false);
  });
});

describe('a new length for a service', () => {
  const loaded = (() => {
    let modules:
      | { catalog: typeof import('@/content/catalog-copy'); menu: typeof import('@/content/service-menu') }
      | undefined;
    jest.isolateModules(() => {
      jest.doMock('@/content/services', () => {
        const actual = jest.requireActual<typeof import('@/content/services')>('@/content/services');
        return {
          ...actual,
          services: { ...actual.services, hydrafacial: { ...actual.services.hydrafacial, duration: '75 min' } },
        };
      });
      modules = { catalog: require('@/content/catalog-copy'), menu: require('@/content/service-menu') };
    });
    return modules!;
  })();

  it('is shown wherever the service is listed, in both languages, from the one catalog entry', () => {
    expect(loaded.catalog.catalogCopy.en.services.hydrafacial.duration).toBe('75 min');
    expect(loaded.catalog.catalogCopy.es.services.hydrafacial.duration).toBe('75 min');
    const listed = loaded.menu.serviceMenu.flatMap((c) => c.items).filter((i) => i.slug === 'hydrafacial');
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) expect(item.duration).toBe('75 min');
  });

  it("is the home card's length too, written once in content/services.ts", async () => {
    const source = readFileSync(path.join(process.cwd(), 'content/services.ts'), 'utf8');
    const entry = source.indexOf('  hydrafacial: {');
    const at = source.indexOf("duration: '", entry);
    const edited = `${source.slice(0, at)}duration: '75 min'${source.slice(source.indexOf("'", at + "duration: '".length) + 1)}`;
    const dir = mkdtempSync(path.join(tmpdir(), 'owner-services-'));
    try {
      writeFileSync(path.join(dir, 'services.ts'), edited);
      const services = await createJiti(__filename, {
        alias: { '@': process.cwd() },
        fsCache: false,
        moduleCache: false,
      }).import<typeof import('@/content/services')>(path.join(dir, 'services.ts'));
      expect(services.services.hydrafacial.duration).toBe('75 min');
      const card = services.services.hydrafacial.homeCard as { duration?: string } | undefined;
      expect(services.homeCardFacts('hydrafacial').duration).toBe(card?.duration ?? '75 min');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('real gallery photos and real reviews switched on', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'owner-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const root = process.cwd();
  /** The module as the owner leaves it: its source with the one setting changed, compiled as the build compiles it. */
  const edited = async <T>(file: string, from: RegExp, to: string): Promise<T> => {
    const source = readFileSync(path.join(root, file), 'utf8');
    expect(source).toMatch(from);
    const copy = path.join(dir, path.basename(file));
    writeFileSync(copy, source.replace(from, to));
    return createJiti(__filename, { alias: { '@': root }, fsCache: false, moduleCache: false }).import<T>(copy);
  };

  it('the gallery says the photos are shared with consent and drops the "Illustration" label, in both languages', async () => {
    const gallery = await edited<typeof import('@/content/gallery')>(
      'content/gallery.ts',
      /= \{ images: '[a-z-]+' \}/,
      "= { images: 'client-photos' }",
    );
    expect(gallery.gallerySettings.images).toBe('client-photos');
    expect(gallery.galleryWords.en.label).toBeUndefined();
    expect(gallery.galleryWords.es.label).toBeUndefined();
    expect(gallery.galleryWords.en.note).toMatch(/written consent/);
    expect(gallery.galleryWords.es.note).toMatch(/consentimiento por escrito/);
  });

  it('the testimonials are labeled as reviews from the platform, and the guard no longer stops a real domain for either', async () => {
    const testimonials = await edited<typeof import('@/content/testimonials')>(
      'content/testimonials.ts',
      /= \{ source: '[a-z-]+' \}/,
      "= { source: 'platform-reviews' }",
    );
    const { site } = jest.requireActual<SiteModule>('@/content/site');
    expect(testimonials.testimonialLabels).toEqual({
      en: `${site.reviews.platform} review`,
      es: `Reseña de ${site.reviews.platform}`,
    });
    const { sampleGuardInput, sampleProblems } =
      jest.requireActual<typeof import('@/lib/sample-guard')>('@/lib/sample-guard');
    const lines = sampleProblems(
      sampleGuardInput(
        { ...site, url: 'https://www.adrianamoralesskin.com' },
        testimonials.testimonialSettings,
        { images: 'client-photos' },
        '2026-03-14',
      ),
    );
    expect(lines.filter((l) => /^sample (testimonials|gallery):/.test(l))).toEqual([]);
  });
});
