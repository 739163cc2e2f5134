/**
 * Articles and adjectives agree with the glossary's nouns (content/spanish-glossary.ts, `nouns`): «la barbilla», not
 * «el barbilla»; «la famosa “pelusa de durazno”», not «el famoso». A word swap that changes a noun's gender leaves the
 * old article behind unless something reads it; this does, in the content check (scripts/content-check.ts) for every
 * Spanish string of content/*.ts and every Spanish post (site/checks/post-wording.ts), and in the page check for the
 * rendered sentences templates build: one line per problem, naming the file and line, in words the owner can act on.
 *
 * What it reads: a determiner (article, "del", "al", demonstrative, "nuestro", "otro"…), up to two of the adjectives
 * Spanish puts before a noun ("famoso", "mismo", "nuevo", "primer"…), an opening quote, the noun, and one adjective
 * after it ("la piel seca", "el sérum indicado"). An adjective after a noun that sits inside a prepositional phrase
 * ("los productos para la piel indicados") may belong to the noun before, and a plural adjective after a singular
 * noun may close a list ("la frente y la barbilla hinchadas"): neither is held to the noun.
 */
import { glossary, type GlossaryNoun } from '@/content/spanish-glossary';

type Gender = 'm' | 'f';
type Number_ = 'singular' | 'plural';

/** Each determiner's four forms: masculine and feminine singular, masculine and feminine plural (null: none). */
const DETERMINERS: readonly (readonly [string, string, string | null, string | null])[] = [
  ['el', 'la', 'los', 'las'],
  ['del', 'de la', 'de los', 'de las'],
  ['al', 'a la', 'a los', 'a las'],
  ['un', 'una', 'unos', 'unas'],
  ['este', 'esta', 'estos', 'estas'],
  ['ese', 'esa', 'esos', 'esas'],
  ['aquel', 'aquella', 'aquellos', 'aquellas'],
  ['nuestro', 'nuestra', 'nuestros', 'nuestras'],
  ['algún', 'alguna', 'algunos', 'algunas'],
  ['ningún', 'ninguna', null, null],
  ['otro', 'otra', 'otros', 'otras'],
  ['mucho', 'mucha', 'muchos', 'muchas'],
  ['poco', 'poca', 'pocos', 'pocas'],
  ['todo', 'toda', 'todos', 'todas'],
  // The same for both genders: they say the number, and let the adjective after the noun be read.
  ['su', 'su', 'sus', 'sus'],
  ['mi', 'mi', 'mis', 'mis'],
  ['cada', 'cada', null, null],
];

/** Adjectives Spanish puts before a noun, by stem (+ o/a/os/as), and the short forms said only before a masculine. */
const BEFORE_NOUN_STEMS = [
  'famos',
  'mism',
  'nuev',
  'primer',
  'segund',
  'tercer',
  'últim',
  'próxim',
  'buen',
  'mal',
  'pequeñ',
  'verdader',
  'únic',
  'propi',
  'ciert',
  'larg',
  'dich',
];
const MASCULINE_SHORT = ['primer', 'tercer', 'buen', 'mal'];

/** Adjectives read after a noun: these stems (+ o/a/os/as) and any participle in -ado/-ido. */
const AFTER_NOUN_STEMS = [
  'limpi',
  'sec',
  'grasos',
  'famos',
  'fin',
  'san',
  'nuev',
  'propi',
  'mism',
  'oscur',
  'clar',
  'ters',
  'llen',
  'disparej',
  'ásper',
  'opac',
  'previ',
  'médic',
  'complet',
  'gratuit',
  'liger',
  'ric',
  'delgad',
];
const PARTICIPLE = /^\p{Ll}{3,}[ai]d[oa]s?$/u;
const PREPOSITION = /(?<![\p{L}])(de|para|con|en|por|sin|sobre|a|entre|desde|hasta|hacia|según|tras)\s+$/iu;

type Form = { noun: GlossaryNoun; text: string; number: Number_ };

