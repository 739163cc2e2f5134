/**
 * The two languages: every Spanish page reads in Spanish (no English interface words or English treatment names in
 * its visible text, its title and description, or any element's alt text, aria-label, title or placeholder, testimonial
 * labels included), the language switcher of every page leads to its counterpart and back, and misses under /es/ get the
 * Spanish 404 page. Read from the static HTML (one request per page, no browser) except the clicks.
 */
import { catalogCopy } from '@/content/catalog-copy';
import { estheticsPage } from '@/content/pages/esthetics';
import { ivTherapyPage } from '@/content/pages/iv-therapy';
import { site } from '@/content/site';
import { testimonialLanguageNote } from '@/content/testimonials';
import { ui } from '@/content/ui';
import { WEEKDAYS } from '@/lib/format/hours';
import { localeOfPath } from '@/lib/format/locale';
import { englishOnlyPages } from '@/lib/site/routes';
import { expect, test } from './fixtures';
import { routeCases } from './route-cases';
import { attributes, elements, jsonLd, meta, parseHtml, tags, textOf, title, type Element } from './static-html';

const routes = routeCases();
const spanish = routes.filter((r) => r.locale === 'es');
const spanishHome = spanish.some((r) => r.path === '/es');

/** Interface words and phrases of the English edition; any of them on a Spanish page is an untranslated string. */
const ENGLISH = [
  'Book',
  'Learn More',
  'Read More',
  'Back to Blog',
  'Call',
  'Hours',
  'Closed',
  'Open now',
  'Contact',
  'About',
  'Home',
  'Services',
  'Gallery',
  'Testimonials',
  'Locations',
  'Menu',
  'Skip to',
  'Explore',
  'Also serving',
  'Text us',
  'Email',
  'Prefer to talk',
  'All rights reserved',
  'Mountain Time',
  'Visit the studio',
  ...WEEKDAYS,
  'Rated',
  'out of',
  'the',
  'and',
  'your',
  'our',
  'with',
  'you',
  'for',
];
/**
 * The English names of treatments whose Spanish name differs (catalog, landing menus): on a Spanish page they are
 * an untranslated label, such as a testimonial's "Chemical Peels" or "Immunity Boost".
 */
const ENGLISH_NAMES = [
  ...(Object.keys(catalogCopy.en.services) as (keyof typeof catalogCopy.en.services)[]).map((slug) => [
    catalogCopy.en.services[slug].name,
    catalogCopy.es.services[slug].name,
  ]),
  ...(Object.keys(catalogCopy.en.treatments) as (keyof typeof catalogCopy.en.treatments)[]).map((id) => [
    catalogCopy.en.treatments[id],
    catalogCopy.es.treatments[id],
  ]),
  ...[estheticsPage, ivTherapyPage].flatMap((landing) =>
    landing.copy.en.offers.items.map((item) => [
      item.title,
      landing.copy.es.offers.items.find((es) => es.slug === item.slug)?.title,
    ]),
  ),
]
  .filter(([en, es]) => en !== es)
  .map(([en]) => en!);

/** Names said the same way in both languages: the studio, treatments clients name in English, standards, providers. */
const ALLOWED = [site.name, 'Skin Studio', 'HydraFacial', 'Botox', 'WCAG', 'WhatsApp', site.booking.provider];

/**
 * The text a visitor can see or hear, or a search result shows: the title and description, body text (minus scripts
 * and anything marked lang="en"), and every element's alt text, aria-label, title and placeholder.
 */
function visibleText(html: string): string {
  const body = elements(parseHtml(html), (e) => e.tagName === 'body')[0];
  if (!body) return '';
  // Anything marked English on purpose: the switcher's "English", the English half of the bilingual consent form and
  // testimonials clients wrote in English.
  const english = (e: Element) => attributes(e).lang === 'en';
  const labels = elements(body, undefined, english).flatMap((e) => {
    const a = attributes(e);
    return [a.alt, a['aria-label'], a.title, a.placeholder].filter((v): v is string => Boolean(v));
  });
  const head = [title(html), meta(html, 'description') ?? ''];
  return [...head, textOf(body, { separator: ' ', skip: english }), ...labels].join(' ').replace(/\s+/g, ' ');
}

