import { MARKDOWN_LIMITS, markdownLimitProblem } from './markdown-limits';
import { markdownToHtml } from './markdown';
import { parsePost } from './post-validation';
import { artworkAssets, validFrontMatter } from './__fixtures__/post-file';

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
    expect(markdownLimitProblem(`${quotes}\n\n${marks}`)).toBeUndefined();
    expect(await markdownToHtml(`${quotes}\n\n${marks}`)).toContain('deep enough');
  });
});
