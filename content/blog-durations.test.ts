import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serviceMenu } from '@/content/service-menu';
import { services } from '@/content/services';
import { minuteRanges, type Range } from '@/lib/durations';
import { isUntranslatedPlaceholder } from '@/lib/post-validation';
import { BLOG_DIR, getAllPosts } from '@/lib/posts';

const postsIn = (language: Language) => path.join(BLOG_DIR, language);
/** Every post file of a language's folder: each one is checked, whatever the blog holds. */
const postFilesIn = (language: Language) =>
  existsSync(postsIn(language)) ? readdirSync(postsIn(language)).filter((f) => /\.(md|markdown)$/.test(f)) : [];

function menuDuration(name: string): string {
  const item = serviceMenu.flatMap((c) => c.items).find((i) => i.name === name);
  if (!item) throw new Error(`"${name}" is not on the service menu`);
  return item.duration;
}

/** The catalog as posts name it: the words an English and a Spanish post use for a treatment, and its length from the service data. */
const catalogue = [
  { words: ['hydrafacial', 'hydradermabrasion'], palabras: ['hydrafacial'], duration: services.hydrafacial.duration },
  { words: ['anti-aging facial'], palabras: ['facial antiedad'], duration: services['anti-aging-facial'].duration },
  {
    words: ['deep cleansing facial'],
    palabras: ['facial de limpieza profunda'],
    duration: services['deep-cleansing-facial'].duration,
  },
  {
    words: ['facial treatments'],
    palabras: ['tratamientos faciales'],
    duration: services['facial-treatments'].duration,
  },
  { words: ['botox'], palabras: ['botox'], duration: services.botox.duration },
  {
    words: ['lip filler', 'lip fillers', 'lip enhancement'],
    palabras: ['rellenos? de labios', 'aumento de labios'],
    duration: services['lip-fillers'].duration,
  },
  {
    words: ['signature glow facial'],
    palabras: ['signature glow facial'],
    duration: menuDuration('Signature Glow Facial'),
  },
  { words: ['dermaplaning'], palabras: ['dermaplaning'], duration: menuDuration('Dermaplaning') },
  { words: ['peels', 'chemical peel'], palabras: ['peelings?'], duration: menuDuration('Chemical Peels') },
  { words: ['microdermabrasion'], palabras: ['microdermoabrasión'], duration: menuDuration('Microdermabrasion') },
  {
    words: ['iv'],
    palabras: ['terapia IV', 'intravenosa', 'intravenosos', 'sueros vitaminados'],
    duration: menuDuration('IV Vitamin Drip Therapy'),
  },
].map((entry) => ({
  ...entry,
  pattern: {
    en: new RegExp(`\\b(${entry.words.join('|')})\\b`, 'i'),
    es: new RegExp(`(?<![\\p{L}])(${entry.palabras.join('|')})(?![\\p{L}])`, 'iu'),
  },
  allowed: minuteRanges(entry.duration),
}));

type Language = keyof (typeof catalogue)[number]['pattern'];

type Claim = { treatment: string; stated: Range; allowed: Range[]; sentence: string };

/**
 * Every length in minutes a post states for a named treatment. A sentence (or clause after a semicolon) is about
 * the treatments it names; one that names none is about the last treatment named earlier in its paragraph, or
 * in its section heading. Sentences about no catalog treatment are not checked.
 */
