import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page itself, the script added once per page: axe's Playwright wrapper evaluated its 580 KB
 * twice per scan (and once more in every frame), a quarter of a second of the browser's time each. Our pages have no
 * frame of their own to scan (a provider's booking form is another company's page, which axe could not enter
 * anyway), so frames are left out.
 */
async function scan(page: Page, include: string | undefined, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ include, options }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      return axe.run(include ?? document, { ...options, iframes: false });
    },
    { include, options },
  );
}

/** Runs axe-core on the page (or a part of it) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // Listing only violations, not every passing node, saves a third of the scan.
  const { violations } = await scan(page, include, {
    runOnly: { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
  });
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
  const { violations, passes, incomplete } = await scan(page, undefined, {
    runOnly: { type: 'rule', values: ['target-size'] },
  });
  const nodes = (results: typeof violations) =>
    results.flatMap((r) => r.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
  expect(nodes(violations), nodes(violations).join('\n')).toEqual([]);
  expect(nodes(incomplete), `axe could not measure these targets:\n${nodes(incomplete).join('\n')}`).toEqual([]);
  return passes.flatMap((r) => r.nodes.map((n) => n.target.join(' ')));
}
