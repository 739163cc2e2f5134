/**
 * The copy of content/, app/ and components/ (code, not posts) tells each fact one way: no sentence says what a ban
 * of content/editorial-bans.ts rules out or tells a fact of content/one-story.ts otherwise, and the cards and the menu
 * agree with the catalog. The posts are the owner's: the content check holds them to the same rules
 * (site/checks/post-wording.ts, proven on fixture posts in site/checks/post-wording.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { editorialBans } from '@/content/editorial-bans';
import { homeServiceCategories, homeServiceCategoriesIn } from '@/content/home-services';
import { longestFacials, oneStory } from '@/content/one-story';
import { serviceMenu, serviceMenuIn } from '@/content/service-menu';
import { catalogCopy, services, spansOf } from '@/content/services';
import { site } from '@/content/site';
import { homeCopy } from '@/content/pages/home';
import { visitFacts, visitRhythm } from '@/content/visit-facts';
import { minuteRanges, timeLabel } from '@/lib/format/durations';
import { isBanned, tellsOtherwise } from '@/site/checks/post-wording';
import { repoRoot as root, sourceFiles } from '@/lib/__fixtures__/source-files';

/** The visible text of a source file: string literals and, in .tsx, JSX text (comments dropped). */
function copyOf(file: string, source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const literals = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`|"((?:[^"\\\n]|\\.)*)"/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );
  // Only .tsx files hold JSX; in .ts, text between `>` and `<` is type syntax such as Record<…> … Record<…>.
  const jsxText = file.endsWith('.tsx') ? [...code.matchAll(/>([^<>]*[a-z][^<>]*)</g)].map((m) => m[1] ?? '') : [];
  return [...literals, ...jsxText];
}

/** Every sentence of the code's copy (content data, page and component text), with its file; posts are not code. */
function sentences(): { file: string; text: string }[] {
  const files = sourceFiles(['content', 'app', 'components'], {
    extensions: ['ts', 'tsx'],
    // The rules are data about wording (the wrong variants too), not copy anyone reads.
    exclude: /(^|\/)(visit-facts|spanish-glossary|editorial-bans|one-story)\.ts$/,
  });
  return files.flatMap((file) =>
    copyOf(file, readFileSync(file, 'utf8'))
      .flatMap((text) => text.split(/(?<=[.!?])\s+/))
      .map((text) => ({ file: path.relative(root, file), text: text.replace(/\s+/g, ' ') })),
  );
}

const all = sentences();
const where = (test: (s: string) => boolean) => all.filter((s) => test(s.text)).map((s) => `${s.file}: ${s.text}`);
const menu = serviceMenu.flatMap((c) => c.items);
const homeCards = homeServiceCategories.flatMap((c) => c.cards);
/** The list a loop checks, which must hold something: a loop over nothing would pass whatever the copy says. */
function nonEmpty<T>(list: T[]): T[] {
  expect(list.length).toBeGreaterThan(0);
  return list;
}

describe('the copy of the code', () => {
  it('is read: strings and JSX text of content/, app/ and components/', () => {
    expect(all.length).toBeGreaterThan(1000);
    expect(all.some((s) => s.file.endsWith('.md'))).toBe(false);
  });
});

describe('editorial bans', () => {
  it('no sentence of the code says what content/editorial-bans.ts rules out', () => {
    const said = [...editorialBans.en, ...editorialBans.es].flatMap((ban) =>
      where((s) => isBanned(ban, s)).map((line) => `${ban.rule}: ${line}`),
    );
    expect(said).toEqual([]);
  });
});

/**
 * Facts the code's own copy states, and how many of its sentences each rule must find at least: a search that finds
 * fewer reads the wrong text.
 */
const foundInCode: [RegExp, number][] = [
  [/^the good-faith exam is given/, 6],
  [/^medium-depth peels are done/, 4],
  [/^the good-faith exam \("examen/, 6],
  [/^medium-depth peels \("peelings/, 3],
  [/^the nurse practitioner is named/, 1],
  [/^the supervising physician is named/, 1],
];

describe('facts told one way (content/one-story.ts)', () => {
  it.each([...oneStory.en, ...oneStory.es].map((rule) => [rule.rule, rule] as const))(
    'every sentence of the code about it says it, or reads the value that does: %s',
    (_, rule) => {
      const about = all.filter((s) => rule.about.every((p) => p.test(s.text)));
      const least = foundInCode.find(([name]) => name.test(rule.rule))?.[1] ?? 0;
      expect(about.length).toBeGreaterThanOrEqual(least);
      const otherwise = about.filter((s) => tellsOtherwise(rule, s.text) && !rule.reads?.test(s.text));
      expect(otherwise.map((s) => `${s.file}: ${s.text}`)).toEqual([]);
    },
  );

  it('the longest facial is the one the menu gives the most time, and follows the lengths the owner sets', () => {
    // Facial Treatments offers the other facials as one, so its range spans theirs.
    const facials = serviceMenu
      .find((c) => c.id === 'facials')!
      .items.filter((m) => m.name !== catalogCopy.en.services['facial-treatments'].name);
    const most = Math.max(...facials.flatMap((m) => minuteRanges(m.duration).map((r) => r.max)));
    expect(longestFacials('en')).toEqual(
      facials.filter((m) => minuteRanges(m.duration).some((r) => r.max === most)).map((m) => m.name),
    );
    // Another facial given more time than any becomes the longest, in both languages.
    let longer: string[][] = [];
    jest.isolateModules(() => {
      jest.doMock('@/content/studio-facts', () => {
        const actual = jest.requireActual<typeof import('@/content/studio-facts')>('@/content/studio-facts');
        const studio = structuredClone(actual.studio);
        studio.lengths.antiAgingFacial = `${most + 30} min`;
        return { ...actual, studio };
      });
      const edited = require('@/content/one-story') as typeof import('@/content/one-story'); // eslint-disable-line @typescript-eslint/no-require-imports
      longer = [edited.longestFacials('en'), edited.longestFacials('es')];
    });
    expect(longer).toEqual([[services['anti-aging-facial'].name], [catalogCopy.es.services['anti-aging-facial'].name]]);
  });
});

describe('one story everywhere', () => {
  it('Botox and lip filler lengths: every card and menu entry states a length the catalog gives', () => {
    const botoxRanges = spansOf(services.botox.duration).map(({ min, max }) => ({ min, max }));
    for (const card of nonEmpty([
      ...homeCards.filter((c) => c.slug === 'botox'),
      ...menu.filter((m) => m.slug === 'botox'),
    ])) {
      for (const r of minuteRanges(card.duration)) expect(botoxRanges).toContainEqual(r);
    }
    // The home card books the full slot ("45 min"); the menu gives the range. Neither may step outside it.
    const lips = services['lip-fillers'].duration;
    for (const card of nonEmpty([
      ...homeCards.filter((c) => c.slug === 'lip-fillers'),
      ...menu.filter((m) => m.slug === 'lip-fillers'),
    ])) {
      const ranges = minuteRanges(card.duration);
      expect(ranges).toHaveLength(1);
      expect(ranges[0]!.min).toBeGreaterThanOrEqual(lips.min);
      expect(ranges[0]!.max).toBe(lips.max);
    }
  });

  it('the consultation length is the one value wherever the consultation is timed', () => {
    for (const item of nonEmpty(
      [...homeCards, ...menu].filter((c) => ('title' in c ? c.title : c.name) === 'Skin Care Consultation'),
    )) {
      expect(item.duration).toBe(timeLabel('en', visitRhythm.consultationMinutes));
    }
  });

  it('the Bridal Glow Package has one list of contents, wherever it is listed', () => {
    const bridal = [
      ...homeCards.filter((c) => c.title === 'Bridal Glow Package'),
      ...menu.filter((m) => m.name === 'Bridal Glow Package'),
    ];
    for (const item of nonEmpty(bridal)) expect(item.description.startsWith(visitFacts.en.bridalPackage)).toBe(true);
  });

  it('the good-faith exam is given by the physician, NP or PA: the examiner the copy names', () => {
    expect(site.medical.en.examiner).toMatch(/physician/);
  });
});

describe('one story in Spanish', () => {
  it('the Bridal Glow Package has one list of contents, wherever it is listed', () => {
    const name = catalogCopy.es.treatments['bridal-glow-package'];
    const cards = homeServiceCategoriesIn('es').flatMap((c) => c.cards);
    const bridal = [
      ...cards.filter((c) => c.title === name),
      ...serviceMenuIn('es')
        .flatMap((c) => c.items)
        .filter((m) => m.name === name),
    ];
    for (const item of nonEmpty(bridal)) expect(item.description.startsWith(visitFacts.es.bridalPackage)).toBe(true);
  });

  it('a medical client meets the same people, in the same order, as in English: the examiner once, then who treats', () => {
    // Home's "What happens at a consultation" names the examiner once for every medical treatment (the second native
    // read, N-F2), then the injector for Botox and fillers and the registered nurses for plasma and IV (S3).
    for (const locale of ['en', 'es'] as const) {
      const bullet = homeCopy[locale].contact.consultation.find((line) => line.includes(site.medical[locale].examiner));
      expect(bullet).toBeDefined();
      const at = (words: string) => bullet!.indexOf(words);
      expect(bullet!.split(site.medical[locale].examiner)).toHaveLength(2);
      expect(at(site.medical[locale].examiner)).toBeLessThan(at(site.medical[locale].injector));
      expect(at(site.medical[locale].injector)).toBeLessThan(at(site.medical[locale].ivProvider));
    }
  });
});