function statedDurations(markdown: string, language: Language = 'en'): Claim[] {
  const body = markdown.replace(/^---[\s\S]*?---/, '');
  const claims: Claim[] = [];
  let heading: typeof catalogue = [];
  for (const block of body.split(/\n\s*\n|\n(?=\s*[-*\d]+[.)]?\s)/)) {
    const text = block.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/[*_`#]/g, '');
    if (/^\s*#/.test(block)) {
      heading = catalogue.filter((c) => c.pattern[language].test(text));
      continue;
    }
    let current = heading;
    for (const sentence of text.split(/(?<=[.;!?])\s+/)) {
      const named = catalogue.filter((c) => c.pattern[language].test(sentence));
      if (named.length > 0) current = named;
      for (const stated of minuteRanges(sentence)) {
        if (current.length === 0) continue;
        claims.push({
          treatment: current.map((c) => c.words[0]).join(' or '),
          stated,
          allowed: current.flatMap((c) => c.allowed),
          sentence: sentence.trim(),
        });
      }
    }
  }
  return claims;
}

const matches = (claim: Claim) => claim.allowed.some((a) => a.min === claim.stated.min && a.max === claim.stated.max);

describe('statedDurations', () => {
  it('reads Spanish lengths by the treatment a sentence or its heading names', () => {
    const post =
      '---\ntitle: x\n---\n\n## Botox\n\n- **La cita:** de 15 a 30 minutos.\n\nEl Facial Antiedad (75 minutos) reafirma. Luego 60 minutos más.';
    expect(statedDurations(post, 'es').map((c) => [c.treatment, c.stated.min, c.stated.max, matches(c)])).toEqual([
      ['botox', 15, 30, false],
      ['anti-aging facial', 75, 75, true],
      ['anti-aging facial', 60, 60, false],
    ]);
  });

  it('reads lengths by the treatment a sentence, its paragraph or its heading names', () => {
    const post =
      '---\ntitle: x\n---\n\n## Botox\n\n- **Appointment:** 15 to 30 minutes.\n\nThe HydraFacial (60 minutes) glows. It takes 45 minutes more; unrelated 20 minutes.\n\n## Sun\n\nSunscreen needs 15 minutes.';
    const claims = statedDurations(post);
    expect(claims.map((c) => [c.treatment, c.stated.min, c.stated.max, matches(c)])).toEqual([
      ['botox', 15, 30, false],
      ['hydrafacial', 60, 60, true],
      ['hydrafacial', 45, 45, false],
      ['hydrafacial', 20, 20, false],
    ]);
  });
});

describe('the blog posts', () => {
  it('state the catalog length wherever they give a treatment one', () => {
    const files = postFilesIn('en');
    expect(files.map((f) => `${path.relative(process.cwd(), BLOG_DIR)}/en/${f}`).sort()).toEqual(
      getAllPosts('en')
        .map((p) => p.file)
        .sort(),
    );
    const claims = files.flatMap((file) =>
      statedDurations(readFileSync(path.join(postsIn('en'), file), 'utf8')).map((c) => ({ file, ...c })),
    );
    const wrong = claims
      .filter((c) => !matches(c))
      .map((c) => `${c.file}: ${c.treatment} ${c.stated.min}-${c.stated.max} min in "${c.sentence}"`);
    expect(wrong).toEqual([]);
  });

  it('in Spanish state the same catalog lengths, and as many of them as the English originals', () => {
    const files = postFilesIn('es').filter(
      (f) => !isUntranslatedPlaceholder(readFileSync(path.join(postsIn('es'), f), 'utf8')),
    );
    expect(files.map((f) => `${path.relative(process.cwd(), BLOG_DIR)}/es/${f}`).sort()).toEqual(
      getAllPosts('es')
        .map((p) => p.file)
        .sort(),
    );
    const claims = files.flatMap((file) =>
      statedDurations(readFileSync(path.join(postsIn('es'), file), 'utf8'), 'es').map((c) => ({ file, ...c })),
    );
    const wrong = claims
      .filter((c) => !matches(c))
      .map((c) => `es/${c.file}: ${c.treatment} ${c.stated.min}-${c.stated.max} min in "${c.sentence}"`);
    expect(wrong).toEqual([]);
    // A translation states as many lengths as its original; a post written in Spanish only has none to match.
    for (const file of files.filter((f) => existsSync(path.join(postsIn('en'), f)))) {
      const count = (language: Language, source: string) =>
        statedDurations(readFileSync(source, 'utf8'), language).length;
      expect({ file, stated: count('es', path.join(postsIn('es'), file)) }).toEqual({
        file,
        stated: count('en', path.join(postsIn('en'), file)),
      });
    }
  });
});
