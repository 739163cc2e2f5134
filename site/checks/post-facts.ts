/**
 * What a post says must agree with the studio: a length in minutes or a price it gives for a treatment is the
 * catalog's (content/studio.json, through content/services/), a phone number is the studio's,
 * a post about Botox, fillers, IV or plasma says who performs it, that the medical director supervises and that
 * results vary, and a Spanish post speaks to the reader as "usted". Each rule returns one line per sentence that
 * breaks it, naming the file and saying what to write instead; the content check (scripts/content-check.ts) runs them
 * on every post, and a change of price or length in /admin names each post sentence that still states the old one.
 */
import { menuLengths, services, spansOf, treatments, type AppointmentLength } from '@/content/services';
import { site } from '@/content/site';
import { withArticle } from '@/content/spanish-names';
import { glossary } from '@/content/spanish-glossary';
import { minuteRanges, timeLabel, timeTaken, type Range } from '@/lib/format/durations';
import type { Locale } from '@/lib/format/locale';
import type { Post } from '@/lib/posts/post-schema';
import { amountsIn, dollarsIn } from '@/lib/format/prices';

type Treatment = {
  name: string;
  /** Its name in a Spanish sentence's catalog form, a key of `articles` (content/spanish-names.ts). */
  spanishName: string;
  words: Record<Locale, string[]>;
  durations: Range[];
  prices: Range[];
  units?: Range;
};

const price = (slug: 'botox' | 'lip-fillers') => services[slug].price;

/** The catalog as posts name it: the words an English and a Spanish post use for a treatment, and its facts. */
export function catalogTreatments(): Treatment[] {
  const botox = price('botox');
  const treatment = (
    [name, spanishName]: [string, string],
    en: string[],
    es: string[],
    duration: AppointmentLength,
    extra: Partial<Treatment> = {},
  ): Treatment => ({ name, spanishName, words: { en, es }, durations: spansOf(duration), prices: [], ...extra });
  return [
    treatment(
      ['HydraFacial', 'HydraFacial'],
      ['hydrafacial', 'hydradermabrasion'],
      ['hydrafacial'],
      services.hydrafacial.duration,
    ),
    treatment(
      ['Anti-Aging Facial', 'Facial antiedad'],
      ['anti-aging facial'],
      ['facial antiedad'],
      services['anti-aging-facial'].duration,
    ),
    treatment(
      ['Deep Cleansing Facial', 'Facial de limpieza profunda'],
      ['deep cleansing facial'],
      ['facial de limpieza profunda'],
      services['deep-cleansing-facial'].duration,
    ),
    treatment(
      ['Facial Treatments', 'Tratamientos faciales'],
      ['facial treatments'],
      ['tratamientos faciales'],
      services['facial-treatments'].duration,
    ),
    treatment(['Botox', 'Botox'], ['botox'], ['botox'], services.botox.duration, {
      prices: [botox.dollars],
      units: botox.per === 'unit' ? botox.unitsPerSession : undefined,
    }),
    treatment(
      ['Lip Fillers', 'Relleno de labios'],
      ['lip filler', 'lip fillers', 'lip enhancement'],
      ['rellenos? de labios', 'aumento de labios'],
      services['lip-fillers'].duration,
      { prices: [price('lip-fillers').dollars] },
    ),
    treatment(
      ['Signature Glow Facial', 'Signature Glow Facial'],
      ['signature glow facial'],
      ['signature glow facial'],
      treatments['signature-glow-facial'].duration,
    ),
    treatment(['Dermaplaning', 'Dermaplaning'], ['dermaplaning'], ['dermaplaning'], menuLengths.dermaplaning),
    treatment(
      ['Chemical Peels', 'Peelings químicos'],
      ['peels', 'chemical peel'],
      ['peelings?'],
      menuLengths['chemical-peels'],
    ),
    treatment(
      ['Microdermabrasion', 'Microdermoabrasión'],
      ['microdermabrasion'],
      ['microdermoabrasión'],
      menuLengths.microdermabrasion,
    ),
    treatment(
      ['IV therapy', 'Terapia IV'],
      ['iv'],
      ['terapia IV', 'intravenosa', 'intravenosos', 'sueros vitaminados'],
      menuLengths['iv-drips'],
    ),
  ];
}

