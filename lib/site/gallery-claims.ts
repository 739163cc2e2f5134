/**
 * While the gallery shows any illustration (`gallerySettings.images` in content/gallery.ts), no page may describe its
 * before-and-after images as photos: a search result, a link preview or the /sitemap page that says "before and
 * after photos from our studio" claims real results the page itself disclaims. The page check reads every page's
 * description with it (scripts/page-checks-head.ts, "gallery described as it is").
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
