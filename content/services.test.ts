import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getArtwork } from '@/content/artwork';
import {
  appointmentOf,
  catalogArticles,
  catalogCopy,
  homeCardFacts,
  homeCardWords,
  performerNamed,
  placements,
  serviceArtwork,
  serviceDetails,
  serviceDetailsIn,
  servicePath,
  services,
  serviceSlugs,
  type ServiceSummary,
  spansOf,
  type TreatmentId,
  treatments,
} from '@/content/services';
import { serviceMenu } from '@/content/service-menu';
import { site } from '@/content/site';
import { allRoutes, redirectStubs } from '@/site/routes';
import type { Span } from '@/lib/format/durations';
import { pathIn } from '@/lib/format/locale';
import { repoRoot as root, sourceFiles } from '@/lib/__fixtures__/source-files';

/** The dollar amounts a text states ("$12-$15 per unit" -> ['$12', '$15']), in order. */
const statedPrices = (text = '') => text.match(/\$[\d,]+/g) ?? [];

/** The FAQ questions of a service whose answer states a price other than its price guidance's. */
const priceMismatches = (detail: {
  faqs: readonly { question: string; answer: string }[];
  medical?: { priceGuidance: string };
}) =>
  detail.faqs
    .filter(
      (f) =>
        statedPrices(f.answer).length > 0 &&
        statedPrices(f.answer).join() !== statedPrices(detail.medical?.priceGuidance).join(),
    )
    .map((f) => f.question);

describe('service catalog', () => {
  /** Whether a span is a length in minutes, from the shorter to the longer time. */
  const inMinutes = (span: Span) => span.unit === 'minutes' && 0 < span.min && span.min <= span.max;

  it("states every service's appointment length in minutes, and its page path from the slug", () => {
    for (const slug of serviceSlugs) {
      const spans = spansOf(services[slug].duration);
      expect({ slug, minutes: spans.length > 0 && spans.every(inMinutes) }).toEqual({ slug, minutes: true });
      expect(servicePath(slug)).toBe(`/services/${slug}`);
    }
  });

  it('words each home service card from the catalog: its home-card wording where it has one, and a length the appointment allows', () => {
    const within = (inner: Span, outer: Span) => outer.min <= inner.min && inner.max <= outer.max;
    for (const slug of serviceSlugs) {
      const service: ServiceSummary = services[slug];
      const appointment = appointmentOf(service.duration);
      const card = homeCardFacts(slug);
      expect(card).toEqual({
        name: service.homeCard?.name ?? service.name,
        duration: service.homeCard?.fullSlot ? { ...appointment, min: appointment.max } : appointment,
      });
      expect({ slug, cardLength: card.duration, withinAppointment: within(card.duration, appointment) }).toEqual({
        slug,
        cardLength: card.duration,
        withinAppointment: true,
      });
    }
    for (const id of Object.keys(treatments) as TreatmentId[]) {
      expect(homeCardFacts(id)).toEqual(treatments[id]);
      expect({ id, minutes: inMinutes(treatments[id].duration) }).toEqual({ id, minutes: true });
    }
  });

  it('gives every service its own card artwork, a hero and a detail page registered as a route', () => {
    const routes = allRoutes().map((r) => r.path);
    for (const slug of serviceSlugs) {
      expect({ slug, card: getArtwork(serviceArtwork(slug)).kind }).toEqual({ slug, card: 'card' });
      expect(getArtwork(serviceDetails[slug].heroArtwork).kind).toBe('hero');
      expect(routes).toContain(servicePath(slug));
    }
    expect(new Set(serviceSlugs.map(serviceArtwork)).size).toBe(serviceSlugs.length);
    expect(routes).toContain('/services');
  });
});

describe('where each service file places it', () => {
  it('gives each service its own rank in its /services menu category and on its home tab', () => {
    const ranks = (keys: string[]) => keys.filter((key, i) => keys.indexOf(key) !== i);
    expect({ sharedMenuRanks: ranks(placements.map((p) => `${p.menu.category} ${p.menu.order}`)) }).toEqual({
      sharedMenuRanks: [],
    });
    const cards = placements.flatMap((p) => (p.homeCard ? [`${p.homeCard.tab} ${p.homeCard.order}`] : []));
    expect({ sharedCardRanks: ranks(cards) }).toEqual({ sharedCardRanks: [] });
  });

  it('words a home card in both languages exactly when the service has one', () => {
    const withCard = placements.filter((p) => p.homeCard).map((p) => p.slug);
    expect(Object.keys(homeCardWords).sort()).toEqual([...withCard].sort());
    for (const slug of withCard)
      for (const locale of ['en', 'es'] as const) expect(homeCardWords[slug]?.[locale]).toMatch(/\S/);
  });

  it("gives each service's Spanish name its article, read from its file", () => {
    for (const slug of serviceSlugs)
      expect(['el', 'la', 'los', 'las']).toContain(catalogArticles[catalogCopy.es.services[slug].name]);
  });
});

