/**
 * The link preview a page's static HTML declares, as WhatsApp, iMessage and Facebook read it: a 1200x630 JPEG or
 * PNG (not all of them read WebP) with alt text, the same image and alt for Twitter.
 */
import { meta, type Html } from './static-html';

/** What the page's preview tags lack, one phrase each; empty when they are complete. */
export function shareImageProblems(html: Html): string[] {
  const image = meta(html, 'og:image') ?? '';
  const problems: string[] = [];
  const wrong = (tag: string, value: string | undefined, expected: string) =>
    problems.push(`${tag} is ${value === undefined ? 'missing' : `"${value}"`}, expected ${expected}`);
  if (!/^https:\/\/.+\.(jpg|png)$/.test(image))
    wrong('og:image', meta(html, 'og:image'), 'an https URL of a .jpg or .png');
  const type = meta(html, 'og:image:type');
  if (!/^image\/(jpeg|png)$/.test(type ?? '')) wrong('og:image:type', type, 'image/jpeg or image/png');
  for (const [tag, size] of [
    ['og:image:width', '1200'],
    ['og:image:height', '630'],
  ] as const)
    if (meta(html, tag) !== size) wrong(tag, meta(html, tag), size);
  const alt = meta(html, 'og:image:alt');
  if (!/\S{3,}/.test(alt ?? '')) wrong('og:image:alt', alt, 'a description');
  if (meta(html, 'twitter:image') !== image) wrong('twitter:image', meta(html, 'twitter:image'), 'the og:image');
  if (meta(html, 'twitter:image:alt') !== alt)
    wrong('twitter:image:alt', meta(html, 'twitter:image:alt'), 'the og:image:alt');
  return problems;
}
