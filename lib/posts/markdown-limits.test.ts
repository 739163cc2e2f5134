import { MARKDOWN_LIMITS, markdownLimitProblem } from './markdown-limits';
import { markdownToHtml } from './markdown';
import { parsePost } from './post-validation';
import { artworkAssets, validFrontMatter } from '../__fixtures__/post-file';

// The body starts on the line right after the front matter, so a message's line numbers count from there.
const frontMatter = ['---', ...validFrontMatter, '---', ''].join('\n');
/**
 * Ends a hang, not a speed goal: each refusal below takes milliseconds, so the bound holds on the busiest machine
 * and fails only when a refusal no longer comes before the parser works through the whole input.
 */
const HANG_MS = 10_000;

/** The one-line message for a post with this body, or the post's title when it is accepted. */
function outcome(body: string): string {
  try {
    return parsePost(`${frontMatter}${body}\n`, 'a-post.md', artworkAssets).title;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('Markdown that would crash or hang the build', () => {
  it('stops at deeply nested quotes with one line naming the file and its line, without hanging', () => {
    const start = performance.now();
    const message = outcome(`Intro.\n\n${'> '.repeat(2000)}deep`);
    expect(performance.now() - start).toBeLessThan(HANG_MS);
    expect(message).toBe(
      'content/blog/a-post.md: content line 11 puts 2000 quotes inside one another, and at most 16 read well: remove the extra > marks',
    );
  });

  it('stops at a paragraph of thousands of emphasis marks without reading it', () => {
    const start = performance.now();
    const message = outcome(`Intro.\n\n${'*a'.repeat(50_000)}`);
    expect(performance.now() - start).toBeLessThan(HANG_MS);
    expect(message).toMatch(
      /^content\/blog\/a-post\.md: content line 11 starts a paragraph with more than 300 \* or _ marks/,
    );
  });

  it('stops at 100 KB of headings underlined with = or - lines, in quotes or not, without reading them', () => {
    // Each underline made the parser rewrite everything read so far: 24 KB of these held the content check 76 s.
    for (const unit of ['a\n=\n', 'a\n-\n', '> a\n> =\n']) {
      const start = performance.now();
      const message = outcome(`Intro.\n\n${unit.repeat(Math.ceil(100_000 / unit.length))}`);
      expect(performance.now() - start).toBeLessThan(HANG_MS);
      expect(message).toBe(
        'content/blog/a-post.md: content line 212 underlines a line of text with = or - marks, making it a heading, after 100 such headings already: start headings with ## instead, or leave an empty line above the marks',
      );
    }
  });

  it('stops at posts made of what the parser reads slowly in numbers, each within the bounds per line and paragraph', () => {
    const cases = {
      // Each list item closed rewrites everything read so far: 30 KB of these lines ran for 20 s.
      listItems: '- - - a\n'.repeat(25_000),
      // Paragraphs each within the per-paragraph bounds add up: 200 KB of them ran for 7 to 10 s.
      emphasis: `${'*a'.repeat(150)}\n\n`.repeat(600),
      links: `${'[a]('.repeat(75)}\n\n`.repeat(600),
      // Thousands of short paragraphs: 200 KB of "a" and an empty line ran for 21 s.
      lines: 'a\n\n'.repeat(60_000),
    };
    const messages = Object.fromEntries(
      Object.entries(cases).map(([name, body]) => {
        const start = performance.now();
        const message = outcome(`Intro.\n\n${body}`);
        expect(performance.now() - start).toBeLessThan(HANG_MS);
        return [name, message];
      }),
    );
    expect(messages).toEqual({
      listItems:
        'content/blog/a-post.md: content line 177 takes the post past 500 list items and quoted lines: split it into two posts, or write some of the lists as sentences',
      emphasis:
        'content/blog/a-post.md: content line 37 takes the post past 2000 *, _, [ or ] marks: remove the stray ones or split it into two posts',
      links:
        'content/blog/a-post.md: content line 37 takes the post past 2000 *, _, [ or ] marks: remove the stray ones or split it into two posts',
      lines:
        'content/blog/a-post.md: content is 120001 lines long, and a post may have at most 3000: split it into two posts',
    });
  });

  it('stops at a paragraph of hundreds of [ marks without reading it', () => {
    // 200 KB of "[a](" in one paragraph ran for 100 s.
    const start = performance.now();
    const message = outcome(`Intro.\n\n${'[a]('.repeat(50_000)}`);
    expect(performance.now() - start).toBeLessThan(HANG_MS);
    expect(message).toMatch(
      /^content\/blog\/a-post\.md: content line 11 starts a paragraph with more than 300 \[ or \] marks \(a link takes two\)/,
    );
  });

  it('stops at a post over the size bound', () => {
    expect(outcome('word '.repeat(50_000))).toMatch(
      /^content\/blog\/a-post\.md: content is 245 KB long, and a post may be at most 200 KB/,
    );
  });

  it('stops at lists nested past the depth bound, naming the line where it goes too deep', () => {
    const nested = Array.from({ length: 60 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
    expect(outcome(`Intro.\n\n${nested}`)).toMatch(
      /^content\/blog\/a-post\.md: content line \d+ puts lists, quotes or emphasis more than 40 levels inside one another/,
    );
  });

  it('accepts what an article uses: quotes, nested lists, emphasis and links in ordinary measure', async () => {
    const body = [
      '## Before your visit',
      '',
      '> A quote from the studio.',
      '> > And a reply inside it.',
      '',
      ...Array.from(
        { length: 6 },
        (_, i) => `${'  '.repeat(i)}- **Step ${i}**: *gently* cleanse, then _pat_ dry ([see more](/services)).`,
      ),
      '',
      `${'Some **bold** and *italic* words. '.repeat(30)}`,
    ].join('\n');
    expect(markdownLimitProblem(body)).toBeUndefined();
    expect(outcome(body)).toBe('A post');
    expect(await markdownToHtml(body)).toContain('<blockquote>');
  });

  it('leaves room above the bounds for the Markdown a post at the limits can hold', async () => {
    const quotes = `${'> '.repeat(MARKDOWN_LIMITS.quoteDepth)}deep enough`;
    const marks = '*a* '.repeat(MARKDOWN_LIMITS.emphasisMarks / 2);
    const underlined = 'A heading\n=========\n\nText.\n\n'.repeat(MARKDOWN_LIMITS.underlinedHeadings);
    // A line of dashes after an empty line is a rule between sections, not an underline: any number of them.
    const rules = 'Text.\n\n---\n\n'.repeat(3 * MARKDOWN_LIMITS.underlinedHeadings);
    const list = '- item\n'.repeat(MARKDOWN_LIMITS.listItemsAndQuotes - MARKDOWN_LIMITS.quoteDepth);
    const body = `${quotes}\n\n${marks}\n\n${underlined}${rules}${list}`;
    expect(markdownLimitProblem(body)).toBeUndefined();
    const html = await markdownToHtml(body);
    expect(html).toContain('deep enough');
    expect(html.match(/<h1>A heading<\/h1>/g)).toHaveLength(MARKDOWN_LIMITS.underlinedHeadings);
    expect(html.match(/<li>item<\/li>/g)).toHaveLength(MARKDOWN_LIMITS.listItemsAndQuotes - MARKDOWN_LIMITS.quoteDepth);
  });
});