test.describe('Spanish pages', () => {
  test('have Spanish pages to check', () => {
    expect(spanish.length).toBeGreaterThan(0);
  });

  for (const route of spanish) {
    test(`${route.path}: no English interface words or treatment names in the text, title, alt text or labels`, async ({
      request,
    }) => {
      let text = visibleText(await (await request.get(route.path)).text());
      for (const name of ALLOWED) text = text.replaceAll(name, ' ');
      const found = [...ENGLISH, ...ENGLISH_NAMES].filter((word) =>
        new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
      );
      expect(found, `English words on ${route.path}`).toEqual([]);
    });
  }

  for (const route of spanish) {
    test(`${route.path}: no day/month date, the good-faith exam glossed at its first mention, a note beside any English quote`, async ({
      request,
    }) => {
      const html = await (await request.get(route.path)).text();
      const body = elements(parseHtml(html), (e) => e.tagName === 'body')[0]!;
      const text = textOf(body, { separator: ' ', skip: (e) => attributes(e).lang === 'en' }).replace(/\s+/g, ' ');
      expect(text.match(/(?<!\d)\d{1,2}\/\d{1,2}\/\d{2,4}(?!\d)/g), `D/M/Y dates on ${route.path}`).toBeNull();
      const exam = text.search(/examen médico previo/i);
      if (exam >= 0)
        expect(text.slice(exam, exam + 60), `first good-faith exam on ${route.path}`).toMatch(
          /^examen médico previo \(el good faith exam que exige Texas\)/i,
        );
      if (/<blockquote lang="en"/.test(html))
        expect(text, `English quotes without a note on ${route.path}`).toContain(testimonialLanguageNote.es);
    });
  }

  test('breadcrumbs: the trail and its JSON-LD start at "Inicio" and stay on Spanish pages, ending at the page itself', async ({
    request,
  }) => {
    let trails = 0;
    for (const route of spanish) {
      const html = await (await request.get(route.path)).text();
      const lists = jsonLd(html).filter(
        (d): d is { itemListElement: { name: string; item: string }[] } =>
          (d as { '@type'?: string })['@type'] === 'BreadcrumbList',
      );
      const nav = elements(
        parseHtml(html),
        (e) => e.tagName === 'nav' && attributes(e)['aria-label'] === ui.es.breadcrumb.label,
      )[0];
      expect(lists.length, `${route.path}: one BreadcrumbList per visible trail`).toBe(nav ? 1 : 0);
      if (!nav) continue;
      trails += 1;
      const items = lists[0]!.itemListElement;
      const shown = elements(nav, (e) => e.tagName === 'li').map((li) => textOf(li).replace('›', '').trim());
      expect(
        items.map((i) => i.name),
        route.path,
      ).toEqual(shown);
      expect(items[0]!.name, route.path).toBe(ui.es.breadcrumb.home);
      // "Inicio" is the Spanish home once it is published (until then the English one, the only page without a counterpart).
      expect(new URL(items[0]!.item).pathname, route.path).toBe(spanishHome ? '/es' : '/');
      for (const item of items.slice(1))
        expect(localeOfPath(new URL(item.item).pathname), `${route.path}: ${item.item}`).toBe('es');
      expect(new URL(items.at(-1)!.item).pathname, route.path).toBe(route.path);
    }
    expect(trails).toBeGreaterThan(0);
  });
});

