/**
 * A browser paints a page before it has received all of it: when the parser pauses (a slow network, a busy phone),
 * the visitor sees the part that has arrived. If anything in that part is placed by content that comes later in the
 * HTML (an item centered between its neighbors, a box sized by a label still on its way), it jumps when the rest
 * arrives: a layout shift, reported by the Layout Instability API like any other. (The header's Locations chevron
 * did exactly that on busy machines: the nav was centered between the logo and the Book Now link.)
 *
 * `movedAsHtmlArrives` replays the arrival on a loaded page (routes.spec runs it on every route, for a phone and a
 * desktop, with scripts off): for every point where the HTML received so far ends after an end tag, until the whole
 * first viewport has arrived, it lays out that prefix and lists every element already in the first viewport that does
 * not sit exactly where it sits in the whole page. One start tag is a point too: an empty <details> draws the
 * browser's own "Details" summary until ours arrives (the Locations menu, centered in the header row, moved when
 * its summary arrived, on a loaded machine).
 *
 * The prefix that ends after an element's end tag is the whole page's DOM up to that element's last descendant (the
 * markup is well-formed, so the parser builds nothing else): the page is loaded once and the nodes are removed
 * from the end backwards, one end tag at a time, instead of parsing every prefix again. Void elements (img, source,
 * br…) have no end tag; they arrive with the next one.
 */
import type { Page } from '@playwright/test';

/** The elements of the first viewport that move as the rest of the HTML arrives; the page is taken apart on the way. */
export async function movedAsHtmlArrives(page: Page): Promise<string[]> {
  // Without motion: the bouncing scroll cue would move by itself. (Run it with scripts off: nothing re-renders.)
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const visible = (r: DOMRect) => (r.width > 0 || r.height > 0) && r.top < innerHeight;
    const name = (el: Element) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`;
    const tail = (el: Element) => (el.outerHTML.length > 40 ? `…${el.outerHTML.slice(-40)}` : el.outerHTML);

    // Every node of the body in the order the parser creates them, and each element's place in that order.
    const nodes: Node[] = [];
    const walker = document.createTreeWalker(document.body);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n);
    const index = new Map(nodes.map((n, i) => [n, i]));
    const elements = nodes.filter((n): n is Element => n instanceof Element);
    const lastDescendant = (el: Element) => {
      let n: Node = el;
      while (n.lastChild) n = n.lastChild;
      return index.get(n)!;
    };

    // Where each element of the first viewport sits in the whole page.
    const final = new Map<Element, DOMRect>();
    for (const el of elements) {
      const r = el.getBoundingClientRect();
      if (visible(r)) final.set(el, r);
    }
    const lastVisible = Math.max(...[...final.keys()].map((el) => index.get(el)!));

    // The end tags, in the order they arrive: each one ends a prefix that holds the nodes up to the last
    // descendant of the element it closes. Stop once the last element of the first viewport has arrived.
    const VOID = new Set([
      'AREA',
      'BASE',
      'BR',
      'COL',
      'EMBED',
      'HR',
      'IMG',
      'INPUT',
      'LINK',
      'META',
      'SOURCE',
      'TRACK',
      'WBR',
    ]);
    const ends = elements.filter((el) => !VOID.has(el.tagName)).map(lastDescendant);
    const emptyDetails = elements.filter((el) => el.tagName === 'DETAILS').map((el) => index.get(el)!);
    const cuts = [...new Set([...ends, ...emptyDetails])].sort((a, b) => a - b);
    const end = cuts.findIndex((c) => c >= lastVisible);
    const replay = cuts.slice(0, end + 1);

    const problems = new Map<Element, string>(); // first sighting of each element that moved
    let kept = nodes.length - 1;
    for (const cut of replay.reverse()) {
      for (; kept > cut; kept--) (nodes[kept] as ChildNode).remove();
      const closing = nodes[cut] instanceof Element ? (nodes[cut] as Element) : nodes[cut]!.parentElement!;
      const where = emptyDetails.includes(cut) ? `the start tag ${name(closing)}` : tail(closing);
      for (const [el, f] of final) {
        if (index.get(el)! > cut) continue;
        const r = el.getBoundingClientRect();
        if (!visible(r)) continue;
        if (Math.abs(r.x - f.x) > 0.5 || Math.abs(r.y - f.y) > 0.5) {
          problems.set(
            el,
            `${name(el)} at ${Math.round(r.x)},${Math.round(r.y)}, then ${Math.round(f.x)},${Math.round(f.y)} (HTML cut after ${where})`,
          );
        }
      }
    }
    return [...problems.values()];
  });
}
