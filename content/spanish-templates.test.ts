/**
 * Every Spanish template that puts a service or area name into a sentence, rendered for every service and area:
 * a name mid-sentence is lowercase with its article ("el facial antiedad", "los tratamientos faciales"), as
 * docs/spanish-style.md says, except the names clients say in English ("el HydraFacial", "el Botox") and the areas.
 * The templates are found, not listed: every function under an `es` key of any content/ module whose parameters
 * name a service or an area, so a new template is checked the day it is written. The owner's posts are held to the
 * same rule by the content check (site/checks/post-wording.ts).
 */
import path from 'node:path';
import { catalogCopy, serviceSlugs } from '@/content/services';
import { areaNames } from '@/content/locations';
import { homeServiceCategoriesIn } from '@/content/home-services';
import { articles, brandNames, inSentence, withArticle } from '@/content/spanish-names';
import { sourceFiles } from '@/lib/__fixtures__/source-files';
import { minutes } from '@/lib/format/durations';
import { fill } from '@/lib/format/locale';
import { nameProblems, spanishTreatmentNames } from '@/site/checks/spanish-name-problems';

const services = serviceSlugs.map((slug) => catalogCopy.es.services[slug].name);

/** Values for a template's parameters, by name; a template with a parameter not listed here is not a name template. */
const samples: Record<string, (service: string, area: string) => unknown> = {
  name: (service) => service,
  service: (service) => service,
  title: (service) => service,
  area: (_, area) => area,
  areas: () => [...areaNames],
  count: () => 2,
  n: () => 2,
  miles: () => 20,
  duration: () => '60 min',
  appointment: () => minutes(60),
  driveTime: () => minutes(25, 30),
  route: () => 'por la I-10',
  note: () => '',
};

type Template = { where: string; fn: (...args: unknown[]) => unknown; params: string[] };

function paramsOf(fn: (...args: unknown[]) => unknown): string[] {
  const source = fn.toString();
  const list =
    /^(?:async\s*)?(?:function\s*\w*\s*)?\(([^)]*)\)/.exec(source)?.[1] ?? /^(\w+)\s*=>/.exec(source)?.[1] ?? '';
  return list
    .split(',')
    .map((p) => p.trim().replace(/[\s=:].*$/, ''))
    .filter(Boolean);
}

/** Every function inside an `es` object of a value, with its path. */
function spanishTemplates(value: unknown, where: string, spanish: boolean, seen: Set<unknown>): Template[] {
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    return spanish ? [{ where, fn, params: paramsOf(fn) }] : [];
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, child]) =>
    spanishTemplates(child, `${where}.${key}`, spanish || key === 'es', seen),
  );
}

const templates = sourceFiles('content', { extensions: ['ts'], exclude: /\.d\.ts$/ }).flatMap((file) => {
  const seen = new Set<unknown>();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exports = require(file) as Record<string, unknown>;
  return Object.entries(exports).flatMap(([name, value]) =>
    spanishTemplates(value, `${path.relative(__dirname, file)}:${name}`, false, seen),
  );
});
const nameTemplates = templates.filter(
  (t) =>
    t.params.length > 0 &&
    t.params.some((p) => /^(name|service|title|area|areas)$/.test(p)) &&
    t.params.every((p) => p in samples),
);

/** Every Spanish string of content/ that takes a name as `{title}`, `{name}` or `{theTitle}`, with where it is. */
function placeholderLabels(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string, spanish: boolean, seen: Set<unknown>) => {
    if (typeof value === 'string') {
      if (spanish && /\{(title|name|theTitle)\}/.test(value)) found.push({ where, text: value });
      return;
    }
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) walk(child, `${where}.${key}`, spanish || key === 'es', seen);
  };
  for (const file of sourceFiles('content', { extensions: ['ts'], exclude: /\.d\.ts$/ })) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exports = require(file) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports))
      walk(value, `${path.relative(__dirname, file)}:${name}`, false, new Set());
  }
  return found;
}

describe('the articles of the Spanish names', () => {
  it('are written for every name a Spanish page gives a treatment, and for no other', () => {
    const named = new Set([
      ...spanishTreatmentNames(),
      ...homeServiceCategoriesIn('es').flatMap((category) => category.cards.map((card) => card.title)),
    ]);
    expect(named.size).toBeGreaterThan(0);
    expect({ withoutArticle: [...named].filter((name) => !(name in articles)) }).toEqual({ withoutArticle: [] });
    expect({ unused: Object.keys(articles).filter((name) => !named.has(name)) }).toEqual({ unused: [] });
  });

  it('are read, never guessed: a name without one stops with what to add', () => {
    for (const [name, article] of Object.entries(articles))
      expect(withArticle(name)).toBe(`${article} ${inSentence(name)}`);
    expect(() => withArticle('Peeling de diamante')).toThrow(
      '"Peeling de diamante" has no Spanish article: write it beside the Spanish name',
    );
  });
});

describe('Spanish templates that name a service or an area', () => {
  it('are found in the copy (services, locations, home)', () => {
    const places = nameTemplates.map((t) => t.where);
    expect(places.some((w) => w.startsWith(path.join('pages', 'services.ts')))).toBe(true);
    expect(places.some((w) => w.startsWith(path.join('pages', 'locations.ts')))).toBe(true);
  });

  it('write every service lowercase with its article mid-sentence, and no plural after a singular article, for every area', () => {
    const found = nameTemplates.flatMap((t) =>
      services.flatMap((service) =>
        areaNames.flatMap((area) => {
          const text = String(t.fn(...t.params.map((p) => samples[p]!(service, area))));
          return nameProblems(text, services).map((problem) => `${t.where}(${service}, ${area}): ${problem}`);
        }),
      ),
    );
    expect([...new Set(found)]).toEqual([]);
  });

  it('would catch "Reserve su Tratamientos faciales" and "el tratamientos faciales"', () => {
    const plural = services.find((s) => /^\p{Lu}\p{Ll}+s\b/u.test(s)) ?? 'Tratamientos faciales';
    expect(nameProblems(`Reserve su ${plural}`, [plural])).toHaveLength(2);
    expect(nameProblems(`Por qué eligen el ${inSentence(plural)}`, [plural])).toHaveLength(1);
    expect(nameProblems(`${plural} en El Paso`, [plural])).toEqual([]);
  });
  it('write every name filled into a Spanish {title} or {theTitle} label correctly (screen-reader suffixes included)', () => {
    const labels = templates.length > 0 ? placeholderLabels() : [];
    expect(labels.length).toBeGreaterThan(0);
    const found = labels.flatMap(({ where, text }) =>
      services.flatMap((service) =>
        nameProblems(fill(text, { title: service, name: service, theTitle: withArticle(service) }), services).map(
          (problem) => `${where}: ${problem}`,
        ),
      ),
    );
    expect([...new Set(found)]).toEqual([]);
  });

  it('would catch "Más información sobre {title}" filled with a capitalised name', () => {
    const name = services.find((s) => !brandNames.includes(s) && /^\p{Lu}/u.test(s))!;
    expect(nameProblems(fill('Más información sobre {title}', { title: name }), [name])).toHaveLength(1);
    expect(nameProblems(fill('Más información sobre {theTitle}', { theTitle: withArticle(name) }), [name])).toEqual([]);
  });
});
