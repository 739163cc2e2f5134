/**
 * Each price, appointment length, visit interval, results timing and drive time is written once: in the catalog
 * (each service's facts in content/services/<slug>.ts, with the owner's lengths and prices), the visit rhythm
 * (content/visit-facts.ts) or the area's facts (`distance` in content/locations/), and every sentence that states
 * one formats that value (lib/format/durations.ts, lib/format/prices.ts). Two checks hold this: no copy string types such a number by hand, and with every catalog number changed, every
 * length, price and timing the pages state is one of the new values.
 */
import { copyFiles, tsStrings } from '@/scripts/copy-text';
import { minuteRanges, spanOf, type Range, type Span, type TimeUnit } from '@/lib/format/durations';
import type * as Catalog from '@/content/services';

/**
 * Where the numbers are written as copy: the visit rhythm. The catalog writes its numbers as values (a service's
 * file holds its copy too, which is held to the rule). Posts are Markdown and cannot read values.
 */
const sources = new Set(['content/visit-facts.ts']);
/**
 * Words that time something on their own terms: a client's quote, and the gallery's captions, which say when each
 * before-and-after picture was taken.
 */
const quoted = (file: string, key?: string) =>
  file === 'content/testimonials.ts' || file === 'content/gallery.ts' || key === 'quote';

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

/** Counts written as words, and their values. */
const counts: Record<string, number> = Object.fromEntries(
  [
    'one two three four five six seven eight nine ten eleven twelve',
    'uno dos tres cuatro cinco seis siete ocho nueve diez once doce',
  ]
    .flatMap((words) => words.split(' ').map((word, i) => [word, i + 1] as const))
    .concat([
      ['fourteen', 14],
      ['catorce', 14],
    ]),
);
const spanCount = String.raw`(\d+|${Object.keys(counts).join('|')})`;
/** A span of hours, days, weeks or months: "48-72 hours", "a los 10 a 14 días", "two weeks", "a 2-week check". */
const SPAN = new RegExp(
  String.raw`\b${spanCount}(?:(?:\s*[-–]\s*|\s+(?:to|a)\s+)${spanCount})?(?:\s+|-)(hours?|days?|weeks?|months?|horas?|días?|semanas?|mes(?:es)?)(?![\p{L}])`,
  'giu',
);
const unitOf = (word: string): TimeUnit =>
  /^(hour|hora)/i.test(word)
    ? 'hours'
    : /^(day|día)/i.test(word)
      ? 'days'
      : /^(week|semana)/i.test(word)
        ? 'weeks'
        : 'months';
const countOf = (word: string) => counts[word.toLowerCase()] ?? Number(word);

/** Advice verbs: a span after one of them says how long to hold off, the sentence's own advice (see isWait). */
const adviceVerb = /\b(?:avoid|skip|hold off|pause|stop|stay|evite|no use|suspenda|deje|manténgase|espere)\b/i;

/**
 * Whether a span is a wait rather than a result's timing: how long before a visit to stop something ("48 hours
 * before", "dos días antes"), or how long to hold off after it ("skip saunas for 24 hours", "durante 24 horas").
 * A wait the pages give once stays in its sentence as advice; one they give in several places is the service's
 * (`waits` in the catalog, re-rendered below). A result's timing is always the service's.
 */
function isWait(text: string, at: number, length: number): boolean {
  if (/^\s*(?:before|beforehand|antes|anteriores)\b/i.test(text.slice(at + length))) return true;
  const before = text.slice(0, at);
  const sentence = before.slice(before.search(/[^.;!?]*$/));
  return adviceVerb.test(sentence) && /\b(?:for|durante|espere)\s+(?:(?:the|las|los|de)\s+)?$/i.test(before);
}

/**
 * Spans that are not a result's: a visit interval ("every four to six weeks", "two to four weeks apart": the interval
 * check's), the climate's days ("300 days of sunshine", "días de sol"), a reply's ("dos días hábiles").
 */
const notATiming = (text: string, at: number, length: number) =>
  /\b(?:every|cada)\s+$/i.test(text.slice(0, at)) ||
  /^\s+(?:apart|entre|of sun|de sol|hábiles)/i.test(text.slice(at + length));

/** Every results timing a text states (and every wait, with `waits`): intervals and other days aside. */
function spansIn(text: string, waits = false): Span[] {
  return [...text.matchAll(SPAN)]
    .filter((m) => (waits || !isWait(text, m.index, m[0].length)) && !notATiming(text, m.index, m[0].length))
    .map((m) => ({ min: countOf(m[1]!), max: countOf(m[2] ?? m[1]!), unit: unitOf(m[3]!) }));
}