const namePattern = (t: Treatment, locale: Locale) =>
  locale === 'en'
    ? new RegExp(`\\b(${t.words.en.join('|')})\\b`, 'i')
    : new RegExp(`(?<![\\p{L}])(${t.words.es.join('|')})(?![\\p{L}])`, 'iu');

/** A sentence of a post's body, with the treatments it is about (named in it, its paragraph or its heading). */
type Sentence = { text: string; about: Treatment[] };

/**
 * The post's sentences (and clauses after a semicolon) with the treatments each is about: the ones it names, else
 * the last one named earlier in its paragraph, else its section heading's.
 */
export function sentencesOf(markdown: string, locale: Locale, catalog = catalogTreatments()): Sentence[] {
  const out: Sentence[] = [];
  let heading: Treatment[] = [];
  for (const block of markdown.split(/\n\s*\n|\n(?=\s*[-*\d]+[.)]?\s)/)) {
    const text = block.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/[*_`#]/g, '');
    if (/^\s*#/.test(block)) {
      heading = catalog.filter((t) => namePattern(t, locale).test(text));
      continue;
    }
    let current = heading;
    for (const sentence of text.split(/(?<=[.;!?])\s+/)) {
      const named = catalog.filter((t) => namePattern(t, locale).test(sentence));
      if (named.length > 0) current = named;
      out.push({ text: sentence.replace(/\s+/g, ' ').trim(), about: current });
    }
  }
  return out;
}

const sameRange = (a: Range, b: Range) => a.min === b.min && a.max === b.max;
const names = (ts: Treatment[]) => ts.map((t) => t.name).join(' or ');
const quote = (text: string) => `"${text.length > 140 ? `${text.slice(0, 137)}...` : text}"`;
const minutesText = (r: Range) => timeLabel('en', { ...r, unit: 'minutes' });

/** Every length in minutes a post states for a catalog treatment: [{ stated, sentence, treatments }]. */
export function statedLengths(markdown: string, locale: Locale, catalog = catalogTreatments()) {
  return sentencesOf(markdown, locale, catalog).flatMap(({ text, about }) =>
    about.length === 0 ? [] : minuteRanges(text).map((stated) => ({ stated, sentence: text, about })),
  );
}

/** Lengths that are not the catalog's. */
function lengthProblems(post: Post, locale: Locale, catalog: Treatment[]): string[] {
  return statedLengths(post.content, locale, catalog)
    .filter(({ stated, about }) => !about.some((t) => t.durations.some((d) => sameRange(d, stated))))
    .map(
      ({ stated, sentence, about }) =>
        `${post.file}: says ${minutesText(stated)} for ${names(about)} in ${quote(sentence)}, but the studio's length is ${about.map((t) => t.durations.map(minutesText).join(' / ')).join(' or ')}: change the sentence (lengths are set in /admin, Studio facts)`,
    );
}

/** "$12 to $15", "$12-$15", "de $12 a $15", "between $500 and $1,500": the ranges of dollars a sentence states. */
export function statedDollars(text: string): Range[] {
  const amount = String.raw`\$\s?(\d{1,3}(?:,\d{3})*|\d+)`;
  const pattern = new RegExp(`${amount}(?:\\s*(?:-|–|to|and|a|y)\\s*${amount})?`, 'g');
  return [...text.matchAll(pattern)].map((m) => {
    const min = Number(m[1]!.replace(/,/g, ''));
    return { min, max: m[2] ? Number(m[2].replace(/,/g, '')) : min };
  });
}

/** "20 to 40 units", "de 20 a 40 unidades". */
function statedUnits(text: string): Range[] {
  return [...text.matchAll(/(\d+)(?:\s*(?:-|–|to|a)\s*(\d+))?\s*(?:units|unidades)\b/gi)].map((m) => {
    const min = Number(m[1]);
    return { min, max: m[2] ? Number(m[2]) : min };
  });
}

