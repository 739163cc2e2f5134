import { expect } from '@playwright/test';
import { shareImageProblems } from '../scripts/share-image';
import { meta } from './static-html';

/**
 * The link preview a page's static HTML declares (scripts/share-image.ts, which the page check runs on every page).
 * Returns the image URL, so a caller can fetch the file itself.
 */
export function expectShareImageTags(html: string, path: string): string {
  expect(shareImageProblems(html), `${path} share image tags`).toEqual([]);
  return meta(html, 'og:image') ?? '';
}
