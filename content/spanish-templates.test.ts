/**
 * Every Spanish template that puts a service or area name into a sentence, rendered for every service and area:
 * a name mid-sentence is lowercase with its article ("el facial antiedad", "los tratamientos faciales"), as
 * docs/spanish-style.md says, except the names clients say in English ("el HydraFacial", "el Botox") and the areas.
 * The templates are found, not listed: every function under an `es` key of any content/ module whose parameters
 * name a service or an area, so a new template is checked the day it is written.
 */
import path from 'node:path';
import { catalogCopy } from '@/content/catalog-copy';
import { areaNames } from '@/content/locations';
import { serviceSlugs } from '@/content/services';
import { brandNames, inSentence } from '@/content/spanish-names';
import { sourceFiles } from '@/lib/__fixtures__/source-files';
import { minutes } from '@/lib/durations';

const services = serviceSlugs.map((slug) => catalogCopy.es.services[slug].name);
const SINGULAR_ARTICLE = /(?<![\p{L}])(el|del|al|un|su|este|ese|nuestro|cada)\s+$/iu;
/** Where a capital is right: the start, after a sentence's end, a colon (labels: "Cita: Facial antiedad") or ¿ ¡. */
const SENTENCE_START = /(^|[.!?:]\s+|[¿¡«"“]\s*)$/u;

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

/** What is wrong with each service name in a rendered Spanish text. */
export function nameProblems(text: string, names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const brand = brandNames.some((b) => name === b || name.startsWith(`${b} `));
    const firstWord = name.split(' ')[0]!;
    const plural = !brand && /s$/i.test(firstWord);
    return [name, inSentence(name)]
      .filter((form, i, all) => all.indexOf(form) === i)
      .flatMap((form) =>
        [
          ...text.matchAll(new RegExp(`(?<![\\p{L}])${form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'gu')),
        ].flatMap((m) => {
          const before = text.slice(0, m.index);
          const problems: string[] = [];
          if (!brand && form === name && /^\p{Lu}/u.test(name) && !SENTENCE_START.test(before))
            problems.push(`capitalised mid-sentence: "${before.slice(-20)}${form}"`);
          if (plural && SINGULAR_ARTICLE.test(before))
            problems.push(`plural after a singular article: "${before.slice(-20)}${form}"`);
          return problems;
        }),
      );
  });
}

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
});
