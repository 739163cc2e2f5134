/**
 * The web fonts never compete with a first visit: its pages paint with the system fonts that stand in for them
 * (app/font-fallbacks.css), the fonts are fetched once the page is hydrated and idle, and every page after that is
 * drawn in them from its first paint, read from the browser's cache (scripts/boot.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The font Chrome actually drew the first text of `selector` with (CDP), as its family name. */
async function drawnWith(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName ?? '';
  } finally {
    await cdp.detach();
  }
}

/** The web fonts the page has fetched, with when each was asked for, and when it first painted content. */
const fontRequests = (page: Page) =>
  page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ start: entry.startTime, fromCache: (entry as PerformanceResourceTiming).transferSize === 0 })),
  }));

test('a first visit paints with the stand-in fonts and fetches the web fonts after it; the next page is drawn in them', async ({
  page,
}) => {
  await page.goto('/');
  await test.step('the first page: stand-in fonts, and the web fonts fetched only after its first paint', async () => {
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-fonts'))).toBe(false);
    expect(await drawnWith(page, 'h1')).not.toMatch(/playfair/i);
    expect(await drawnWith(page, 'main p')).not.toMatch(/inter/i);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('fonts-cached')), 'the browser has fetched the web fonts')
      .toBe('1');
    const { paint, fonts } = await fontRequests(page);
    expect(fonts.length, 'both web fonts fetched').toBe(2);
    expect(
      fonts.filter((font) => !(font.start > paint)),
      'web fonts asked for before the first paint',
    ).toEqual([]);
    // Fetched, not used: this page keeps the fonts it painted with, so nothing moves.
    expect(await drawnWith(page, 'h1')).not.toMatch(/playfair/i);
  });

  await test.step('the next page: the web fonts from its first paint, from the cache', async () => {
    await page.goto('/about');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-fonts'))).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(await drawnWith(page, 'h1')).toMatch(/playfair/i);
    expect(await drawnWith(page, 'main p')).toMatch(/inter/i);
    const { fonts } = await fontRequests(page);
    expect(fonts.length).toBeGreaterThan(0);
    expect(
      fonts.filter((font) => !font.fromCache),
      'web fonts fetched again over the network',
    ).toEqual([]);
  });
});
