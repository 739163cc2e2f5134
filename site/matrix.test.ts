import { artwork } from '@/content/artwork';
import { defineLocation, locations, serviceAreas, type Location } from '@/content/locations';
import { services } from '@/content/services';
import { buildMatrix, findPair, locationRoutes, matrix, otherLocations } from '@/site/matrix';
import { allRoutes } from '@/site/routes';

/** The values that stand more than once in a list, so a failure names them. */
const twice = (values: readonly string[]) => [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];

describe('locations x services matrix', () => {
  it('gives every area in content/locations/ its own name and its own slug, written as a URL segment', () => {
    expect({ 'names used twice': twice(locations.map((l) => l.name)) }).toEqual({ 'names used twice': [] });
    expect({ 'slugs used twice': twice(locations.map((l) => l.slug)) }).toEqual({ 'slugs used twice': [] });
    for (const { slug } of locations)
      expect({ slug, 'is a URL segment': /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) }).toEqual({
        slug,
        'is a URL segment': true,
      });
  });

  it('has exactly one page per area and each service it lists, in that order, all unique', () => {
    const paths = matrix.map((p) => p.path);
    expect(paths).toEqual(locations.flatMap((l) => l.services.map((service) => `/locations/${l.slug}/${service}`)));
    expect(new Set(paths).size).toBe(paths.length);
    for (const area of serviceAreas)
      expect(locations.find((l) => l.slug === area.slug)?.services.length).toBeGreaterThan(0);
  });

  it('resolves every pair to a catalog service, its copy and a registered route', () => {
    const routes = new Set(allRoutes().map((r) => r.path));
    for (const pair of matrix) {
      expect(pair.service).toBe(services[pair.serviceSlug]);
      expect(findPair(pair.location.slug, pair.serviceSlug)).toBe(pair);
      expect(pair.copy.en.benefits).toHaveLength(3);
      expect(routes.has(pair.path)).toBe(true);
    }
  });

  it('has original artwork for every location and every pair', () => {
    for (const location of locations) expect(artwork.get(location.image)?.kind).toBe('location');
    for (const pair of matrix) expect(artwork.get(pair.image)?.kind).toBe('location');
  });

  it('takes every location from the service areas of the site config', () => {
    expect(locations.map((l) => ({ name: l.name, slug: l.slug }))).toEqual(serviceAreas);
  });

  it('adds the pages and routes of a new location object', () => {
    const first = locations[0]!;
    const extra: Location = {
      ...first,
      name: 'Sample Town',
      slug: 'sample-town',
      services: ['hydrafacial', 'deep-cleansing-facial'],
    };
    const bigger = buildMatrix([...locations, extra]);
    expect(bigger).toHaveLength(matrix.length + 2);
    expect(bigger.slice(matrix.length).map((p) => p.path)).toEqual([
      '/locations/sample-town/hydrafacial',
      '/locations/sample-town/deep-cleansing-facial',
    ]);
    const routes = locationRoutes([...locations, extra]).map((r) => r.path);
    expect(routes).toHaveLength(locationRoutes().length + 3);
    expect(routes).toEqual(expect.arrayContaining(['/locations/sample-town', '/locations/sample-town/hydrafacial']));
  });

  it('refuses a listed service without page copy', () => {
    const first = locations[0]!;
    const broken: Location = { ...first, slug: 'broken', pages: {} };
    expect(() => buildMatrix([broken])).toThrow(/no page copy/);
    // The type checker already refuses it when the location is written with defineLocation (npx tsc).
    // @ts-expect-error botox is listed without its page copy
    expect(() => buildMatrix([defineLocation({ ...first, services: ['botox'], pages: {} })])).toThrow(/no page copy/);
  });

  it('registers /locations, each area and each pair as a route, with unique titles and descriptions', () => {
    const routes = locationRoutes();
    expect(routes.map((r) => r.path)).toEqual([
      '/locations',
      ...locations.flatMap((l) => [
        `/locations/${l.slug}`,
        ...matrix.filter((p) => p.location === l).map((p) => p.path),
      ]),
    ]);
    expect({ 'titles used twice': twice(routes.map((r) => r.title)) }).toEqual({ 'titles used twice': [] });
    expect({ 'descriptions used twice': twice(routes.map((r) => r.description)) }).toEqual({
      'descriptions used twice': [],
    });
  });

  it('lists every other location for We Also Serve', () => {
    for (const location of locations) {
      const others = otherLocations(location.slug).map((l) => l.slug);
      expect(others).toEqual(locations.filter((l) => l !== location).map((l) => l.slug));
    }
  });
});

