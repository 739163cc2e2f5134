/**
 * A post's text as readers read it, with the file's own line numbers, so a rule about what a post says can name the
 * line to change: the front matter's visible fields and the body, by line (`postProse`) or by sentence
 * (`postSentences`), Markdown marks taken away.
 */

/** Front-matter fields that readers see; the others (dates, image names, ids) are data. */
const POST_COPY_FIELDS = new Set([
  'title',
  'excerpt',
  'description',
  'tags',
  'author',
  'featuredImageAlt',
  'imageAlt',
  'alt',
]);

/**
 * A Markdown post as checkable text: the body as written, and of the front matter only the values of the fields
 * readers see, each on its own line so line numbers still match the file.
 */
export function postText(source: string): string {
  const lines = source.split('\n');
  if (lines[0] !== '---') return source;
  const end = lines.indexOf('---', 1);
  let field = '';
  return lines
    .map((line, i) => {
      if (i > end) return line;
      if (i === 0 || i === end) return '';
      const key = /^([\w-]+):/.exec(line)?.[1];
      if (key) field = key;
      return POST_COPY_FIELDS.has(field) ? line.replace(/^[\w-]+:\s*/, '').replace(/^\s*-\s*/, '') : '';
    })
    .join('\n');
}

/** A line that starts a block of its own: a heading, a list item or a quote. */
const BLOCK_START = /^\s*(#{1,6}\s+|[-*]\s+|\d+\.\s+|>\s*)/;

/** A line as it reads: its block mark, a link's target and emphasis marks taken away. */
const readLine = (text: string) =>
  text
    .replace(BLOCK_START, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_]{1,2}/g, '');

/** Every line of a post that holds text, with its line number in the file (front matter included). */
function textLines(source: string): { line: number; text: string; startsBlock: boolean }[] {
  const lines = source.split('\n');
  // Each front-matter field is a piece of its own: a title never runs on into the excerpt.
  const frontMatterEnd = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  return (
    postText(source)
      .split('\n')
      // A front-matter list ("[Servicios, Botox, Relleno de labios]") is a row of labels: each starts anew.
      .map((text) => (/^\[.*\]$/.test(text.trim()) ? text.trim().slice(1, -1).replace(/,\s*/g, '. ') : text))
      // A quoted value ("title: \"Winter skin\"") reads without the quotes YAML needs.
      .map((text, i) => (i <= frontMatterEnd ? text.trim().replace(/^(["'])(.*)\1$/, '$2') : text))
      .map((text, i) => ({
        line: i + 1,
        text: readLine(text),
        startsBlock: i <= frontMatterEnd || BLOCK_START.test(text),
      }))
      .filter(({ text }) => text.trim() !== '')
  );
}

/**
 * A post's prose as it reads, line by line with the file's line numbers: Markdown marks (headings, list bullets,
 * emphasis, a link's target) taken away, so "Agende un [Facial antiedad](/es/...)" reads "Agende un Facial antiedad".
 */
export function postProse(source: string): { line: number; text: string }[] {
  return textLines(source).map(({ line, text }) => ({ line, text }));
}

/**
 * A post's sentences as they read, each with the line it starts on: a paragraph's lines run together (a blank line,
 * a heading, a list item or a quote starts another), then split after ".", "!" or "?".
 */
export function postSentences(source: string): { line: number; text: string }[] {
  const paragraphs: { line: number; text: string }[][] = [];
  let previous = 0;
  for (const piece of textLines(source)) {
    if (piece.startsBlock || piece.line !== previous + 1 || paragraphs.length === 0) paragraphs.push([]);
    paragraphs.at(-1)!.push(piece);
    previous = piece.line;
  }
  return paragraphs.flatMap((lines) => {
    // Where each line starts in the paragraph's joined text, to give each sentence the line it starts on.
    const starts: { at: number; line: number }[] = [];
    let joined = '';
    for (const { line, text } of lines) {
      if (joined) joined += ' ';
      starts.push({ at: joined.length, line });
      joined += text;
    }
    let cursor = 0;
    return joined
      .split(/(?<=[.!?])\s+/)
      .filter((text) => text.trim() !== '')
      .map((text) => {
        const at = joined.indexOf(text, cursor);
        cursor = at + text.length;
        const line = starts.filter((s) => s.at <= at).at(-1)!.line;
        return { line, text: text.replace(/\s+/g, ' ').trim() };
      });
  });
}
