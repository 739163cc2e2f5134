/**
 * Every Spanish template that puts a service or area name into a sentence, rendered for every service and area:
 * a name mid-sentence is lowercase with its article ("el facial antiedad", "los tratamientos faciales"), as
 * docs/spanish-style.md says, except the names clients say in English ("el HydraFacial", "el Botox") and the areas.
 * The templates are found, not listed: every function under an `es` key of any content/ module whose parameters
 * name a service or an area, so a new template is checked the day it is written.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogCopy } from '@/content/catalog-copy';
import { estheticsPage } from '@/content/pages/esthetics';
import { ivTherapyPage } from '@/content/pages/iv-therapy';
import { serviceMenuIn } from '@/content/service-menu';
import { areaNames } from '@/content/locations';
import { homeServiceCategoriesIn } from '@/content/home-services';
import { serviceSlugs } from '@/content/services';
import { articleFor, articles, brandNames, inSentence, withArticle } from '@/content/spanish-names';
import { sourceFiles } from '@/lib/__fixtures__/source-files';
import { minutes } from '@/lib/format/durations';
import { fill } from '@/lib/format/locale';
import { postText } from '@/lib/post-prose';
import { copyFiles } from '@/scripts/copy-text';

const services = serviceSlugs.map((slug) => catalogCopy.es.services[slug].name);
/** Every name the Spanish edition gives a treatment: the catalog, the menu, the treatments and the landing menus. */
const allNames = [
  ...new Set([
    ...services,
    ...Object.values(catalogCopy.es.treatments),
    ...serviceMenuIn('es').flatMap((category) => category.items.map((item) => item.name)),
    ...[estheticsPage, ivTherapyPage].flatMap((page) => page.copy.es.offers.items.map((item) => item.title)),
  ]),
];
const SINGULAR_ARTICLE = /(?<![\p{L}])(el|del|al|un|su|este|ese|nuestro|cada)\s+$/iu;
/** Where a capital is right: the start, after a sentence's end, a colon (labels: "Cita: Facial antiedad") or ¿ ¡. */
const SENTENCE_START = /(^|[.!?:]\s+|[¿¡«"“(]\s*)$/u;

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

/** What is wrong with each service name in a rendered Spanish text. */
export function nameProblems(text: string, names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const brand = brandNames.some((b) => name === b || name.startsWith(`${b} `));
    const plural = ['los', 'las'].includes(articleFor(name));
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

/**
 * A post's prose as it reads, line by line with the file's line numbers: Markdown marks (headings, list bullets,
 * emphasis, a link's target) taken away, so "Agende un [Facial antiedad](/es/...)" reads "Agende un Facial antiedad".
 */
export function postProse(source: string): { line: number; text: string }[] {
  return (
    postText(source)
      .split('\n')
      // A front-matter list ("[Servicios, Botox, Relleno de labios]") is a row of labels: each starts anew.
      .map((text) => (/^\[.*\]$/.test(text.trim()) ? text.trim().slice(1, -1).replace(/,\s*/g, '. ') : text))
      .map((text, i) => ({
        line: i + 1,
        text: text
          .replace(/^\s*(#{1,6}\s+|[-*]\s+|\d+\.\s+|>\s*)/, '')
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/[*_]{1,2}/g, ''),
      }))
      .filter(({ text }) => text.trim() !== '')
  );
}

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
      ...allNames,
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
      '"Peeling de diamante" has no Spanish article: add it to articles in content/spanish-names.ts',
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
  it('write every treatment lowercase with its article in the Spanish posts, link text and headings included', () => {
    const posts = copyFiles().md.filter((file) => file.includes(`${path.sep}es${path.sep}`));
    expect(posts.length).toBeGreaterThan(0);
    const found = posts.flatMap((file) =>
      postProse(readFileSync(path.resolve(__dirname, '..', file), 'utf8')).flatMap(({ line, text }) =>
        nameProblems(text, allNames).map((problem) => `${file}:${line}: ${problem}`),
      ),
    );
    expect([...new Set(found)]).toEqual([]);
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

  it('would catch "Agende un [Facial antiedad](/es/...)" in a post and "Más información sobre {title}"', () => {
    const name = services.find((s) => !brandNames.includes(s) && /^\p{Lu}/u.test(s))!;
    const prose = postProse(`---\ntitle: x\n---\n¿Líneas finas? Agende un [${name}](/es/services/x).`).at(-1)!;
    expect(prose.line).toBe(4);
    expect(nameProblems(prose.text, [name])).toHaveLength(1);
    expect(nameProblems(fill('Más información sobre {title}', { title: name }), [name])).toHaveLength(1);
  });
});
