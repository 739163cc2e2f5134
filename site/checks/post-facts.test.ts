import { services } from '@/content/services';
import { site } from '@/content/site';
import { timeTaken } from '@/lib/format/durations';
import {
  glossaryAdvice,
  medicalProblems,
  postFactProblems,
  statedDollars,
  statedLengths,
  ustedProblems,
} from './post-facts';
import type { Post } from '@/lib/posts/post-schema';
import { amountsIn, dollarsIn } from '@/lib/format/prices';

const post = (content: string, fields: Partial<Post> = {}): Post => ({
  title: 'A post',
  excerpt: 'One sentence.',
  author: 'Adriana Morales',
  publishDate: '2026-01-15',
  tags: ['Skincare'],
  featuredImage: 'blog/x',
  slug: 'a-post',
  id: 'a-post',
  file: 'content/blog/en/a-post.md',
  content,
  ...fields,
});

const read = (markdown: string, locale: 'en' | 'es' = 'en') =>
  statedLengths(markdown, locale).map((c) => [c.about.map((t) => t.name).join(' or '), c.stated.min, c.stated.max]);

describe('statedLengths', () => {
  it('reads lengths by the treatment a sentence, its paragraph or its heading names', () => {
    const markdown =
      '## Botox\n\n- **Appointment:** 15 to 30 minutes.\n\nThe HydraFacial (60 minutes) glows. It takes 45 minutes more; unrelated 20 minutes.\n\n## Sun\n\nSunscreen needs 15 minutes.';
    expect(read(markdown)).toEqual([
      ['Botox', 15, 30],
      ['HydraFacial', 60, 60],
      ['HydraFacial', 45, 45],
      ['HydraFacial', 20, 20],
    ]);
  });

  it('reads Spanish lengths the same way', () => {
    const markdown =
      '## Botox\n\n- **La cita:** de 15 a 30 minutos.\n\nEl Facial Antiedad (75 minutos) reafirma. Luego 60 minutos más.';
    expect(read(markdown, 'es')).toEqual([
      ['Botox', 15, 30],
      ['Anti-Aging Facial', 75, 75],
      ['Anti-Aging Facial', 60, 60],
    ]);
  });
});

describe('postFactProblems', () => {
  it("passes a post that states the catalog's own lengths, prices and phone, in either language", () => {
    const botox = services.botox.price;
    const lips = services['lip-fillers'].price.dollars;
    const en = `The HydraFacial takes ${timeTaken('en', services.hydrafacial.duration)}. Lip fillers cost ${dollarsIn('en', lips)} per session; Botox is ${dollarsIn('en', botox.dollars)} per unit, ${amountsIn('en', botox.unitsPerSession)} units a session. A registered nurse injects, the medical director supervises, and results vary. Call ${site.phone.display}.`;
    expect(postFactProblems(post(en), 'en')).toEqual([]);
    const es = `El HydraFacial dura ${timeTaken('es', services.hydrafacial.duration)}. El relleno de labios cuesta ${dollarsIn('es', lips)} por sesión. Lo aplica una enfermera registrada (RN) con licencia; el director médico supervisa y los resultados varían.`;
    expect(postFactProblems(post(es, { file: 'content/blog/es/a.md' }), 'es')).toEqual([]);
  });

  it('reads prices as posts write them', () => {
    expect(statedDollars('about $12 to $15 per unit, $500-$1,500, de $12 a $15, entre $500 y $1,500, $20')).toEqual([
      { min: 12, max: 15 },
      { min: 500, max: 1500 },
      { min: 12, max: 15 },
      { min: 500, max: 1500 },
      { min: 20, max: 20 },
    ]);
  });

  it('names a wrong unit count for Botox', () => {
    const { unitsPerSession } = services.botox.price;
    const wrong = { min: unitsPerSession.min, max: unitsPerSession.max + 10 };
    const lines = postFactProblems(
      post(`Botox takes ${amountsIn('en', wrong)} units. A registered nurse, the medical director; results vary.`),
      'en',
    );
    expect(lines).toEqual([expect.stringMatching(/says .+ units for Botox in ".+", but a typical session is/)]);
  });
});

