/**
 * How much work a post's Markdown may ask of the build. Rendering recurses once per level of nesting (2,000 nested
 * quotes overflow the stack). Reading takes time that grows with the square of the * and _ marks in a paragraph
 * (about 100 KB of "*a" runs for minutes), of the [ and ] marks in one (200 KB of "[a](" ran for 100 s), of the
 * headings underlined with = or - lines and of the list items and quotes in a post (the parser rewrites every event
 * read so far at each one: 24 KB of "a" / "=" lines ran for over a minute, 30 KB of "- - - a" lines 20 s), and a
 * post of thousands of short lines takes tens of seconds however it is written. No article needs any of them in such
 * numbers, so a post beyond these bounds stops the build with one line naming the file and the line, before anything
 * reads it.
 */
import { remark } from 'remark';

export const MARKDOWN_LIMITS = {
  /** The whole article; the longest post of a blog like this one is a few tens of KB. */
  kilobytes: 200,
  /** `>` markers at the start of one line. */
  quoteDepth: 16,
  /** `*`, `_` and `~` characters in one paragraph. */
  emphasisMarks: 300,
  /** Lists, quotes, emphasis and links inside one another. */
  depth: 40,
  /** Lines of only = or - right under a line of text, each making that text a heading (articles use ## instead). */
  underlinedHeadings: 100,
  /** Lines in the whole article, empty ones included; a long article has a few hundred. */
  lines: 3000,
  /** List items and quoted lines in the whole article: each -, *, +, 1. or > that starts a line. */
  listItemsAndQuotes: 500,
  /** `[` and `]` characters in one paragraph; a link takes two. */
  linkBrackets: 300,
  /** `*`, `_`, `~`, `[` and `]` characters in the whole article: paragraphs each within the bounds above add up. */
  marksInPost: 2000,
};

/** The list markers and quote marks a line starts with (`- - a` opens two lists, `> 1.` a quote and a list). */
const CONTAINERS = /^(?:[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)))+/;

/** A line of only = or - marks (a heading's underline when it comes right under text), inside quotes or not. */
const UNDERLINE = /^(?:[ \t]*>)*[ \t]*(?:=+|-+)[ \t]*$/;
/** A line with nothing but quote marks and spaces: under it, a line of marks is a rule, not an underline. */
const EMPTY = /^(?:[ \t]*>)*[ \t]*$/;

type Node = { children?: Node[]; position?: { start: { line: number } } };

/** The first of the limits the Markdown goes beyond, as a phrase naming its line (1 = the body's first), or undefined. */
export function markdownLimitProblem(markdown: string, firstLine = 1): string | undefined {
  const at = (line: number) => `line ${line + firstLine - 1}`;
  const kilobytes = new TextEncoder().encode(markdown).length / 1024;
  if (kilobytes > MARKDOWN_LIMITS.kilobytes)
    return `is ${Math.ceil(kilobytes)} KB long, and a post may be at most ${MARKDOWN_LIMITS.kilobytes} KB: split it into two posts`;

  const lines = markdown.split('\n');
  let paragraph = 1;
  let marks = 0;
  let brackets = 0;
  let underlines = 0;
  let containers = 0;
  let marksInPost = 0;
  for (const [index, line] of lines.entries()) {
    // Counted without knowing whether a list or a code block holds the line: an overcount only errs on the safe side.
    if (index > 0 && UNDERLINE.test(line) && !EMPTY.test(lines[index - 1]!)) underlines += 1;
    if (underlines > MARKDOWN_LIMITS.underlinedHeadings)
      return `${at(index + 1)} underlines a line of text with = or - marks, making it a heading, after ${MARKDOWN_LIMITS.underlinedHeadings} such headings already: start headings with ## instead, or leave an empty line above the marks`;
    const quotes = (/^(?:[ \t]*>)+/.exec(line)?.[0].match(/>/g) ?? []).length;
    if (quotes > MARKDOWN_LIMITS.quoteDepth)
      return `${at(index + 1)} puts ${quotes} quotes inside one another, and at most ${MARKDOWN_LIMITS.quoteDepth} read well: remove the extra > marks`;
    containers += (CONTAINERS.exec(line)?.[0].match(/>|[-*+]|\d{1,9}[.)]/g) ?? []).length;
    if (containers > MARKDOWN_LIMITS.listItemsAndQuotes)
      return `${at(index + 1)} takes the post past ${MARKDOWN_LIMITS.listItemsAndQuotes} list items and quoted lines: split it into two posts, or write some of the lists as sentences`;
    if (line.trim() === '') {
      paragraph = index + 2;
      marks = 0;
      brackets = 0;
      continue;
    }
    marks += (line.match(/[*_~]/g) ?? []).length;
    if (marks > MARKDOWN_LIMITS.emphasisMarks)
      return `${at(paragraph)} starts a paragraph with more than ${MARKDOWN_LIMITS.emphasisMarks} * or _ marks: remove the stray ones or split the paragraph`;
    brackets += (line.match(/[[\]]/g) ?? []).length;
    if (brackets > MARKDOWN_LIMITS.linkBrackets)
      return `${at(paragraph)} starts a paragraph with more than ${MARKDOWN_LIMITS.linkBrackets} [ or ] marks (a link takes two): remove the stray ones or split the paragraph`;
    marksInPost += (line.match(/[*_~[\]]/g) ?? []).length;
    if (marksInPost > MARKDOWN_LIMITS.marksInPost)
      return `${at(index + 1)} takes the post past ${MARKDOWN_LIMITS.marksInPost} *, _, [ or ] marks: remove the stray ones or split it into two posts`;
  }
  if (lines.length > MARKDOWN_LIMITS.lines)
    return `is ${lines.length} lines long, and a post may have at most ${MARKDOWN_LIMITS.lines}: split it into two posts`;

  // Within the bounds above, reading the whole text is quick; its depth is what rendering recurses on.
  const stack: [Node, number][] = [[remark().parse(markdown) as Node, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > MARKDOWN_LIMITS.depth)
      return `${at(node.position?.start.line ?? 1)} puts lists, quotes or emphasis more than ${MARKDOWN_LIMITS.depth} levels inside one another: flatten it`;
    for (const child of node.children ?? []) stack.push([child, depth + 1]);
  }
  return undefined;
}
