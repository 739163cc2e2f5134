import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Runs axe-core on the page (or a part of it) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // Below-the-fold sections use content-visibility: auto; until rendered, their layout (and so colours behind text
  // and target sizes) is only an estimate. Render everything for the scan, as a visitor scrolling would see it.
  await page.evaluate(() => document.documentElement.classList.add('no-cv'));
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  await page.evaluate(() => document.documentElement.classList.remove('no-cv'));
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
  expect(summary, summary.join('\n')).toEqual([]);
}