/**
 * Whether a piece of copy states a length, a price, an interval, a drive time or (unless `spans` is false, for words
 * that time something on their own terms) a results timing itself.
 */
const typesAFact = (text: string, spans = true) =>
  minuteRanges(text).length > 0 ||
  numberWord.test(text) ||
  price.test(text) ||
  interval.test(text) ||
  (spans && spansIn(text).length > 0);

describe('each price, length, interval, results timing and drive time is written once', () => {
  it('no copy string types a price, a length in minutes, a visit interval, a results timing or a drive time: it reads the catalog, the visit rhythm or the area', () => {
    const { ts, code } = copyFiles();
    const files = [...ts, ...code, 'site/routes.ts'].filter((f) => !sources.has(f));
    const typed = files.flatMap((file) =>
      tsStrings(file)
        .filter(({ text, key }) => typesAFact(text, !quoted(file, key)))
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
      // Results timing, in both languages and in words.
      'Effects begin in 48-72 hours',
      'el efecto completo a los 10 a 14 días',
      'Results last for 3-4 months',
      'Por lo general de 6 a 12 meses',
      'The full result shows after about two weeks',
      'a 2-week check-in',
      'se quita en 2 a 7 días',
      // Drive times.
      'About 25-30 minutes by car',
      'a 20-25 minute drive from Socorro',
      'Unos 25 a 30 minutos en carro',
    ])
      expect({ text, typed: typesAFact(text) }).toEqual({ text, typed: true });
    for (const text of [
      'SPF 30 or higher',
      'every few months',
      'within an hour',
      // A wait is its sentence's advice; sunny days and business days time no treatment.
      'Skip retinoids, exfoliating acids and scrubs for 48 hours before.',
      'Hold off on retinoids, acids and hot yoga or saunas for 24-48 hours.',
      'Stop retinoids and strong exfoliants two days before',
      'Evite el alcohol durante las 24 horas anteriores.',
      'Espere de 24 a 48 horas para volver a los retinoides.',
      'close to 300 days of sunshine a year',
      'casi 300 días de sol al año',
      'Procuramos responder en un plazo de dos días hábiles.',
    ])
      expect({ text, typed: typesAFact(text) }).toEqual({ text, typed: false });
  });
});

/** A range one more at each end: a sentence that still states the old value stands out. */
const bumpRange = (r: Range): Range => ({ min: r.min + 1, max: r.max + 1 });
/** A span one longer at each end: minutes(30, 45) -> minutes(31, 46). */
const bump = (span: Span): Span => ({ ...span, ...bumpRange(span) });
/** Every span of a catalog length one longer: Botox's appointment and its injection both. */
const bumpLength = (length: Catalog.AppointmentLength): Catalog.AppointmentLength =>
  'appointment' in length ? { appointment: bump(length.appointment), injection: bump(length.injection) } : bump(length);
