import { ADVISED_WORDS, lengthAdvice, wordCount } from './post-length';

const words = (n: number) => Array(n).fill('palabra').join(' ');

describe('post length is advice, not a rule', () => {
  it('counts the words a reader reads, not link targets or markup', () => {
    expect(wordCount('## Heading\n\n- [a link](/services/hydrafacial) and **bold** — text')).toBe(6);
    expect(wordCount('')).toBe(0);
  });

  it('advises on a post outside the range with one line naming the file and its length, and says it still publishes', () => {
    const short = lengthAdvice('content/blog/en/winter.md', words(ADVISED_WORDS.min - 1));
    expect(short).toBe(
      `content/blog/en/winter.md: ${ADVISED_WORDS.min - 1} words; posts of ${ADVISED_WORDS.min}-${ADVISED_WORDS.max} words answer a question fully (advice only, the post publishes)`,
    );
    expect(lengthAdvice('content/blog/es/largo.md', words(ADVISED_WORDS.max + 1))).toMatch(
      /^content\/blog\/es\/largo\.md: \d+ words; .*\(advice only, the post publishes\)$/,
    );
    expect(lengthAdvice('x.md', words(ADVISED_WORDS.min))).toBeUndefined();
    expect(lengthAdvice('x.md', words(ADVISED_WORDS.max))).toBeUndefined();
  });
});
