/**
 * Each price, appointment length and visit interval is written once, in the catalog (content/services.ts) or the
 * visit rhythm (content/visit-facts.ts), and every sentence that states one formats that value (lib/durations.ts,
 * lib/prices.ts). Two checks hold this: no copy string types such a number by hand, and with every catalog number
 * changed, every length and price the pages state is one of the new values.
 */
import { copyFiles, tsStrings } from '@/scripts/copy-text';
import { minuteRanges, spanOf, type Range } from '@/lib/durations';
import type * as Catalog from '@/content/services';

/** Where the numbers are written: the catalog and the visit rhythm. Posts are Markdown and cannot read values. */
const sources = new Set(['content/services.ts', 'content/visit-facts.ts']);

/** A length in minutes, figures or words ("60 min", "30 to 45 minutes", "sixty-minute", "sesenta minutos"). */
const numberWord =
  /\b(?:five|ten|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|quince|veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)(?:[\s-]+\w+){0,3}?[\s-]+(?:minutes?|minutos?|minute)\b/i;
/** A price in dollars. */
const price = /\$\s?\d/;
/** How often a visit comes back: "every 4-6 weeks", "cada dos a cuatro semanas", "spaced 2 to 4 weeks apart". */
const count = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce)`;
const interval = new RegExp(
  String.raw`\b(?:every|cada)\s+${count}(?:\s*(?:-|to|a)\s*${count})?\s+(?:weeks?|months?|semanas?|mes(?:es)?)\b|\b${count}\s*(?:-|to|a)\s*${count}\s+(?:weeks|semanas)\s+(?:apart|entre)`,
  'i',
);

/** Whether a piece of copy states a length, a price or an interval itself. */
const typesAFact = (text: string) =>
  minuteRanges(text).length > 0 || numberWord.test(text) || price.test(text) || interval.test(text);

/** A drive time is an area's fact (content/locations.ts), not a service's. */
const driveTime = (text: string, key?: string) => key === 'driveTime' || /\bdrive\b|en carro/i.test(text);

describe('each price, length and interval is written once', () => {
  it('no copy string types a price, a length in minutes or a visit interval: it reads the catalog or the visit rhythm', () => {
    const { ts, code } = copyFiles();
    const files = [...ts, ...code, 'lib/routes.ts'].filter((f) => !sources.has(f));
    const typed = files.flatMap((file) =>
      tsStrings(file)
        .filter(({ text, key }) => !driveTime(text, key))
        .filter(({ text }) => typesAFact(text))
        .map(({ line, text }) => `${file}:${line}: ${text.slice(0, 120)}`),
    );
    expect(typed).toEqual([]);
  });

  it('notices a number typed by hand', () => {
    for (const text of [
      'A 60-minute facial',
      'de 30 a 45 min',
      'Sixty minutes, including',
      'about $12-$15',
      'every 4-6 weeks',
      'cada dos a cuatro semanas',
      'spaced 2 to 4 weeks apart',
    ])
      expect({ text, typed: typesAFact(text) }).toEqual({ text, typed: true });
    for (const text of ['SPF 30 or higher', 'a 20-25 minute drive', 'every few months', 'within an hour'])
      expect({ text, typed: typesAFact(text) && !driveTime(text) }).toEqual({ text, typed: false });
  });
});

/** Every number of a catalog value plus one: "30 min appointment (10-15 min injection)" -> "31 min appointment (11-16 min injection)". */
const bump = (text: string) => text.replace(/\d+/g, (n) => String(Number(n) + 1));
const bumpRange = (r: Range): Range => ({ min: r.min + 1, max: r.max + 1 });

/** Every string of a value, however deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : [];

describe('a changed catalog value changes every sentence that states it', () => {
  type Loaded = {
    catalog: typeof Catalog;
    details: typeof import('@/content/service-details');
    iv: typeof import('@/content/pages/iv-therapy');
    esthetics: typeof import('@/content/pages/esthetics');
    menu: typeof import('@/content/service-menu');
    visit: typeof import('@/content/visit-facts');
    routesEs: typeof import('@/content/routes-es');
  };
  const loaded = (() => {
    let modules: Loaded | undefined;
    jest.isolateModules(() => {
      jest.doMock('@/content/services', () => {
        const actual = jest.requireActual<typeof Catalog>('@/content/services');
        const services = Object.fromEntries(
          Object.entries(actual.services).map(([slug, s]) => {
            const service = s as Catalog.ServiceSummary;
            return [
              slug,
              {
                ...service,
                duration: bump(service.duration),
                ...(service.price
                  ? {
                      price: {
                        ...service.price,
                        dollars: bumpRange(service.price.dollars),
                        ...('unitsPerSession' in service.price
                          ? { unitsPerSession: bumpRange(service.price.unitsPerSession) }
                          : {}),
                      },
                    }
                  : {}),
              },
            ];
          }),
        );
        const ivDrips = Object.fromEntries(Object.entries(actual.ivDrips).map(([slug, d]) => [slug, bump(d)]));
        const menuLengths = Object.fromEntries(
          Object.entries(actual.menuLengths).map(([id, d]) => [id, typeof d === 'string' ? bump(d) : bumpRange(d)]),
        );
        return { ...actual, services, ivDrips, menuLengths, ivSessionLength: spanOf(Object.values(ivDrips)) };
      });
      /* eslint-disable @typescript-eslint/no-require-imports -- loaded after the catalog's edit, as the build would */
      modules = {
        catalog: require('@/content/services'),
        details: require('@/content/service-details'),
        iv: require('@/content/pages/iv-therapy'),
        esthetics: require('@/content/pages/esthetics'),
        menu: require('@/content/service-menu'),
        visit: require('@/content/visit-facts'),
        routesEs: require('@/content/routes-es'),
      };
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    return modules!;
  })();
  const { catalog, details, visit } = loaded;
  const rhythm = Object.values(visit.visitRhythm);
  const key = (r: Range) => `${r.min}-${r.max}`;
  /** The lengths a text states that are not among `allowed`. */
  const strays = (texts: string[], allowed: Range[]) =>
    texts.filter((t) => minuteRanges(t).some((r) => !allowed.map(key).includes(key(r))));

  it('service pages state their service’s new length, in both languages', () => {
    for (const slug of catalog.serviceSlugs) {
      const allowed = [...minuteRanges(catalog.services[slug].duration), ...rhythm];
      for (const locale of ['en', 'es'] as const) {
        const texts = stringsOf(details.serviceDetailsIn[locale][slug]);
        expect({ slug, locale, strays: strays(texts, allowed) }).toEqual({ slug, locale, strays: [] });
      }
    }
    // The new lengths reach the pages (the bumped values are not today's).
    expect(stringsOf(details.serviceDetailsIn.en.hydrafacial).join(' ')).toContain(
      `${minuteRanges(catalog.services.hydrafacial.duration)[0]!.min}-minute`,
    );
  });

  it('medical pages state their service’s new price, in both languages', () => {
    const dollars = (text: string) => (text.match(/\$[\d,]+/g) ?? []).map((d) => Number(d.replace(/[$,]/g, '')));
    for (const slug of catalog.serviceSlugs.filter((s) => catalog.services[s].medical)) {
      const price = (catalog.services[slug] as Catalog.ServiceSummary).price!;
      for (const locale of ['en', 'es'] as const) {
        const stated = stringsOf(details.serviceDetailsIn[locale][slug]).flatMap(dollars);
        expect(stated.length).toBeGreaterThan(0);
        expect({ slug, locale, stated: [...new Set(stated)].sort() }).toEqual({
          slug,
          locale,
          stated: [price.dollars.min, price.dollars.max].sort(),
        });
      }
    }
  });

  it('the IV page, the esthetics page, the menu and the page descriptions state the new lengths', () => {
    const drips = Object.values(catalog.ivDrips).flatMap(minuteRanges);
    const menu = Object.values(catalog.menuLengths).flatMap((d) => (typeof d === 'string' ? minuteRanges(d) : [d]));
    // A sentence may time two menu entries together ("peels or microdermabrasion 30 to 45 minutes").
    const pairs = menu.flatMap((a) => menu.map((b) => spanOf([a, b])));
    const all = [...drips, catalog.ivSessionLength, ...menu, ...pairs, ...rhythm];
    for (const locale of ['en', 'es'] as const) {
      expect({
        locale,
        strays: strays(stringsOf(loaded.iv.ivTherapyPage.copy[locale]), [...drips, catalog.ivSessionLength]),
      }).toEqual({ locale, strays: [] });
      expect({ locale, strays: strays(stringsOf(loaded.esthetics.estheticsPage.copy[locale]), all) }).toEqual({
        locale,
        strays: [],
      });
      const items = loaded.menu.serviceMenuIn(locale).flatMap((c) => c.items);
      const catalogLengths = [
        ...catalog.serviceSlugs.flatMap((s) => minuteRanges(catalog.services[s].duration)),
        ...Object.values(catalog.treatments).flatMap((t) => minuteRanges(t.duration)),
      ];
      expect({
        locale,
        strays: strays(
          items.map((i) => i.duration),
          [...catalogLengths, ...menu, ...all],
        ),
      }).toEqual({ locale, strays: [] });
    }
    expect(loaded.routesEs.spanishRouteCopy['/iv-therapy']?.description).toContain(
      `de ${catalog.ivSessionLength.min} a ${catalog.ivSessionLength.max} minutos`,
    );
  });
});