/** Prices and unit counts that are not the catalog's. */
function priceProblems(post: Post, locale: Locale, catalog: Treatment[]): string[] {
  return sentencesOf(post.content, locale, catalog).flatMap(({ text, about }) => {
    const priced = about.filter((t) => t.prices.length > 0);
    if (priced.length === 0) return [];
    const wrongPrices = statedDollars(text)
      .filter((stated) => !priced.some((t) => t.prices.some((p) => sameRange(p, stated))))
      .map(
        (stated) =>
          `${post.file}: says ${dollarsIn('en', stated)} for ${names(priced)} in ${quote(text)}, but the studio's price is ${priced.map((t) => t.prices.map((p) => dollarsIn('en', p)).join(' / ')).join(' or ')}: change the sentence (prices are set in /admin, Studio facts)`,
      );
    const counted = priced.filter((t) => t.units);
    const wrongUnits = statedUnits(text)
      .filter((stated) => counted.length > 0 && !counted.some((t) => sameRange(t.units!, stated)))
      .map(
        (stated) =>
          `${post.file}: says ${amountsIn('en', stated)} units for ${names(counted)} in ${quote(text)}, but a typical session is ${counted.map((t) => amountsIn('en', t.units!)).join(' or ')} units: change the sentence (set in /admin, Studio facts)`,
      );
    return [...wrongPrices, ...wrongUnits];
  });
}