const pluralOf = (word: string) => (/[aeiouáéíóú]$/i.test(word) ? `${word}s` : `${word}es`);

/** The singular and the plural of each noun of the glossary. */
export function glossaryNounForms(nouns: readonly GlossaryNoun[] = glossary.flatMap((t) => t.nouns)): Form[] {
  return nouns.flatMap((noun) => {
    const [first, ...rest] = noun.noun.split(' ');
    const plural = noun.plural === false ? undefined : (noun.plural ?? [pluralOf(first!), ...rest].join(' '));
    return [
      { noun, text: noun.noun, number: 'singular' as const },
      ...(plural ? [{ noun, text: plural, number: 'plural' as const }] : []),
    ];
  });
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const slot = (gender: Gender, number: Number_) => (number === 'singular' ? 0 : 2) + (gender === 'm' ? 0 : 1);
const sameCase = (model: string, word: string) =>
  /^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/** A determiner's row and slot, when the word is one. */
function determiner(word: string): { row: (typeof DETERMINERS)[number]; at: number } | undefined {
  const lower = word.toLowerCase();
  for (const row of DETERMINERS) {
    const at = row.findIndex((form) => form === lower);
    if (at >= 0) return { row, at };
  }
  return undefined;
}

/** An inflected adjective's gender and number, when the word is one of `stems` (or a participle, after a noun). */
function adjective(word: string, stems: readonly string[], participles: boolean) {
  const lower = word.toLowerCase();
  if (MASCULINE_SHORT.includes(lower) && stems === BEFORE_NOUN_STEMS)
    return { stem: lower, gender: 'm' as Gender, number: 'singular' as Number_, short: true };
  const m = /^(\p{L}+?)([oa])(s?)$/u.exec(lower);
  if (!m) return undefined;
  if (!stems.includes(m[1]!) && !(participles && PARTICIPLE.test(lower))) return undefined;
  return {
    stem: m[1]!,
    gender: (m[2] === 'o' ? 'm' : 'f') as Gender,
    number: (m[3] ? 'plural' : 'singular') as Number_,
    short: false,
  };
}

const inflect = (stem: string, gender: Gender, number: Number_) =>
  `${stem}${gender === 'm' ? 'o' : 'a'}${number === 'plural' ? 's' : ''}`;

/** A stretch of text beside a glossary noun whose article or adjective does not agree with it, and what to write. */
export type AgreementProblem = { noun: string; gender: Gender; found: string; write: string; words: string[] };

const WORD = '\\p{L}+';
const DETERMINER_WORDS = [...new Set(DETERMINERS.flatMap((row) => row.filter((f): f is string => !!f)))]
  .filter((f) => !f.includes(' '))
  .map(literal)
  .join('|');

const compiled = new WeakMap<readonly Form[], { form: Form; pattern: RegExp }[]>();

/** Each form with its pattern, longest first, so "terapia IV" is read before "terapia" would be; compiled once. */
function patterns(forms: readonly Form[]) {
  let found = compiled.get(forms);
  if (!found) {
    found = [...forms]
      .sort((a, b) => b.text.length - a.text.length)
      .map((form) => ({
        form,
        pattern: new RegExp(
          `(?<![\\p{L}])(${DETERMINER_WORDS})((?:\\s+${WORD}){0,2}?)(\\s+[«"“]?)(${literal(form.text)})(?![\\p{L}])([»"”]?)(?:(\\s+)(${WORD}))?`,
          'giu',
        ),
      }));
    compiled.set(forms, found);
  }
  return found;
}

const allForms = glossaryNounForms();

/**
 * Every place in `text` where a glossary noun has an article or adjective of the other gender or number beside it,
 * with the words as found and as they should read.
 */
export function agreementProblems(text: string, forms: readonly Form[] = allForms): AgreementProblem[] {
  const problems: AgreementProblem[] = [];
  const seen = new Set<number>();
  for (const { form, pattern } of patterns(forms)) {
    if (!text.toLowerCase().includes(form.text.toLowerCase())) continue;
    for (const m of text.matchAll(pattern)) {
      const nounAt = m.index + m[1]!.length + m[2]!.length + m[3]!.length;
      if (seen.has(nounAt)) continue;
      const middle = m[2]!.split(/\s+/).filter(Boolean);
      const before = middle.map((word) => adjective(word, BEFORE_NOUN_STEMS, false));
      // A word between the determiner and the noun that is not an adjective of that list: not one phrase.
      if (before.some((a) => !a)) continue;
      seen.add(nounAt);
      const { gender } = form.noun;
      const { number } = form;
      const det = determiner(m[1]!)!;
      const wrong: string[] = [];
      const detForm = det.row[slot(gender, number)];
      const detGenderFree = det.row[0] === det.row[1];
      const detNumberOk = det.at >= 2 === (number === 'plural');
      const detGenderOk = detGenderFree || det.at % 2 === (gender === 'm' ? 0 : 1);
      if (!detNumberOk || !detGenderOk) wrong.push(m[1]!);
      const fixedDet = detForm ? sameCase(m[1]!, detForm) : m[1]!;
      const fixedMiddle = middle.map((word, i) => {
        const a = before[i]!;
        if (a.short ? gender === 'm' && number === 'singular' : a.gender === gender && a.number === number) return word;
        wrong.push(word);
        return sameCase(word, inflect(a.stem, gender, number));
      });
      let after = '';
      let fixedAfter = '';
      const next = m[7];
      const nested = PREPOSITION.test(text.slice(0, m.index)) || /^(del|al)$/i.test(m[1]!);
      if (next) {
        // A capital starts something else: a heading or a label after the sentence, as a page's text runs on.
        const a = /^\p{Lu}/u.test(next) ? undefined : adjective(next, AFTER_NOUN_STEMS, true);
        const listClosing = a && a.number === 'plural' && number === 'singular';
        const pasadoMañana = /^pasad[oa]$/i.test(next) && /^\s+mañana/iu.test(text.slice(m.index + m[0].length));
        if (a && !nested && !listClosing && !pasadoMañana) {
          after = `${m[6]}${next}`;
          fixedAfter = `${m[6]}${next}`;
          if (a.gender !== gender || a.number !== number) {
            wrong.push(next);
            fixedAfter = `${m[6]}${sameCase(next, inflect(a.stem, gender, number))}`;
          }
        }
      }
      if (wrong.length === 0) continue;
      const found = `${m[1]}${m[2]}${m[3]}${m[4]}${m[5]}${after}`;
      const write = `${fixedDet}${middle.length ? ` ${fixedMiddle.join(' ')}` : ''}${m[3]}${m[4]}${m[5]}${fixedAfter}`;
      problems.push({ noun: form.noun.noun, gender, found, write, words: wrong });
    }
  }
  return problems.sort((a, b) => text.indexOf(a.found) - text.indexOf(b.found));
}

const genderName = (gender: Gender) => (gender === 'm' ? 'masculine' : 'feminine');

/** One problem as a line the owner can act on. */
export function agreementMessage(problem: AgreementProblem): string {
  const said = problem.words.map((w) => `"${w}"`).join(' and ');
  return `"${problem.noun}" is ${genderName(problem.gender)} in Spanish, but "${problem.found}" puts ${said} beside it: write "${problem.write}"`;
}

/** A piece of Spanish copy and where it is: the file (as the editor opens it) and its line. */
export type PlacedText = { file: string; line: number; text: string };

/** Every disagreement in pieces of copy, one line each naming the file and line, what is wrong and what to write. */
export function agreementLines(pieces: readonly PlacedText[]): string[] {
  return pieces.flatMap(({ file, line, text }) =>
    agreementProblems(text).map((problem) => `${file}:${line}: ${agreementMessage(problem)}`),
  );
}