describe('medicalProblems', () => {
  it('asks a post about Botox, fillers, IV or plasma for each missing sentence, with an example', () => {
    for (const topic of ['Botox', 'lip fillers', 'IV drips', 'plasma skin tightening'])
      expect({ topic, lines: medicalProblems(post(`All about ${topic}.`), 'en').length }).toEqual({ topic, lines: 3 });
    expect(medicalProblems(post('Botox. A registered nurse injects it.'), 'en')).toEqual([
      'content/blog/en/a-post.md: a post about Botox, fillers, IV or plasma must say that the medical director supervises: add a sentence such as "Our medical director supervises every treatment."',
      'content/blog/en/a-post.md: a post about Botox, fillers, IV or plasma must say that results vary: add a sentence such as "Results vary from person to person."',
    ]);
    expect(medicalProblems(post('A post about sunscreen.'), 'en')).toEqual([]);
  });

  it('reads a Spanish post about Botox, fillers, IV drips or plasma as medical, and not one about a serum', () => {
    const es = (content: string) => post(content, { file: 'content/blog/es/a-post.md' });
    for (const topic of ['el Botox', 'los rellenos de labios', 'la terapia IV', 'los sueros vitaminados', 'el plasma'])
      expect({ topic, lines: medicalProblems(es(`Todo sobre ${topic}.`), 'es').length }).toEqual({ topic, lines: 3 });
    expect(medicalProblems(es('Un suero de vitamina C para la mañana.'), 'es')).toEqual([]);
  });

  it('asks a translation of a medical post for them too, even when it names no treatment', () => {
    const original = post('Botox.', { tags: ['Injectables'] });
    const translation = post('Un artículo sobre la piel.', { file: 'content/blog/es/a-post.md' });
    expect(medicalProblems(translation, 'es', original)).toHaveLength(3);
    expect(medicalProblems(translation, 'es')).toEqual([]);
  });
});

describe('ustedProblems', () => {
  it('names each line that speaks to the reader as tú, and passes usted', () => {
    const spanish = post(
      'Si usted tiene la piel seca, le recomendamos un sérum.\n\nSi tienes la piel seca, te recomendamos uno.',
      {
        file: 'content/blog/es/a.md',
      },
    );
    expect(ustedProblems(spanish)).toEqual([
      expect.stringMatching(/^content\/blog\/es\/a\.md: "tienes" speaks to the reader as "tú"/),
    ]);
  });
});

describe('a translation', () => {
  it('gives as many appointment lengths as its English original', () => {
    const length = services.hydrafacial.duration;
    const original = post(`The HydraFacial takes ${timeTaken('en', length)}. Then ${timeTaken('en', length)} more.`);
    const translation = post(`El HydraFacial dura ${timeTaken('es', length)}.`, { file: 'content/blog/es/a-post.md' });
    expect(postFactProblems(translation, 'es', original)).toEqual([
      'content/blog/es/a-post.md: gives 1 appointment lengths where its English original content/blog/en/a-post.md gives 2: translate each sentence that times a treatment',
    ]);
    expect(postFactProblems(translation, 'es')).toEqual([]);
  });
});

describe('glossaryAdvice', () => {
  it("names a Spanish post's wording the glossary does not use, with the studio's wording", () => {
    const spanish = post('Conozca nuestros sueros vitaminados.', { file: 'content/blog/es/a.md' });
    expect(glossaryAdvice(spanish)).toEqual([
      expect.stringMatching(/^content\/blog\/es\/a\.md: "sueros vitaminados": the studio's Spanish says terapia IV/),
    ]);
    expect(glossaryAdvice(post('Conozca nuestra terapia IV.', { file: 'content/blog/es/a.md' }))).toEqual([]);
  });
});
