/**
 * What a post says must agree with the rest of the site, sentence by sentence: no phrase the studio has retired
 * (content/editorial-bans.ts), every fact told one way as the site tells it (content/one-story.ts), and in a Spanish
 * post every treatment's name lowercase with its article mid-sentence (site/checks/spanish-name-problems.ts) and every
 * article and adjective beside a glossary noun of its gender and number (site/checks/spanish-agreement.ts). The content
 * check (scripts/content-check.ts) runs it on every post; each problem is one line naming the file and the line, what
 * the studio says and what to write instead.
 */
import { editorialBans, type EditorialBan } from '@/content/editorial-bans';
import { oneStory, type OneStoryRule } from '@/content/one-story';
import type { Locale } from '@/lib/format/locale';
import { postProse, postSentences } from '@/lib/posts/post-prose';
import { agreementMessage, agreementProblems } from './spanish-agreement';
import { nameProblems, spanishTreatmentNames } from './spanish-name-problems';

/** True when a sentence says what a ban rules out. */
export const isBanned = (ban: EditorialBan, sentence: string) => ban.patterns.every((p) => p.test(sentence));

/** True when a sentence is about a rule's fact but does not say it as the studio does. */
export const tellsOtherwise = (rule: OneStoryRule, sentence: string) =>
  rule.about.every((p) => p.test(sentence)) && !rule.says.test(sentence);

const bans = [...editorialBans.en, ...editorialBans.es];
const rules = [...oneStory.en, ...oneStory.es];
const quote = (text: string) => `"${text.length > 140 ? `${text.slice(0, 137)}...` : text}"`;

/**
 * Every sentence of a post (`source`, the whole file; `file`, its name in messages) that breaks a rule, in the
 * order of its lines.
 */
export function postWordingProblems(file: string, source: string, locale: Locale): string[] {
  const found: { line: number; message: string }[] = [];
  for (const { line, text } of postSentences(source)) {
    const broken = [...bans.filter((b) => isBanned(b, text)), ...rules.filter((r) => tellsOtherwise(r, text))];
    // A ban and a rule can guard one fact ("the monsoon runs July to September"): the sentence is named once for it.
    const said = new Set<string>();
    for (const { rule, write } of broken) {
      if (said.has(rule)) continue;
      said.add(rule);
      found.push({ line, message: `${rule}, but ${quote(text)} says otherwise: ${write}` });
    }
  }
  if (locale === 'es') {
    const names = spanishTreatmentNames();
    for (const { line, text } of postProse(source)) {
      for (const problem of new Set(nameProblems(text, names))) found.push({ line, message: problem });
      for (const problem of agreementProblems(text)) found.push({ line, message: agreementMessage(problem) });
    }
  }
  return found.sort((a, b) => a.line - b.line).map(({ line, message }) => `${file}:${line}: ${message}`);
}
