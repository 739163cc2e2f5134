import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getArtwork } from '@/content/artwork';
import { areaNames } from '@/content/locations';
import { catalogCopy } from '@/content/catalog-copy';
import { serviceDetails, serviceDetailsIn } from '@/content/service-details';
import { serviceMenu } from '@/content/service-menu';
import { homeCardFacts, servicePath, serviceSlugs, services, type ServiceSlug, type TreatmentId } from '@/content/services';
import { site } from '@/content/site';
import { allRoutes, redirectStubs } from '@/lib/routes';
import { pathIn } from '@/lib/locale';

const root = path.resolve(__dirname, '..');

/** Every source file of the site (data, components, pages, lib), tests excluded. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|md|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('service catalog', () => {
  it('has the six service pages with their published durations', () => {
    expect([...serviceSlugs].sort()).toEqual(
      ['anti-aging-facial', 'botox', 'deep-cleansing-facial', 'facial-treatments', 'hydrafacial', 'lip-fillers'].sort(),
    );
    expect(services['anti-aging-facial'].duration).toBe('75 min');
    expect(services['deep-cleansing-facial'].duration).toBe('60 min');
    expect(services.hydrafacial.duration).toBe('60 min');
    expect(services['lip-fillers'].duration).toBe('30-45 min');
    expect(services.botox.duration).toMatch(/10-15 min injection/);
    expect(services.botox.duration).toMatch(/30 min/);
    expect(servicePath('botox')).toBe('/services/botox');
  });

  it('words the home service cards exactly as published, names and lengths', () => {
    const cards: [ServiceSlug | TreatmentId, string, string][] = [
      ['anti-aging-facial', 'Anti-aging Facial', '75 min'],
      ['deep-cleansing-facial', 'Deep Cleansing Facial', '60 min'],
      ['signature-glow-facial', 'Signature Glow Facial', '90 min'],
      ['hydrafacial', 'Hydradermabrasion/HydraFacial', '60 min'],
      ['pigmentation', 'Pigmentation Problem Treatments', '75 min'],
      ['consultation', 'Skin Care Consultation', '45 min'],
      ['botox', 'Botox', '30 min'],
      ['lip-fillers', 'Lips Enhancement', '45 min'],
      ['plasma-skin-tightening', 'Plasma Skin Tightening', '60 min'],
      ['bridal-glow-package', 'Bridal Glow Package', '120 min'],
      ['seasonal-renewal', 'Seasonal Renewal', '100 min'],
      ['complete-rejuvenation', 'Complete Rejuvenation', '150 min'],
    ];
    for (const [id, name, duration] of cards) expect(homeCardFacts(id)).toEqual({ name, duration });
  });

  it('gives every service its own original artwork and a detail page registered as a route', () => {
    const routes = allRoutes().map((r) => r.path);
    const art = new Set<string>();
    for (const slug of serviceSlugs) {
      expect(getArtwork(services[slug].artwork).name).toBe(`services/${slug}`);
      expect(getArtwork(serviceDetails[slug].heroArtwork).kind).toBe('hero');
      art.add(services[slug].artwork);
      expect(routes).toContain(servicePath(slug));
    }
    expect(art.size).toBe(serviceSlugs.length);
    expect(routes).toContain('/services');
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
    for (const slug of serviceSlugs) expect(items.some((i) => i.slug === slug)).toBe(true);
    expect(routes).toContain('/services');
  });

  it('every /services/<slug> link written in the source is a catalog service or a redirect stub', () => {
    const allowed = new Set([...serviceSlugs.map(servicePath), ...redirectStubs.map((s) => s.from)]);
    const seen: string[] = [];
    for (const dir of ['app', 'components', 'content', 'lib']) {
      for (const file of sourceFiles(path.join(root, dir))) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/["'`(]\/services\/([a-z0-9-]+)/g)) {
          const href = `/services/${match[1]}`;
          seen.push(href);
          expect({ file: path.relative(root, file), href, ok: allowed.has(href) }).toEqual({ file: path.relative(root, file), href, ok: true });
        }
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

describe('medical pages', () => {
  const medical = serviceSlugs.filter((slug) => services[slug].medical);

  it('are Botox and lip fillers, each with consultation, aftercare and "results vary"', () => {
    expect(medical.sort()).toEqual(['botox', 'lip-fillers']);
    for (const slug of medical) {
      const detail = serviceDetails[slug];
      expect(detail.medical?.consultation).toMatch(/good-faith exam/);
      expect(detail.medical?.aftercare.length).toBeGreaterThan(0);
      expect(detail.faqs.some((f) => f.answer.includes('Individual results vary'))).toBe(true);
      expect(detail.faqs.some((f) => f.answer.includes(site.medical.injector) && f.answer.includes(site.medical.supervisor))).toBe(true);
    }
    for (const slug of serviceSlugs.filter((s) => !services[s].medical)) expect(serviceDetails[slug].medical).toBeUndefined();
  });

  it('carry exactly the published price guidance', () => {
    expect(serviceDetails.botox.medical?.priceGuidance).toMatch(/\$12-\$15 per unit/);
    expect(serviceDetails.botox.medical?.priceGuidance).toMatch(/20-40 units/);
    expect(serviceDetails['lip-fillers'].medical?.priceGuidance).toMatch(/\$500-\$1,500 per session/);
    expect(serviceDetails['lip-fillers'].medical?.priceGuidance).toMatch(/set at your consultation/);
  });

  it('lip fillers has static testimonials with a first name and initial and a city', () => {
    const testimonials = serviceDetails['lip-fillers'].testimonials ?? [];
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    const cities = [site.address.locality, ...areaNames];
    for (const t of testimonials) {
      expect(t.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(cities).toContain(t.city);
      expect(t.quote.length).toBeGreaterThan(40);
    }
  });
});

describe('the Spanish service pages', () => {
  const digits = (text: string) => text.match(/\d+/g);

  it('state every appointment length with the same numbers as English', () => {
    for (const slug of serviceSlugs) expect(digits(catalogCopy.es.services[slug].duration)).toEqual(digits(services[slug].duration));
  });

  it('say who performs and who supervises each medical service, the good-faith exam first, and that results vary', () => {
    for (const slug of serviceSlugs.filter((s) => services[s].medical)) {
      const detail = serviceDetailsIn.es[slug];
      expect(detail.medical?.consultation).toContain(`examen médico previo (el good faith exam que exige Texas) que hace ${site.medical.examinerEs}`);
      expect(detail.intro).toContain(site.medical.injectorEs);
      expect(detail.intro).toContain(site.medical.supervisorEs);
      expect(detail.faqs.some((f) => f.answer.includes('Los resultados varían'))).toBe(true);
    }
  });

  it('carry the same prices as English', () => {
    for (const slug of serviceSlugs.filter((s) => services[s].medical)) {
      const prices = (text = '') => text.match(/\$[\d,]+/g);
      expect(prices(serviceDetailsIn.es[slug].medical?.priceGuidance)).toEqual(prices(serviceDetails[slug].medical?.priceGuidance));
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
