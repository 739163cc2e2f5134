/**
 * A browser paints a page before it has received all of it: when the parser pauses (a slow network, a busy phone),
 * the visitor sees the part that has arrived. If anything in that part is placed by content that comes later in the
 * HTML (an item centered between its neighbors, a box sized by a label still on its way), it jumps when the rest
 * arrives: a layout shift, reported by the Layout Instability API like any other. (The header's Locations chevron
 * did exactly that on busy machines: the nav was centered between the logo and the Book Now link.)
 *
 * This test replays the arrival: for every point where the HTML received so far ends after a complete element, it
 * lays out that prefix in place of the page and checks that every element already in the first viewport sits
 * exactly where it sits in the whole page.
 */
import { expect, test } from './fixtures';

/** One page per layout the first viewport can have: home hero, plain page hero, hero with an image beside it. */
const PAGES = ['/', '/about', '/locations/socorro'];
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

test.describe('a page painted before all of it has arrived', () => {
  // Without scripts (nothing re-renders the page) and without motion (the bouncing scroll cue).
  test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const path of PAGES) {
      test(`${path} on a ${name}: nothing in the first viewport moves as the rest of the HTML arrives`, async ({ page, request }) => {
        await page.setViewportSize(viewport);
        const html = await (await request.get(path)).text();
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        const moved = await page.evaluate((source) => {
          const box = (el: Element) => el.getBoundingClientRect();
          const visible = (r: DOMRect) => (r.width > 0 || r.height > 0) && r.top < innerHeight;
          const name = (el: Element) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`;
          const layOut = (html: string) => {
            const body = document.importNode(new DOMParser().parseFromString(html, 'text/html').body, true);
            document.body.replaceWith(body);
            return [...body.querySelectorAll('*')].map((el) => ({ el, r: box(el) }));
          };
          const whole = document.body;
          const final = layOut(source);
          const last = final.findLastIndex((f) => visible(f.r));
          // Cut after each end tag from <body> on, until the elements of the first viewport have all arrived.
          const cuts: number[] = [];
          const endTag = /<\/[a-z][^>]*>/gi;
          endTag.lastIndex = source.indexOf('<body');
          for (let m = endTag.exec(source); m; m = endTag.exec(source)) {
            cuts.push(endTag.lastIndex);
            const prefixElements = (source.slice(source.indexOf('<body'), endTag.lastIndex).match(/<[a-z]/gi) ?? []).length - 1;
            if (prefixElements > last) break;
          }
          const problems = new Map<number, string>(); // first sighting of each element that moved
          for (const cut of cuts) {
            layOut(source.slice(0, cut)).forEach(({ el, r }, i) => {
              const f = final[i]?.r;
              if (!f || !visible(r) || !visible(f)) return;
              if ((Math.abs(r.x - f.x) > 0.5 || Math.abs(r.y - f.y) > 0.5) && !problems.has(i)) {
                problems.set(i, `${name(el)} at ${Math.round(r.x)},${Math.round(r.y)}, then ${Math.round(f.x)},${Math.round(f.y)} (HTML cut after …${source.slice(cut - 40, cut)})`);
              }
            });
          }
          document.body.replaceWith(whole);
          return [...problems.values()];
        }, html);
        expect(moved).toEqual([]);
      });
    }
  }
});
