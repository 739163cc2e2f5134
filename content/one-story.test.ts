import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogCopy } from '@/content/catalog-copy';
import { editorialBans as bansIn } from '@/content/editorial-bans';
import { homeServiceCategories, homeServiceCategoriesIn } from '@/content/home-services';
import { serviceMenu, serviceMenuIn } from '@/content/service-menu';
import { services, spansOf, treatments } from '@/content/services';
import { site } from '@/content/site';
import { visitFacts, visitRhythm } from '@/content/visit-facts';
import { minuteRanges, timeLabel } from '@/lib/format/durations';
import { repoRoot as root, sourceFiles } from '@/lib/__fixtures__/source-files';

/** A phrase as a regular expression that matches it literally ("(NP)" has parentheses). */
const literal = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The visible text of a source file: Markdown as it is; in code, string literals and JSX text (comments dropped). */
function copyOf(file: string, source: string): string[] {
  if (file.endsWith('.md')) return source.split(/\n\s*\n/);
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const literals = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`|"((?:[^"\\\n]|\\.)*)"/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );
  // Only .tsx files hold JSX; in .ts, text between `>` and `<` is type syntax such as Record<…> … Record<…>.
  const jsxText = file.endsWith('.tsx') ? [...code.matchAll(/>([^<>]*[a-z][^<>]*)</g)].map((m) => m[1] ?? '') : [];
  return [...literals, ...jsxText];
}

/** Every sentence of the site's copy (content data and posts, page and component text), with its file. */
function sentences(): { file: string; text: string }[] {
  const files = sourceFiles(['content', 'app', 'components'], {
    extensions: ['ts', 'tsx', 'md'],
    // The glossary and the bans are data about wording (the banned variants too), not copy anyone reads.
    exclude: /(^|\/)(visit-facts|spanish-glossary|editorial-bans)\.ts$/,
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
const editorialBans = [...bansIn.en, ...bansIn.es];
/** The longest facial on the menu (packages that combine treatments are longer). */
const longestFacial = treatments['signature-glow-facial'];
/** The list a loop checks, which must hold something: a loop over nothing would pass whatever the copy says. */
function nonEmpty<T>(list: T[]): T[] {
  expect(list.length).toBeGreaterThan(0);
  return list;
}

describe('editorial bans', () => {
  it('no sentence says what content/editorial-bans.ts rules out, and each ban catches its example', () => {
    for (const { rule, patterns, example } of nonEmpty(editorialBans))
      expect({ rule, caught: patterns.every((p) => p.test(example)) }).toEqual({ rule, caught: true });
    const said = editorialBans.flatMap(({ rule, patterns }) =>
      where((s) => patterns.every((p) => p.test(s))).map((line) => `${rule}: ${line}`),
    );
    expect(said).toEqual([]);
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

  it('dermaplaning is always suggested at the same interval', () => {
    const stated = where(
      (s) => /dermaplan/i.test(s) && /every [\w-]+ (to|-) ?[\w]+ weeks|every \d+-\d+ weeks/i.test(s),
    );
    for (const line of nonEmpty(stated))
      expect(line).toMatch(new RegExp(`${visitFacts.en.dermaplaningInterval}|dermaplaningInterval`));
  });

  it('only the Signature Glow Facial is called the longest facial', () => {
    const longest = where((s) => /longest/i.test(s) && /facial/i.test(s) && !/longest visit/i.test(s));
    for (const line of nonEmpty(longest)) expect(line).toContain(longestFacial.name);
    expect(menu.find((m) => m.name === longestFacial.name)?.duration).toBe(timeLabel('en', longestFacial.duration));
    const facialLengths = menu
      .filter((m) => /facial/i.test(m.name) && !/treatments/i.test(m.name))
      .flatMap((m) => minuteRanges(m.duration).map((r) => r.max));
    expect(Math.max(...facialLengths)).toBe(longestFacial.duration.max);
  });

  it('the Bridal Glow Package has one list of contents, wherever it is listed', () => {
    const bridal = [
      ...homeCards.filter((c) => c.title === 'Bridal Glow Package'),
      ...menu.filter((m) => m.name === 'Bridal Glow Package'),
    ];
    for (const item of nonEmpty(bridal)) expect(item.description.startsWith(visitFacts.en.bridalPackage)).toBe(true);
  });

  it('the good-faith exam is always given by the physician, NP or PA, never the nurse alone', () => {
    const exams = where((s) => /good-faith exam/i.test(s));
    expect(exams.length).toBeGreaterThan(5);
    const unattributed = exams.filter(
      (line) =>
        !/examiner|physician|nurse practitioner|medical team|Consultation and good-faith exam|what happens|same good-faith exam|repeat/i.test(
          line,
        ),
    );
    expect(unattributed).toEqual([]);
    expect(site.medical.en.examiner).toMatch(/physician/);
  });

  it('medium-depth peels are always the medical team’s, never the esthetician’s', () => {
    const medium = where((s) => /medium(-depth)? (chemical )?peels?/i.test(s));
    expect(medium.length).toBeGreaterThan(3);
    expect(medium.filter((line) => !/medical team|mediumBy/.test(line))).toEqual([]);
  });

  it('the monsoon starts in the same month everywhere', () => {
    const dated = where(
      (s) => /monsoon/i.test(s) && /(January|February|March|April|May|June|July|August|September|October)/.test(s),
    );
    for (const line of nonEmpty(dated)) expect(line).toMatch(/July to September|visitFacts\.monsoon/);
  });
});

describe('one story in Spanish', () => {
  const numbers: Record<string, number> = { dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8 };
  const weeks = (text: string) => text.split(/\s+a\s+/).map((w) => numbers[w.toLowerCase()] ?? Number(w));

  it('dermaplaning is suggested at the same interval as in English', () => {
    const stated = all.filter((s) => /dermaplaning/i.test(s.text) && /cada \S+ a \S+ semanas/i.test(s.text));
    const expected = [visitRhythm.facialWeeks.min, visitRhythm.facialWeeks.max];
    for (const { file, text } of nonEmpty(stated)) {
      const interval = /cada (\S+ a \S+) semanas/i.exec(text)?.[1] ?? '';
      expect({ file, weeks: weeks(interval) }).toEqual({ file, weeks: expected });
    }
  });

  it('only the Signature Glow Facial is called the longest facial', () => {
    const longest = where((s) => /más larg[oa]/i.test(s) && /facial/i.test(s));
    for (const line of nonEmpty(longest)) expect(line).toContain(longestFacial.name);
  });

  it('prices: the price-range policy in the words of visitFacts.es', () => {
    // Posts cannot read the value, so they repeat it; a sentence may extend it ("..., que es gratuita.").
    const wording = visitFacts.es.pricing.replace(/\.$/, '');
    expect(where((s) => /rangos de precios/i.test(s) && !s.includes(wording))).toEqual([]);
  });

  it('makeup after a HydraFacial is told one way', () => {
    const told = where((s) => /maquillaje mineral|sin maquillaje hasta/i.test(s));
    expect(
      told.filter(
        (line) =>
          !line.includes('visitFacts.es.makeupAfterHydraFacial') &&
          !line.includes(visitFacts.es.makeupAfterHydraFacial),
      ),
    ).toEqual([]);
  });

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

  it('a facial, a first facial and a light peel are timed the same everywhere', () => {
    const facials = where(
      (s) => /facial/i.test(s) && !/peeling|microdermo/i.test(s) && /cada \S+ a \S+ semanas/i.test(s),
    );
    for (const line of nonEmpty(facials))
      expect(line).toMatch(new RegExp(`${visitFacts.es.facialInterval}|facialInterval|dermaplaningInterval`));
    const first = where(
      (s) => /primer facial|primera visita|para el primero/i.test(s) && /de \d+ a \d+ minutos/.test(s),
    );
    // A post may leave out the unit ("puede llevar de 60 a 90"), so the numbers are what must agree.
    const firstRange = `de ${visitRhythm.firstFacialMinutes.min} a ${visitRhythm.firstFacialMinutes.max}`;
    expect(visitFacts.es.firstFacial).toContain(firstRange);
    for (const line of nonEmpty(first)) expect(line).toMatch(new RegExp(`${firstRange}\\b|firstFacial`));
    // Copy times light peels through visitFacts, which this text search cannot read, so the rule also meets a stray.
    const strayPeel = (s: string) =>
      /peelings? ligeros?/i.test(s) &&
      /cada \S+ a \S+ (semanas|meses)/i.test(s) &&
      !new RegExp(`${visitFacts.es.peels.lightInterval}|peels\\.lightInterval`).test(s);
    expect(strayPeel('Los peelings ligeros se repiten cada 40 a 50 semanas.')).toBe(true);
    expect(where(strayPeel)).toEqual([]);
  });

  it('an IV client meets the same people, in the same order, as in English', () => {
    expect(visitFacts.es.ivTeam).toContain(site.medical.es.examiner);
    expect(visitFacts.es.ivTeam).toContain(site.medical.es.ivProvider);
  });

  it('the good-faith exam: given by the physician, NP or PA in the same words as the consent form, never the nurse alone', () => {
    const exams = where((s) => /examen médico previo/i.test(s));
    expect(exams.length).toBeGreaterThan(5);
    expect(
      exams.filter(
        (line) => !/médico supervisor|equipo médico|mismo examen médico previo|medical\.es\.examiner/.test(line),
      ),
    ).toEqual([]);
    for (const line of nonEmpty(where((s) => /enfermera practicante/i.test(s))))
      expect(line).toMatch(new RegExp(`${literal(site.medical.es.examiner)}|medical\\.es\\.examiner`));
  });

  it('the supervising physician is named in the same words as the consent form', () => {
    const named = where((s) => /director médico/i.test(s) && /médico con licencia/i.test(s));
    expect(named.length).toBeGreaterThan(3);
    for (const line of named)
      expect(line).toMatch(new RegExp(`${site.medical.es.supervisor}|medical\\.es\\.supervisor`));
  });

  it('medium-depth peels are always the medical team’s', () => {
    const medium = where((s) => /peelings? (químicos? )?de profundidad media/i.test(s));
    expect(medium.length).toBeGreaterThan(2);
    expect(medium.filter((line) => !/equipo médico|mediumBy/.test(line))).toEqual([]);
  });

  it('the monsoon runs July to September', () => {
    const dated = where(
      (s) => /monzón/i.test(s) && /(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre)/i.test(s),
    );
    for (const line of nonEmpty(dated)) expect(line).toMatch(/julio a septiembre|visitFacts\.es\.monsoon/i);
  });
});