describe('every service referenced anywhere exists', () => {
  it('detail copy exists for exactly the catalog services', () => {
    expect(Object.keys(serviceDetails).sort()).toEqual([...serviceSlugs].sort());
  });

  it('related-service cards reference real services, never the page itself', () => {
    for (const slug of serviceSlugs) {
      const related = serviceDetails[slug].related;
      expect(related.length).toBeGreaterThanOrEqual(2);
      for (const other of related) {
        expect(serviceSlugs).toContain(other);
        expect(other).not.toBe(slug);
      }
      expect(new Set(related).size).toBe(related.length);
    }
  });

  it('menu entries on /services link to real services or real routes', () => {
    const routes = allRoutes().map((r) => r.path);
    const items = serviceMenu.flatMap((c) => c.items);
    for (const item of items) {
      if (item.slug) expect(serviceSlugs).toContain(item.slug);
      if (item.moreHref) expect(['/iv-therapy', '/esthetics-services']).toContain(item.moreHref);
    }
    const missing = serviceSlugs.filter((slug) => !items.some((i) => i.slug === slug));
    expect({ 'services missing from the /services menu (`menu` in content/services/<slug>.ts)': missing }).toEqual({
      'services missing from the /services menu (`menu` in content/services/<slug>.ts)': [],
    });
    expect(routes).toContain('/services');
  });

  it('every /services/<slug> link written in the source is a catalog service or a redirect stub', () => {
    const allowed = new Set([...serviceSlugs.map(servicePath), ...redirectStubs.map((s) => s.from)]);
    const seen: string[] = [];
    const files = sourceFiles(['app', 'components', 'content', 'lib'], { extensions: ['ts', 'tsx', 'md', 'json'] });
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/["'`(]\/services\/([a-z0-9-]+)/g)) {
        const href = `/services/${match[1]}`;
        seen.push(href);
        expect({ file: path.relative(root, file), href, ok: allowed.has(href) }).toEqual({
          file: path.relative(root, file),
          href,
          ok: true,
        });
      }
    }
    expect(seen.length).toBeGreaterThan(0);
  });

  it('videos on service pages are configured in site.videos', () => {
    for (const slug of serviceSlugs) {
      expect(serviceDetails[slug].videos.length).toBeGreaterThan(0);
      for (const key of serviceDetails[slug].videos) expect(site.videos[key].id).toMatch(/^[\w-]{11}$/);
    }
  });
});

describe('catalog summaries', () => {
  it('never name who performs or supervises a treatment: the card beside a summary says it, once', () => {
    const named = (['en', 'es'] as const).flatMap((locale) =>
      serviceSlugs.flatMap((slug) => {
        const word = performerNamed(catalogCopy[locale].services[slug].summary);
        return word ? [`${locale} ${slug}: "${word}"`] : [];
      }),
    );
    expect(named).toEqual([]);
  });

  it('the rule refuses a summary that names the performer, in either language, and lets the treatment through', () => {
    for (const locale of ['en', 'es'] as const) {
      const { injector, ivProvider, supervisor, examiner } = site.medical[locale];
      for (const who of [injector, ivProvider, supervisor, examiner])
        expect({ who, named: performerNamed(`Softens lines; ${who}.`) !== undefined }).toEqual({ who, named: true });
    }
    expect(performerNamed('Suaviza las líneas; lo aplica una enfermera inyectora (RN) con licencia.')).toBe(
      'enfermera',
    );
    expect(performerNamed('Given by an RN.')).toBe('RN');
    for (const text of [
      'Softens expression lines on the forehead, frown lines and crow’s feet.',
      'Suaviza las líneas de expresión de la frente, del entrecejo y las patas de gallo.',
      'Un tratamiento médico, planeado en una consulta.',
      'Turns, returns and modern internal care.',
    ])
      expect({ text, named: performerNamed(text) }).toEqual({ text, named: undefined });
  });
});

