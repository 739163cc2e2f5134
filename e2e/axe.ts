import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * axe run in the page itself (legacy mode): the default opens a blank page to merge the results of every frame,
 * which takes two to six times as long as the scan; our pages have no frame of their own to scan (a provider's
 * booking form is another company's page, which axe could not enter anyway). Listing only violations, not every
 * passing node, saves another third.
 */
const scanner = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** Runs axe-core on the page (or a part of it) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // Below-the-fold sections use content-visibility: auto; until rendered, their layout (and so colours behind text
  // and target sizes) is only an estimate. Render everything for the scan, as a visitor scrolling would see it.
  await page.evaluate(() => document.documentElement.classList.add('no-cv'));
  let builder = scanner(page)
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  await page.evaluate(() => document.documentElement.classList.remove('no-cv'));
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/**
 * Runs axe's `target-size` rule alone (WCAG 2.2: every target at least 24 by 24 CSS px, or spaced so a 24 px circle
 * around it touches no other) on what is on the page now, everything rendered, and fails on any target too small.
 * Returns the selectors of the targets it measured, so a test can check its controls were among them.
 */
export async function expectTargetSizes(page: Page): Promise<string[]> {
  await page.evaluate(() => document.documentElement.classList.add('no-cv'));
  const { violations, passes, incomplete } = await scanner(page).withRules(['target-size']).analyze();
  await page.evaluate(() => document.documentElement.classList.remove('no-cv'));
  const nodes = (results: typeof violations) =>
    results.flatMap((r) => r.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
  expect(nodes(violations), nodes(violations).join('\n')).toEqual([]);
  expect(nodes(incomplete), `axe could not measure these targets:\n${nodes(incomplete).join('\n')}`).toEqual([]);
  return passes.flatMap((r) => r.nodes.map((n) => n.target.join(' ')));
}