describe('location copy is local, not a template with the town swapped', () => {
  const strip = (text: string, name: string) => text.replaceAll(name, 'TOWN').toLowerCase();

  it('gives every page its own subtitle, description, summary and benefits', () => {
    const fields = ['subtitle', 'description', 'summary'] as const;
    for (const field of fields) {
      const values = matrix.map((p) => strip(p.copy.en[field], p.location.name));
      expect(new Set(values).size).toBe(matrix.length);
    }
    const benefitTitles = matrix.flatMap((p) => p.copy.en.benefits.map((b) => strip(b.title, p.location.name)));
    expect(new Set(benefitTitles).size).toBe(benefitTitles.length);
    const benefitTexts = matrix.flatMap((p) => p.copy.en.benefits.map((b) => strip(b.description, p.location.name)));
    expect(new Set(benefitTexts).size).toBe(benefitTexts.length);
  });

  it('gives every location its own served areas, climate notes and reasons to choose us', () => {
    const areaNames = locations.flatMap((l) => l.copy.en.servedAreas.map((a) => a.name));
    expect(new Set(areaNames).size).toBe(areaNames.length);
    const notes = locations.flatMap((l) => [...l.copy.en.climate, ...l.copy.en.whyChoose.map((w) => w.description)]);
    expect(new Set(notes).size).toBe(notes.length);
  });

  it('says "Individual results vary" wherever an anti-aging page promises results, and "Los resultados varían" in Spanish', () => {
    for (const pair of matrix.filter((p) => p.serviceSlug === 'anti-aging-facial')) {
      expect(pair.copy.en.description).toContain('Individual results vary');
      expect(pair.copy.es.description).toContain('Los resultados varían');
    }
  });
});

describe('location copy says the same things in English and Spanish', () => {
  /**
   * The places and roads a sentence names, which a translation keeps as they are: the areas, the studio's city, the
   * Mission Trail and numbered roads (I-10, Loop 375).
   */
  const namedIn = (text: string) => {
    const names = [...locations.map((l) => l.name), 'El Paso', 'Mission Trail'];
    const found = names.flatMap((name) => Array(text.split(name).length - 1).fill(name) as string[]);
    const roads = text.match(/\b(?:I-\d+|Loop \d+|US \d+|FM \d+)\b/g) ?? [];
    return [...found, ...roads].sort();
  };

  /** Every string of two copies of the same shape, side by side, each with where it is. */
  const pairsOf = (en: unknown, es: unknown, where: string): [string, string, string][] => {
    if (typeof en === 'string') return [[where, en, typeof es === 'string' ? es : '']];
    if (!en || typeof en !== 'object') return [];
    return Object.entries(en).flatMap(([key, value]) =>
      pairsOf(value, (es as Record<string, unknown> | undefined)?.[key], `${where}.${key}`),
    );
  };

  /** The strings whose English and Spanish name different places or roads. */
  const differences = (from: readonly Location[]) =>
    from.flatMap((location) =>
      [
        ...pairsOf(location.copy.en, location.copy.es, `${location.slug}.copy`),
        ...Object.entries(location.pages).flatMap(([slug, copy]) =>
          pairsOf(copy!.en, copy!.es, `${location.slug}.pages.${slug}`),
        ),
      ]
        .filter(([, en, es]) => namedIn(en).join() !== namedIn(es).join())
        .map(([where, en, es]) => `${where}: ${namedIn(en).join(', ')} / ${namedIn(es).join(', ')}`),
    );

  it('names the same places and roads in both languages, string by string', () => {
    expect(differences(locations)).toEqual([]);
  });

  it('names a string whose Spanish leaves out a road or a place the English names', () => {
    const [first] = locations;
    const climate = [...first!.copy.en.climate];
    climate[0] = 'Many neighbors drive I-10 to the Mission Trail every day.';
    const esClimate = [...first!.copy.es.climate];
    esClimate[0] = 'Muchos vecinos manejan a diario.';
    const changed = {
      ...first!,
      copy: { en: { ...first!.copy.en, climate }, es: { ...first!.copy.es, climate: esClimate } },
    } as Location;
    expect(differences([changed])).toEqual([`${first!.slug}.copy.climate.0: I-10, Mission Trail / `]);
  });
});
