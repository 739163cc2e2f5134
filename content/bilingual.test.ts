/**
 * Every copy module exports its words as Bilingual<typeof en>: type-checking holds the Spanish to the English shape
 * (the @ts-expect-error lines below fail `npm run typecheck` if it ever stops), and this test checks the same at
 * run time for every { en, es } export under content/, so an `as` cast or a computed object cannot slip past it.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { locations } from './locations';
import type { Bilingual } from '@/lib/format/bilingual';

const sample = { title: 'Hello', list: ['one'], nested: { label: 'Label' }, greet: (name: string) => `Hi ${name}` };

// A Spanish object missing a key, or with a string where the English has an object, does not type-check.
// @ts-expect-error nested.label is missing
const missing: Bilingual<typeof sample> = { en: sample, es: { ...sample, nested: {} } };
// @ts-expect-error nested is a string
const wrongShape: Bilingual<typeof sample> = { en: sample, es: { ...sample, nested: 'Etiqueta' } };

/** Every key path of a value, objects only: list lengths and wording may differ between languages. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'function') return [`${prefix}()`];
  if (Array.isArray(value)) return value.length ? [`${prefix}[]`, ...keys(value[0], `${prefix}[]`)] : [`${prefix}[]`];
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .flatMap(([k, v]) => [`${prefix}.${k}`, ...keys(v, `${prefix}.${k}`)])
      .sort();
  return [];
}

const contentFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'blog' || name === 'artwork' ? [] : contentFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });

/** Each export (and each one-level-nested property) shaped { en, es }, by module and name. */
function bilingualExports(): [string, { en: unknown; es: unknown }][] {
  const found: [string, { en: unknown; es: unknown }][] = [];
  const isPair = (v: unknown): v is { en: unknown; es: unknown } =>
    !!v && typeof v === 'object' && Object.keys(v).sort().join() === 'en,es';
  for (const file of contentFiles(__dirname)) {
    const exported = jest.requireActual<Record<string, unknown>>(file);
    for (const [name, value] of Object.entries(exported)) {
      const where = `${path.relative(__dirname, file)}: ${name}`;
      if (isPair(value)) found.push([where, value]);
      else if (value && typeof value === 'object' && !Array.isArray(value))
        for (const [key, inner] of Object.entries(value)) if (isPair(inner)) found.push([`${where}.${key}`, inner]);
    }
  }
  // Each area's words and each of its service pages' words sit inside the list of locations.
  for (const location of locations) {
    found.push([`locations/${location.slug}.copy`, location.copy]);
    for (const [service, copy] of Object.entries(location.pages))
      found.push([`locations/${location.slug}.pages.${service}`, copy!]);
  }
  return found;
}

describe('Bilingual copy', () => {
  it('reads one language as copy[locale]', () => {
    const copy: Bilingual<typeof sample> = {
      en: sample,
      es: { title: 'Hola', list: ['uno'], nested: { label: 'Etiqueta' }, greet: (name) => `Hola, ${name}` },
    };
    expect(copy.es.nested.label).toBe('Etiqueta');
    expect(copy.en.greet('Ana')).toBe('Hi Ana');
    expect([missing, wrongShape]).toHaveLength(2);
  });

  it('has the same keys in English and Spanish in every copy module', () => {
    const pairs = bilingualExports();
    expect(pairs.map(([where]) => where)).toEqual(expect.arrayContaining(['ui.ts: ui', 'gallery.ts: galleryWords']));
    for (const [where, { en, es }] of pairs) expect({ where, keys: keys(es) }).toEqual({ where, keys: keys(en) });
  });
});
