import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogCopy } from '@/content/catalog-copy';
import { homeServiceCategories, homeServiceCategoriesIn } from '@/content/home-services';
import { serviceMenu, serviceMenuIn } from '@/content/service-menu';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { visitFacts, visitRhythm } from '@/content/visit-facts';
import { minuteRanges } from '@/lib/durations';
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
    // The Spanish glossary is data about wording (every variant, the banned ones too), not copy anyone reads.
    exclude: /(^|\/)(visit-facts|spanish-glossary)\.ts$/,
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

describe('one story everywhere', () => {
  it('Botox and lip filler lengths: every card and menu entry states a length the catalog gives', () => {
    const botoxRanges = minuteRanges(services.botox.duration);
    for (const card of [...homeCards.filter((c) => c.slug === 'botox'), ...menu.filter((m) => m.slug === 'botox')]) {
      for (const r of minuteRanges(card.duration)) expect(botoxRanges).toContainEqual(r);
    }
    // The home card books the full slot ("45 min"); the menu gives the range. Neither may step outside it.
    const [lips] = minuteRanges(services['lip-fillers'].duration);
    for (const card of [
      ...homeCards.filter((c) => c.slug === 'lip-fillers'),
      ...menu.filter((m) => m.slug === 'lip-fillers'),
    ]) {
      const ranges = minuteRanges(card.duration);
      expect(ranges).toHaveLength(1);
      expect(ranges[0]!.min).toBeGreaterThanOrEqual(lips!.min);
      expect(ranges[0]!.max).toBe(lips!.max);
    }
  });

  it('the consultation length is the one value wherever the consultation is timed', () => {
    for (const item of [...homeCards, ...menu].filter(
      (c) => ('title' in c ? c.title : c.name) === 'Skin Care Consultation',
    )) {
      expect(item.duration).toBe(visitFacts.en.consultation.duration);
    }
    expect(where((s) => /consultation|conversation/i.test(s) && /\b20 to 30 minutes|\b20-30 min/.test(s))).toEqual([]);
  });

  it('dermaplaning is always suggested at the same interval', () => {
    const stated = where(
      (s) => /dermaplan/i.test(s) && /every [\w-]+ (to|-) ?[\w]+ weeks|every \d+-\d+ weeks/i.test(s),
    );
    expect(stated.length).toBeGreaterThan(0);
    for (const line of stated)
      expect(line).toMatch(new RegExp(`${visitFacts.en.dermaplaningInterval}|dermaplaningInterval`));
  });

  it('only the Signature Glow Facial is called the longest facial', () => {
    const longest = where((s) => /longest/i.test(s) && /facial/i.test(s) && !/longest visit/i.test(s));
    for (const line of longest) expect(line).toContain(visitFacts.en.longestFacial.name);
    expect(menu.find((m) => m.name === visitFacts.en.longestFacial.name)?.duration).toBe(
      visitFacts.en.longestFacial.duration,
    );
    const facialLengths = menu
      .filter((m) => /facial/i.test(m.name) && !/treatments/i.test(m.name))
      .flatMap((m) => minuteRanges(m.duration).map((r) => r.max));
    expect(Math.max(...facialLengths)).toBe(minuteRanges(visitFacts.en.longestFacial.duration)[0]?.max);
  });

  it('makeup after a HydraFacial is told one way', () => {
    const readers = ['content/pages/esthetics.ts', 'content/service-details/hydrafacial.ts'];
    for (const file of readers)
      expect(readFileSync(path.join(root, file), 'utf8')).toContain('visitFacts.en.makeupAfterHydraFacial');
    expect(
      where((s) =>
        /makeup (can go on|possible) (the next morning|the same day)|leave skin bare for the rest of the day/i.test(s),
      ),
    ).toEqual([]);
  });

  it('prices: published as ranges, never "we do not publish prices"', () => {
    expect(where((s) => /do not (publish|show|list) (a |our )?price/i.test(s))).toEqual([]);
    expect(
      where((s) => s.includes('visitFacts.en.pricing') || s.includes(visitFacts.en.pricing)).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('the Bridal Glow Package has one list of contents, wherever it is listed', () => {
    const bridal = [
      ...homeCards.filter((c) => c.title === 'Bridal Glow Package'),
      ...menu.filter((m) => m.name === 'Bridal Glow Package'),
    ];
    for (const item of bridal) expect(item.description.startsWith(visitFacts.en.bridalPackage)).toBe(true);
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
    expect(
      where((s) =>
        /(registered nurse|nurse injector|\bRN\b|your nurse|our nurse)[^.;]*(gives|does|performs) (you )?(the |a )?good-faith exam/i.test(
          s,
        ),
      ),
    ).toEqual([]);
    expect(site.medical.en.examiner).toMatch(/physician/);
  });

  it('medium-depth peels are always the medical team’s, never the esthetician’s', () => {
    const medium = where((s) => /medium(-depth)? (chemical )?peels?/i.test(s));
    expect(medium.length).toBeGreaterThan(3);
    expect(medium.filter((line) => !/medical team|mediumBy/.test(line))).toEqual([]);
  });

  it('the monsoon starts in the same month everywhere', () => {
    expect(where((s) => /monsoon/i.test(s) && /mid-July|late-summer monsoon|June to/i.test(s))).toEqual([]);
    const dated = where(
      (s) => /monsoon/i.test(s) && /(January|February|March|April|May|June|July|August|September|October)/.test(s),
    );
    for (const line of dated) expect(line).toMatch(/July to September|visitFacts\.monsoon/);
  });

  it('Eastlake is part of El Paso, and IV copy promises no cure', () => {
    expect(where((s) => /Eastlake, TX/.test(s))).toEqual([]);
    expect(
      where((s) =>
        /bounce back|cold and flu season|relieves nausea|sharper (mental )?focus|stronger hair and nails|fastest way to undo/i.test(
          s,
        ),
      ),
    ).toEqual([]);
  });
});

describe('one story in Spanish', () => {
  const numbers: Record<string, number> = { dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8 };
  const weeks = (text: string) => text.split(/\s+a\s+/).map((w) => numbers[w.toLowerCase()] ?? Number(w));

  it('the consultation is never timed differently', () => {
    expect(where((s) => /consulta|plática/i.test(s) && /\b20 a 30 minutos/.test(s))).toEqual([]);
  });

  it('dermaplaning is suggested at the same interval as in English', () => {
    const stated = all.filter((s) => /dermaplaning/i.test(s.text) && /cada \S+ a \S+ semanas/i.test(s.text));
    expect(stated.length).toBeGreaterThan(0);
    const expected = [visitRhythm.facialWeeks.min, visitRhythm.facialWeeks.max];
    for (const { file, text } of stated) {
      const interval = /cada (\S+ a \S+) semanas/i.exec(text)?.[1] ?? '';
      expect({ file, weeks: weeks(interval) }).toEqual({ file, weeks: expected });
    }
  });

  it('only the Signature Glow Facial is called the longest facial', () => {
    const longest = where((s) => /más larg[oa]/i.test(s) && /facial/i.test(s));
    expect(longest.length).toBeGreaterThan(0);
    for (const line of longest) expect(line).toContain(visitFacts.en.longestFacial.name);
  });

  it('prices: the price-range policy in the words of visitFacts.es, never "no publicamos precios"', () => {
    expect(where((s) => /no (publicamos|mostramos|damos a conocer) (los |nuestros )?precios/i.test(s))).toEqual([]);
    expect(where((s) => s.includes('visitFacts.es.pricing')).length).toBeGreaterThanOrEqual(3);
    // Posts cannot read the value, so they repeat it; a sentence may extend it ("..., que es gratuita.").
    const wording = visitFacts.es.pricing.replace(/\.$/, '');
    expect(where((s) => /rangos de precios/i.test(s) && !s.includes(wording))).toEqual([]);
  });

  it('makeup after a HydraFacial is told one way', () => {
    const readers = ['content/pages/esthetics.ts', 'content/service-details/hydrafacial.ts'];
    for (const file of readers)
      expect(readFileSync(path.join(root, file), 'utf8')).toContain('visitFacts.es.makeupAfterHydraFacial');
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
    for (const item of bridal) expect(item.description.startsWith(visitFacts.es.bridalPackage)).toBe(true);
  });

  it('a facial, a first facial and a light peel are timed the same everywhere', () => {
    const facials = where(
      (s) => /facial/i.test(s) && !/peeling|microdermo/i.test(s) && /cada \S+ a \S+ semanas/i.test(s),
    );
    expect(where((s) => s.includes('visitFacts.es.facialInterval')).length).toBeGreaterThan(3);
    for (const line of facials)
      expect(line).toMatch(new RegExp(`${visitFacts.es.facialInterval}|facialInterval|dermaplaningInterval`));
    const first = where(
      (s) => /primer facial|primera visita|para el primero/i.test(s) && /de \d+ a \d+ minutos/.test(s),
    );
    expect(first.length).toBeGreaterThan(0);
    // A post may leave out the unit ("puede llevar de 60 a 90"), so the numbers are what must agree.
    const firstRange = `de ${visitRhythm.firstFacialMinutes.min} a ${visitRhythm.firstFacialMinutes.max}`;
    expect(visitFacts.es.firstFacial).toContain(firstRange);
    for (const line of first) expect(line).toMatch(new RegExp(`${firstRange}\\b|firstFacial`));
    const peels = where((s) => /peelings? ligeros?/i.test(s) && /cada \S+ a \S+ (semanas|meses)/i.test(s));
    expect(where((s) => s.includes('visitFacts.es.peels.lightInterval')).length).toBeGreaterThan(2);
    for (const line of peels)
      expect(line).toMatch(new RegExp(`${visitFacts.es.peels.lightInterval}|peels\\.lightInterval`));
  });

  it('an IV client meets the same people, in the same order, as in English', () => {
    expect(readFileSync(path.join(root, 'content/pages/home.ts'), 'utf8')).toContain('visitFacts.es.ivTeam');
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
    for (const line of where((s) => /enfermera practicante/i.test(s)))
      expect(line).toMatch(new RegExp(`${literal(site.medical.es.examiner)}|medical\\.es\\.examiner`));
    expect(
      where((s) =>
        /enfermeras? (registradas?|inyectoras?)[^.;]*(hace|realiza|da|le hace)n? (el|un) examen médico previo/i.test(s),
      ),
    ).toEqual([]);
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

  it('the monsoon runs July to September, and IV copy promises no cure', () => {
    const dated = where(
      (s) => /monzón/i.test(s) && /(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre)/i.test(s),
    );
    expect(dated.length).toBeGreaterThan(0);
    for (const line of dated) expect(line).toMatch(/julio a septiembre|visitFacts\.es\.monsoon/i);
    expect(
      where((s) =>
        /(intravenos|sueros?)[^.]*\b(cura|curar|resfriados?|gripa|gripe|náuseas?|dolores? de cabeza|recuperarse más rápido|cabello y uñas)\b/i.test(
          s,
        ),
      ),
    ).toEqual([]);
  });
});
