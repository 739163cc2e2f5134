/**
 * What `npm run new-post` writes: the starter Markdown file and the artwork entry that gives
 * the post its picture until a photo replaces it. Kept apart from the command so it can be tested.
 */
/** YYYY-MM-DD of a date in the computer's own time zone (the editor's "today"). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const starter = {
  en: {
    excerpt: (title: string) =>
      `${title}: replace this with one or two sentences for the blog list and search results.`,
    body: [
      'Open with two or three sentences that say who this post is for and what they will learn.',
      '## The first question readers ask',
      'Answer it plainly. Link to a page that exists, for example [our services](/services) or [the contact page](/contact).',
      '## What to expect at the studio',
      'Describe the visit step by step. For medical treatments, say who performs them and who supervises them.',
      '## Caring for your skin afterwards',
      "Practical advice for El Paso's dry, sunny climate.",
    ],
  },
  es: {
    excerpt: (title: string) =>
      `${title}: sustituya este texto por una o dos frases para la lista del blog y los buscadores.`,
    body: [
      'Empiece con dos o tres frases que digan para quién es el artículo y qué aprenderá.',
      '## La primera pregunta de los lectores',
      'Respóndala con claridad. Enlace solo a páginas que existen, por ejemplo [nuestros servicios](/es/services) o [contacto](/es/contact).',
      '## Qué esperar en el estudio',
      'Describa la visita paso a paso. En los tratamientos médicos, diga quién los realiza y quién los supervisa.',
      '## Cuidados posteriores',
      'Consejos prácticos para el clima seco y soleado de El Paso.',
    ],
  },
};

/** The tag a new post starts with, in its language. */
export const starterTags = { en: ['Skincare'], es: ['Cuidado de la piel'] } as const;

/**
 * The Markdown file: front matter the build accepts as it is, then a starter structure to write over.
 * JSON strings are valid YAML double-quoted strings, so any title is quoted safely. `shared` carries the fields a
 * translation keeps from its original (id, ogImage). `sentences` are what the content check asks of this post
 * (`starterSentences` in site/checks/post-facts.ts: the medical sentences, a translation's lengths), put under "what
 * to expect" so the file passes the check as written.
 */
export function postMarkdown({
  title,
  author,
  date,
  lang,
  featuredImage,
  shared = {},
  sentences = [],
}: {
  title: string;
  author: string;
  date: string;
  lang: 'en' | 'es';
  featuredImage: string;
  shared?: Record<string, string | number>;
  sentences?: readonly string[];
}): string {
  const copy = starter[lang];
  const body = [...copy.body];
  // Their own paragraph after "describe the visit", before the last heading (aftercare).
  if (sentences.length > 0)
    body.splice(
      body.findLastIndex((block) => block.startsWith('## ')),
      0,
      sentences.join(' '),
    );
  return [
    '---',
    `title: ${JSON.stringify(title)}`,
    `excerpt: ${JSON.stringify(copy.excerpt(title))}`,
    `author: ${JSON.stringify(author)}`,
    `publishDate: ${date}`,
    `tags: [${starterTags[lang].join(', ')}]`,
    `featuredImage: ${featuredImage}`,
    ...Object.entries(shared).map(([field, value]) => `${field}: ${JSON.stringify(value)}`),
    '---',
    '',
    body.join('\n\n'),
    '',
  ].join('\n');
}

/**
 * The artwork a new post draws, in either language: blog/<slug>, one folder deep as featuredImage allows. A Spanish
 * post written first shares it with an English edition added later under the same file name, as a translation must.
 */
export const postArtworkName = (slug: string) => `blog/${slug}`;

/** A card artwork entry like the other posts'; hue and seed come from the slug so the picture is stable. */
export function artworkEntry(name: string) {
  let hash = 0;
  for (const ch of name) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) >>> 0;
  return {
    name,
    kind: 'card' as const,
    width: 1200,
    height: 630,
    widths: [480, 800, 1200],
    hue: hash % 360,
    seed: 200 + (hash % 800),
  };
}
