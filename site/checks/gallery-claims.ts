/**
 * While the gallery holds any illustration (content/gallery.json, an entry of type "illustration"), no page may describe
 * its before-and-after images as photos: a search result, a link preview or the /sitemap page that says "before and
 * after photos from our studio" claims real results the page itself disclaims. The content check
 * (scripts/content-check.ts) reads every page's title and description with it, the words those three show.
 */

/** A photo, in either language. */
const PHOTO = /(?<![\p{L}])(photos?|photographs?|pictures?|fotos?|fotografías?)(?![\p{L}])/giu;
/** A photo denied: "not photos of our clients", "no son fotos de nuestros clientes". */
const DENIED = /(?<![\p{L}])(not|no|no son|ni)\s+(?:\p{L}+\s+){0,2}$/iu;
/** What the gallery's images are: before-and-after images, or the gallery itself. */
const GALLERY = /before[- ](and|&)[- ]after|before ?& ?after|gallery|antes y después|galería/iu;

/**
 * The words that call the gallery's images photos in a description, or undefined: a description about before-and-after
 * images or the gallery that says "photo(s)" ("foto(s)"), unless it says they are not ("not photos of our clients").
 */
export function photoClaim(description: string): string | undefined {
  if (!GALLERY.test(description)) return undefined;
  for (const m of description.matchAll(PHOTO)) {
    if (DENIED.test(description.slice(0, m.index))) continue;
    const words = (text: string) => text.split(/\s+/).filter(Boolean);
    const before = words(description.slice(0, m.index)).slice(-3);
    const after = words(description.slice(m.index + m[0].length)).slice(0, 4);
    return [...before, m[0], ...after].join(' ');
  }
  return undefined;
}

/** A page as search results, link previews and the /sitemap page describe it, and the file that holds those words. */
export type DescribedPage = { path: string; file: string; title: string; description: string; label?: string };

/** True while any image of the gallery (content/gallery.json's `images`) is an illustration rather than a photo. */
export const holdsIllustrations = (images: readonly unknown[]): boolean =>
  images.some((image) => (image as { type?: unknown } | null)?.type === 'illustration');

/**
 * One line per page whose title, list label or description calls the gallery's images photos while the gallery holds
 * an illustration, naming the file to change; none once every image is a client's photo.
 */
export function galleryDescriptionProblems(images: readonly unknown[], pages: readonly DescribedPage[]): string[] {
  if (!holdsIllustrations(images)) return [];
  return pages.flatMap((page) => {
    const claims = [page.title, page.label, page.description].flatMap((text) => {
      const claim = text ? photoClaim(text) : undefined;
      return claim ? [claim] : [];
    });
    return [...new Set(claims)].map(
      (claim) =>
        `${page.file}: the description of ${page.path} (its search result, link preview and /sitemap entry) calls the gallery's images photos ("${claim}"), but the gallery shows illustrations: call them illustrations, or replace every illustration with a client's photo (/admin, Gallery)`,
    );
  });
}
