import { readdirSync } from 'node:fs';
import path from 'node:path';
import { englishOnlyPages } from '@/site/routes';

/**
 * The English tree (app/(en)/) and the Spanish one (app/(es)/es/) hold the same route files, path for path: a page,
 * layout, error boundary or feed added in one language has its twin in the other. The only exception is a page the
 * route list declares English-only (its copy module's meta has no Spanish entry: `englishOnlyPages`), whose page file
 * stands in the English tree alone.
 */
const app = path.join(process.cwd(), 'app');
const english = path.join(app, '(en)');
const spanish = path.join(app, '(es)', 'es');

/** Every file under `dir`, as a path relative to it written with forward slashes. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The page file of a route path: '/' is page.tsx, '/about' is about/page.tsx. */
const pageFile = (route: string) => (route === '/' ? 'page.tsx' : `${route.slice(1)}/page.tsx`);

/** The files of one tree without their twin in the other, each named with the tree it stands in. */
function unpaired(en: string[], es: string[], englishOnly: string[]): string[] {
  const alone = new Set(englishOnly.map(pageFile));
  return [
    ...en.filter((file) => !es.includes(file) && !alone.has(file)).map((file) => `app/(en)/${file}`),
    ...es.filter((file) => !en.includes(file)).map((file) => `app/(es)/es/${file}`),
    ...[...alone].filter((file) => es.includes(file)).map((file) => `app/(es)/es/${file} (declared English-only)`),
  ];
}

describe('the two route trees', () => {
  it('hold the same route files, but for the pages declared English-only', () => {
    const en = filesUnder(english);
    expect(en).toContain('page.tsx');
    expect(unpaired(en, filesUnder(spanish), englishOnlyPages)).toEqual([]);
  });

  it('name a page without its twin, in either tree, and an English-only page that has one', () => {
    const en = ['page.tsx', 'about/page.tsx', 'privacy/page.tsx', 'blog/[slug]/page.tsx'];
    const es = ['page.tsx', 'privacy/page.tsx', 'gallery/page.tsx', 'blog/[slug]/page.tsx'];
    expect(unpaired(en, es, [])).toEqual(['app/(en)/about/page.tsx', 'app/(es)/es/gallery/page.tsx']);
    expect(unpaired(en, es, ['/about', '/privacy'])).toEqual([
      'app/(es)/es/gallery/page.tsx',
      'app/(es)/es/privacy/page.tsx (declared English-only)',
    ]);
  });
});
