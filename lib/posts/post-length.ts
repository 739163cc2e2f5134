/**
 * How long a post reads well: advice, never a rule. `npm run new-post` prints the range when it writes a post, and
 * the build prints one line for a post outside it (scripts/check-content.mjs); a shorter or longer post still publishes.
 */

/** The range the launch articles were written to: long enough to answer a question, short enough to finish. */
export const ADVISED_WORDS = { min: 600, max: 1200 };

/** Words of a Markdown body a reader reads: link targets and markup are not words. */
export function wordCount(markdown: string): number {
  return markdown
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** One line of advice for a post outside the advised range, or undefined. */
export function lengthAdvice(file: string, markdown: string): string | undefined {
  const words = wordCount(markdown);
  const { min, max } = ADVISED_WORDS;
  if (words < min)
    return `${file}: ${words} words; posts of ${min}-${max} words answer a question fully (advice only, the post publishes)`;
  if (words > max)
    return `${file}: ${words} words; posts of ${min}-${max} words are read to the end more often (advice only, the post publishes)`;
  return undefined;
}