test.describe('language switcher', () => {
  const paired = routes.filter((r) => r.alternate);

  test('every English page has its Spanish counterpart, but a post the owner wrote in English only and a page whose copy is English only', () => {
    // A post may be written in one language (README, "What a post may be"), and a page's copy module may give its meta
    // in English only (EnglishOnly); every other page has both.
    const pages = routes.filter((r) => r.locale === 'en' && r.group !== 'Blog posts');
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((r) => !r.alternate).map((r) => r.path)).toEqual(englishOnlyPages);
  });

  test('every page with a counterpart links to it, and that page links back', async ({ request }) => {
    // Each page is fetched and parsed once: its own switches are the other page's way back.
    const switchesOf = new Map<string, Record<string, string>[]>();
    for (const route of paired) {
      const html = await (await request.get(route.path)).text();
      switchesOf.set(
        route.path,
        tags(html, 'a').filter((a) => 'data-language-switch' in a),
      );
    }
    for (const route of paired) {
      const switches = switchesOf.get(route.path)!;
      const other = route.locale === 'en' ? 'es' : 'en';
      expect(switches.length, `${route.path}: switch in the header and the mobile menu`).toBe(2);
      for (const link of switches)
        expect(link, route.path).toMatchObject({ href: route.alternate, lang: other, hreflang: other });
      expect(
        switchesOf.get(route.alternate!)?.map((a) => a.href),
        `${route.alternate} links back`,
      ).toEqual([route.path, route.path]);
    }
  });

  test('a page without a counterpart offers no switch', async ({ request }) => {
    // Such a page exists only when a post is in one language; components/layout/language-switch-client.test.tsx
    // makes one up, so the rule is checked either way.
    const unpaired = routes.filter((r) => !r.alternate);
    test.skip(unpaired.length === 0, 'this build has no page without a counterpart');
    for (const route of unpaired) {
      const switches = tags(await (await request.get(route.path)).text(), 'a').filter(
        (a) => 'data-language-switch' in a,
      );
      expect(switches, route.path).toEqual([]);
    }
  });

  test('a 404 offers no switch, in its static HTML or once hydrated at the missed address', async ({
    page,
    consoleErrors,
  }) => {
    for (const miss of ['/no-such-page', '/es/no-existe']) {
      await page.goto(miss);
      await expect(page.locator('[data-language-switch]'), miss).toHaveCount(0);
    }
    // The 404 status itself and the logged miss are expected; a hydration mismatch would be another error.
    expect(consoleErrors.filter((e) => !/status of 404|no-such-page|no-existe/.test(e))).toEqual([]);
  });

  test('a click on "Español" in the header opens the Spanish page, and "English" comes back', async ({ page }) => {
    const route = paired.find((r) => r.locale === 'en')!;
    await page.goto(route.path);
    await page.getByRole('banner').getByRole('link', { name: 'Español', exact: true }).click();
    await expect(page).toHaveURL(route.alternate!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(route.path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  for (const width of [1280, 700, 390]) {
    test(`at ${width} px the header holds the switch beside the nav, Call and Book in both languages, nothing overlapping or cut off`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const route = paired.find((r) => r.locale === 'en')!;
      for (const path of [route.path, route.alternate!]) {
        await page.goto(path);
        const boxes = await page.evaluate(() =>
          [
            ...document.querySelectorAll(
              'header nav > ul > li > a, header nav > ul > li summary, header a[data-language-switch], header a[href^="tel:"], header a[data-booking], header button',
            ),
          ]
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.width > 0)
            .map((r) => ({ left: r.left, right: r.right }))
            .sort((a, b) => a.left - b.left),
        );
        expect(boxes.length, path).toBeGreaterThan(2);
        for (const [i, box] of boxes.entries()) {
          expect(box.right, `${path}: inside the viewport`).toBeLessThanOrEqual(width);
          if (i > 0)
            expect(box.left, `${path}: control ${i} does not overlap the one before`).toBeGreaterThanOrEqual(
              boxes[i - 1]!.right,
            );
        }
        if (width === 390) {
          // The Call pill is as wide as what it shows: no blank space after the icon where a hidden label would be.
          const gaps = await page.locator('header a.header-call').evaluate((link) => {
            const box = link.getBoundingClientRect();
            const shown = [...link.children].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 1);
            return {
              before: Math.min(...shown.map((r) => r.left)) - box.left,
              after: box.right - Math.max(...shown.map((r) => r.right)),
            };
          });
          expect(gaps.after, `${path}: space after the Call pill's content`).toBeLessThanOrEqual(gaps.before + 2);
        }
      }
    });
  }

  test.describe('on a phone, without JavaScript', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled: false });
    test('the mobile menu offers the other language as a plain link', async ({ page }) => {
      const route = paired.find((r) => r.locale === 'en')!;
      await page.goto(route.path);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Español', exact: true }).click();
      await expect(page).toHaveURL(route.alternate!);
      await page.getByRole('button', { name: 'Abrir el menú' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Menú del sitio' }).getByRole('link', { name: 'English', exact: true }),
      ).toHaveAttribute('href', route.path);
    });
  });
});

test('a miss under /es/ answers 404 with the Spanish page; other misses get the English one', async ({ request }) => {
  const es = await request.get('/es/no-existe');
  expect(es.status()).toBe(404);
  const html = await es.text();
  expect(tags(html, 'html')[0]?.lang).toBe('es');
  expect(html).toContain('No encontramos esta página');
  const en = await request.get('/no-such-page');
  expect(en.status()).toBe(404);
  expect(tags(await en.text(), 'html')[0]?.lang).toBe('en');
});