describe('medical pages', () => {
  const medical = serviceSlugs.filter((slug) => services[slug].medical);

  it('include every injectable, each with consultation, aftercare and "results vary"', () => {
    // The injectables are the catalog services the /services menu lists under Anti-Aging & Injectables.
    const injectables = serviceMenu.find((c) => c.id === 'anti-aging')?.items.flatMap((i) => i.slug ?? []) ?? [];
    expect(injectables.length).toBeGreaterThan(0);
    for (const slug of injectables) expect(medical).toContain(slug);
    for (const slug of medical) {
      const detail = serviceDetails[slug];
      expect(detail.medical?.consultation).toMatch(/good-faith exam/);
      expect(detail.medical?.aftercare.length).toBeGreaterThan(0);
      const says = (words: string[]) => detail.faqs.some((f) => words.every((w) => f.answer.includes(w)));
      expect({ slug, resultsVary: says(['Individual results vary']) }).toEqual({ slug, resultsVary: true });
      expect({ slug, whoTreats: says([site.medical.en.injector, site.medical.en.supervisor]) }).toEqual({
        slug,
        whoTreats: true,
      });
    }
    for (const slug of serviceSlugs.filter((s) => !services[s].medical))
      expect(serviceDetails[slug].medical).toBeUndefined();
  });

  it("state one price wherever a page gives one: every FAQ answer with a price says the price guidance's amounts, in both languages", () => {
    for (const slug of medical) {
      for (const detail of [serviceDetails[slug], serviceDetailsIn.es[slug]]) {
        expect({ slug, guidance: statedPrices(detail.medical?.priceGuidance).length > 0 }).toEqual({
          slug,
          guidance: true,
        });
        expect({ slug, mismatches: priceMismatches(detail) }).toEqual({ slug, mismatches: [] });
      }
    }
  });

  it('take a new price when the owner writes it in each place the copy states it, and name a place left behind', () => {
    for (const slug of medical) {
      const detail = serviceDetails[slug];
      const [first] = statedPrices(detail.medical?.priceGuidance);
      const raised = `$${Number(first!.replace(/[$,]/g, '')) + 1}`;
      const everywhere = JSON.parse(JSON.stringify(detail).replaceAll(first!, raised)) as typeof detail;
      expect(statedPrices(everywhere.medical?.priceGuidance)).toContain(raised);
      expect(priceMismatches(everywhere)).toEqual([]);
      const guidanceOnly = {
        ...detail,
        medical: { ...detail.medical!, priceGuidance: everywhere.medical!.priceGuidance },
      };
      const faqsWithPrice = detail.faqs.filter((f) => statedPrices(f.answer).length > 0);
      expect(priceMismatches(guidanceOnly)).toEqual(faqsWithPrice.map((f) => f.question));
    }
  });
});

describe('the Spanish service pages', () => {
  const digits = (text: string) => text.match(/\d+/g);

  it('state every appointment length with the same numbers as English', () => {
    for (const slug of serviceSlugs)
      expect(digits(catalogCopy.es.services[slug].duration)).toEqual(digits(catalogCopy.en.services[slug].duration));
  });

  it('say who performs and who supervises each medical service, the good-faith exam first, and that results vary', () => {
    for (const slug of serviceSlugs.filter((s) => services[s].medical)) {
      const detail = serviceDetailsIn.es[slug];
      expect(detail.medical?.consultation).toContain(
        `examen médico previo (el good faith exam que exige Texas) que hace ${site.medical.es.examiner}`,
      );
      expect(detail.intro).toContain(site.medical.es.injector);
      expect(detail.intro).toContain(site.medical.es.supervisor);
      const resultsVary = detail.faqs.some((f) => f.answer.includes('Los resultados varían'));
      expect({ slug, resultsVary }).toEqual({ slug, resultsVary: true });
    }
  });

  it('carry the same prices as English', () => {
    for (const slug of serviceSlugs.filter((s) => services[s].medical)) {
      const prices = (text = '') => text.match(/\$[\d,]+/g);
      expect(prices(serviceDetailsIn.es[slug].medical?.priceGuidance)).toEqual(
        prices(serviceDetails[slug].medical?.priceGuidance),
      );
    }
  });

  it('exist for every service, and each link variant has a Spanish twin going to the Spanish page', () => {
    const paths = allRoutes().map((r) => r.path);
    for (const slug of serviceSlugs) expect(paths).toContain(pathIn('es', servicePath(slug)));
    for (const stub of redirectStubs.filter((s) => !s.from.startsWith('/es/'))) {
      expect(redirectStubs).toContainEqual({ from: pathIn('es', stub.from), to: pathIn('es', stub.to) });
    }
  });
});
