import { expect } from '@playwright/test';
import { meta } from './static-html';

/**
 * The link preview a page's static HTML declares, checked the way WhatsApp, iMessage and Facebook read it: a
 * 1200x630 JPEG or PNG (not all of them read WebP) with alt text, the same image and alt for Twitter. Returns the
 * image URL, so a caller can fetch the file itself.
 */
export function expectShareImageTags(html: string, path: string): string {
  const image = meta(html, 'og:image') ?? '';
  expect(image, `${path} og:image`).toMatch(/^https:\/\/.+\.(jpg|png)$/);
  expect(meta(html, 'og:image:type'), `${path} og:image:type`).toMatch(/^image\/(jpeg|png)$/);
  expect(meta(html, 'og:image:width'), `${path} og:image:width`).toBe('1200');
  expect(meta(html, 'og:image:height'), `${path} og:image:height`).toBe('630');
  expect(meta(html, 'og:image:alt') ?? '', `${path} og:image:alt`).toMatch(/\S{3,}/);
  expect(meta(html, 'twitter:image'), `${path} twitter:image`).toBe(image);
  expect(meta(html, 'twitter:image:alt'), `${path} twitter:image:alt`).toBe(meta(html, 'og:image:alt'));
  return image;
}