/** A phone number other than the studio's. */
function phoneProblems(post: Post): string[] {
  const studio = site.phone.tel.replace(/\D/g, '').slice(-10);
  return [...post.content.matchAll(/(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/g)]
    .filter((m) => m[0].replace(/\D/g, '').slice(-10) !== studio)
    .map(
      (m) =>
        `${post.file}: gives the phone number "${m[0].trim()}", but the studio's is ${site.phone.display}: change it (the phone is set in /admin, Studio facts)`,
    );
}

const MEDICAL: Record<Locale, RegExp> = {
  en: /\bbotox\b|\bfillers?\b|\bIV\b|plasma/i,
  // "terapia IV" and "sueros vitaminados" are the glossary's words for the drips; a "suero" alone is also a serum.
  es: /\bbotox\b|rellenos?\b|intravenos|\bIV\b|sueros? vitaminad|plasma/i,
};

/** True for a post about Botox, fillers, IV or plasma. */
export function isMedicalPost(post: Pick<Post, 'title' | 'tags' | 'content'>, locale: Locale): boolean {
  return MEDICAL[locale].test(`${post.title} ${post.tags.join(' ')} ${post.content}`);
}

/** The sentences a medical post must carry, with an example the owner can copy. */
const MEDICAL_SENTENCES: Record<Locale, { pattern: RegExp; what: string; example: string }[]> = {
  en: [
    {
      pattern: /registered nurse/i,
      what: 'who performs the treatment',
      example: 'Treatments are given by a licensed registered nurse.',
    },
    {
      pattern: /medical director/i,
      what: 'that the medical director supervises',
      example: 'Our medical director supervises every treatment.',
    },
    { pattern: /results vary/i, what: 'that results vary', example: 'Results vary from person to person.' },
  ],
  es: [
    {
      pattern: /enfermeras? (inyectoras? |registradas? )?\(RN\) con licencia/i,
      what: 'quién realiza el tratamiento',
      example: 'Los tratamientos los realiza una enfermera registrada (RN) con licencia.',
    },
    {
      pattern: /director médico/i,
      what: 'que el director médico supervisa',
      example: 'Nuestro director médico supervisa cada tratamiento.',
    },
    {
      pattern: /resultados varían/i,
      what: 'que los resultados varían',
      example: 'Los resultados varían de una persona a otra.',
    },
  ],
};

/**
 * The medical sentences a post about Botox, fillers, IV or plasma lacks; a translation of such a post carries them
 * too (`original`: its English original, when it has one).
 */
export function medicalProblems(post: Post, locale: Locale, original?: Post): string[] {
  if (!isMedicalPost(post, locale) && !(original && isMedicalPost(original, 'en'))) return [];
  return MEDICAL_SENTENCES[locale]
    .filter(({ pattern }) => !pattern.test(post.content))
    .map(
      ({ what, example }) =>
        `${post.file}: a post about Botox, fillers, IV or plasma must say ${what}: add a sentence such as "${example}"`,
    );
}

/** Informal Spanish ("tú") the posts never use: the studio speaks to every reader as "usted". */
const INFORMAL =
  /(?<![\p{L}])(tú|tu piel|tus|te recomendamos|puedes|quieres|tienes|necesitas|contáctanos|escríbenos)(?![\p{L}])/iu;

/** Lines of a Spanish post that speak to the reader as "tú". */
export function ustedProblems(post: Post): string[] {
  return `${post.title}\n${post.excerpt}\n${post.content}`
    .split('\n')
    .filter((line) => INFORMAL.test(line))
    .map(
      (line) =>
        `${post.file}: "${INFORMAL.exec(line)![1]}" speaks to the reader as "tú" in ${quote(line.trim())}: write "usted" forms (usted, su piel, sus, le recomendamos, puede, quiere, tiene, necesita, contáctenos)`,
    );
}

/** A translation gives as many lengths as its original: one left out or added is usually a sentence mistranslated. */
function translationLengthProblems(post: Post, original: Post | undefined, catalog: Treatment[]): string[] {
  if (!original) return [];
  const [mine, theirs] = [statedLengths(post.content, 'es', catalog), statedLengths(original.content, 'en', catalog)];
  return mine.length === theirs.length
    ? []
    : [
        `${post.file}: gives ${mine.length} appointment lengths where its English original ${original.file} gives ${theirs.length}: translate each sentence that times a treatment`,
      ];
}

/**
 * Advice, never a failure: the wording of a Spanish post against the glossary (docs/spanish-style.md), one line per
 * form the site's own copy does not use, with the wording it uses instead. Files the glossary allows a form in are
 * the site's, not posts, so every post is held to it.
 */
export function glossaryAdvice(post: Post): string[] {
  const body = `${post.title}\n${post.excerpt}\n${post.content}`;
  return glossary.flatMap((term) =>
    term.banned.flatMap((pattern) =>
      [...body.matchAll(new RegExp(`(?<![\\p{L}])(${pattern})(?![\\p{L}])`, 'giu'))].map(
        (m) =>
          `${post.file}: "${m[0]}": the studio's Spanish says ${term.use} (${term.concept}; docs/spanish-style.md)`,
      ),
    ),
  );
}

/** A post's words as the rules above read them: its title, tags and Markdown text. */
type Words = Pick<Post, 'title' | 'tags' | 'content'>;

/**
 * What a translation says in place of each length its original gives, so that the two give as many lengths (the rule
 * above) while the owner translates: one sentence per length, naming the treatment and the catalog's minutes.
 */
function lengthsToTranslate(locale: Locale, original: { post: Words; locale: Locale }, catalog: Treatment[]) {
  return statedLengths(original.post.content, original.locale, catalog).map(({ stated, about }) => {
    // The treatment whose catalog length it is (a sentence may name two).
    const treatment = about.find((t) => t.durations.some((d) => sameRange(d, stated))) ?? about[0]!;
    const span = { ...stated, unit: 'minutes' as const };
    return locale === 'en'
      ? `Translate here the sentence of the original that gives ${treatment.name} ${timeTaken('en', span)}.`
      : `Traduzca aquí la frase del original que indica ${timeTaken('es', span)} para ${withArticle(treatment.spanishName)}.`;
  });
}

/**
 * The sentences a post that \`new-post\` starts must carry to meet these rules as it is written (scripts/new-post.mjs):
 * for a translation, one per length its original gives (\`original\`, in the other language), and for a post about
 * Botox, fillers, IV or plasma (by its title and tags, or its original), the three medical sentences, in the examples'
 * words. Empty for any other post.
 */
export function starterSentences(
  locale: Locale,
  post: Pick<Post, 'title' | 'tags'>,
  original?: { post: Words; locale: Locale },
  catalog = catalogTreatments(),
): string[] {
  const lengths = original ? lengthsToTranslate(locale, original, catalog) : [];
  const medical =
    isMedicalPost({ ...post, content: lengths.join(' ') }, locale) ||
    (original !== undefined && isMedicalPost(original.post, original.locale));
  return [...lengths, ...(medical ? MEDICAL_SENTENCES[locale].map(({ example }) => example) : [])];
}

/** Every rule above for one post: lengths, prices, phone, the medical sentences and, in Spanish, "usted". */
export function postFactProblems(post: Post, locale: Locale, original?: Post, catalog = catalogTreatments()): string[] {
  return [
    ...lengthProblems(post, locale, catalog),
    ...priceProblems(post, locale, catalog),
    ...phoneProblems(post),
    ...medicalProblems(post, locale, original),
    ...(locale === 'es' ? [...ustedProblems(post), ...translationLengthProblems(post, original, catalog)] : []),
  ];
}