const bumpTimes = (times: Catalog.ServiceTimes) =>
  Object.fromEntries(Object.entries(times).map(([fact, span]) => [fact, bump(span)]));

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
    details: typeof import('@/content/services');
    iv: typeof import('@/content/pages/iv-therapy');
    esthetics: typeof import('@/content/pages/esthetics');
    menu: typeof import('@/content/service-menu');
    visit: typeof import('@/content/visit-facts');
    locations: typeof import('@/content/locations');
    locationPages: typeof import('@/content/pages/locations');
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
                duration: bumpLength(service.duration),
                ...(service.results ? { results: bumpTimes(service.results) } : {}),
                ...(service.waits ? { waits: bumpTimes(service.waits) } : {}),
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
        const menuLengths = Object.fromEntries(Object.entries(actual.menuLengths).map(([id, d]) => [id, bump(d)]));
        // The words are rebuilt from the changed facts, as each service's file writes them from its own.
        const built = actual.catalogFrom(services);
        const catalog = { ...actual, ...built, serviceDetails: built.serviceDetailsIn.en };
        return { ...catalog, ivDrips, menuLengths, ivSessionLength: spanOf(Object.values(ivDrips)) };
      });
      /* eslint-disable @typescript-eslint/no-require-imports -- loaded after the catalog's edit, as the build would */
      modules = {
        catalog: require('@/content/services'),
        details: require('@/content/services'),
        iv: require('@/content/pages/iv-therapy'),
        esthetics: require('@/content/pages/esthetics'),
        menu: require('@/content/service-menu'),
        visit: require('@/content/visit-facts'),
        locations: require('@/content/locations'),
        locationPages: require('@/content/pages/locations'),
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
      const allowed = [...catalog.spansOf(catalog.services[slug].duration), ...rhythm];
      for (const locale of ['en', 'es'] as const) {
        const texts = stringsOf(details.serviceDetailsIn[locale][slug]);
        expect({ slug, locale, strays: strays(texts, allowed) }).toEqual({ slug, locale, strays: [] });
      }
    }
    // The new lengths reach the pages (the bumped values are not today's).
    expect(stringsOf(details.serviceDetailsIn.en.hydrafacial).join(' ')).toContain(
      `${catalog.appointmentOf(catalog.services.hydrafacial.duration).min}-minute`,
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
    const drips: Span[] = Object.values(catalog.ivDrips);
    const menu: Span[] = Object.values(catalog.menuLengths);
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
        ...catalog.serviceSlugs.flatMap((s) => catalog.spansOf(catalog.services[s].duration)),
        ...Object.values(catalog.treatments).map((t) => t.duration),
      ];
      expect({
        locale,
        strays: strays(
          items.map((i) => i.duration),
          [...catalogLengths, ...menu, ...all],
        ),
      }).toEqual({ locale, strays: [] });
    }
    expect(loaded.iv.ivTherapyMeta.es.description).toContain(
      `de ${catalog.ivSessionLength.min} a ${catalog.ivSessionLength.max} minutos`,
    );
  });

  const timingsOf = (slug: Catalog.ServiceSlug) =>
    Object.values((catalog.services[slug] as Catalog.ServiceSummary).results ?? {});
  const waitsOf = (slug: Catalog.ServiceSlug) =>
    Object.values((catalog.services[slug] as Catalog.ServiceSummary).waits ?? {});
  const spanKey = (s: Span) => `${s.min}-${s.max} ${s.unit}`;
  /** The timings a text states that are not among `allowed`. */
  const strayTimings = (texts: string[], allowed: Span[]) =>
    texts.filter((t) => spansIn(t).some((s) => !allowed.map(spanKey).includes(spanKey(s))));

  it('every page that times a service’s results or its waits states the new values, in both languages', () => {
    const everyTiming = catalog.serviceSlugs.flatMap(timingsOf);
    for (const locale of ['en', 'es'] as const) {
      // Beside each service's own page, the esthetics page and the areas' pages time results too.
      const shared = [
        ...stringsOf(loaded.esthetics.estheticsPage.copy[locale]),
        ...loaded.locations.locations.flatMap((l) => [
          ...stringsOf(l.copy[locale]),
          ...Object.values(l.pages).flatMap((p) => stringsOf(p[locale])),
        ]),
      ];
      expect({ locale, strays: strayTimings(shared, everyTiming) }).toEqual({ locale, strays: [] });
      for (const slug of catalog.serviceSlugs) {
        // Its testimonials are clients' own words.
        const page = stringsOf({ ...details.serviceDetailsIn[locale][slug], testimonials: [] });
        expect({ slug, locale, strays: strayTimings(page, timingsOf(slug)) }).toEqual({ slug, locale, strays: [] });
        // Each timing and wait reaches a page (the bumped values are not today's).
        const stated = [...page, ...shared].flatMap((t) => spansIn(t, true)).map(spanKey);
        for (const timing of [...timingsOf(slug), ...waitsOf(slug)])
          expect({ slug, locale, timing: spanKey(timing), stated: stated.includes(spanKey(timing)) }).toEqual({
            slug,
            locale,
            timing: spanKey(timing),
            stated: true,
          });
      }
    }
  });

  it('each area states its own drive time, and the drive lines state the minutes they are given', () => {
    const lengths = [
      ...catalog.serviceSlugs.flatMap((s) => catalog.spansOf(catalog.services[s].duration)),
      ...Object.values(catalog.treatments).map((t) => t.duration),
    ];
    for (const location of loaded.locations.locations) {
      const { miles, driveTime } = location.distance;
      const moved = bump(driveTime);
      for (const locale of ['en', 'es'] as const) {
        const texts = [
          ...stringsOf(location.copy[locale]),
          ...Object.values(location.pages).flatMap((p) => stringsOf(p[locale])),
        ];
        expect({ area: location.slug, locale, strays: strays(texts, [driveTime, ...lengths]) }).toEqual({
          area: location.slug,
          locale,
          strays: [],
        });
        const words = loaded.locationPages.locationPagesCopy[locale];
        for (const line of [
          words.card.distance(miles, moved),
          words.drive.distance(miles, moved),
          words.area.closing(location.name, moved),
        ])
          expect({ line, stated: minuteRanges(line) }).toEqual({ line, stated: [bumpRange(driveTime)] });
      }
    }
  });
});
