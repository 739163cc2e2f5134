import type { Page } from '@playwright/test';
import { catalogCopy, servicePath } from '@/content/services';
import { popularServicesFor } from '@/content/pages/blog';
import { site } from '@/content/site';
import { absoluteUrl } from '@/site/metadata';
import { cardTags, formatLongDate, formatShortDate } from '@/lib/posts/post-format';
import { postLinks } from '@/lib/posts/post-links';
import { getAllPosts, postLanguages } from '@/lib/posts/posts';
import { expect, test } from './fixtures';

const posts = getAllPosts('en');
const newest = posts[0]!;
/** A post about an injectable treatment (who performs it and who supervises it must be named). */
const isMedical = (p: { title: string; tags: string[]; content: string }, words: RegExp) =>
  words.test(`${p.title} ${p.tags.join(' ')} ${p.content}`);
const injectablesEn = /\bbotox\b|\bfillers?\b/i;
const injectablesEs = /\bbotox\b|rellenos?\b/i;
/** The addresses a post's Markdown links to, as its page must render them. */
const linksOf = (markdown: string) =>
  postLinks(markdown)
    .filter((l) => l.kind === 'link')
    .map((l) => l.url);
const hrefs = (page: Page) =>
  page.locator('.prose-studio a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));

/**
 * A check of one post page. Every page is loaded once: the checks of a page run in turn on its load (the one that
 * leaves the page last), and the newest post of each language is reached from its listing's card, as a reader does.
 */
type PostCheck = { path: string; title: string; run: (page: Page) => Promise<void>; leaves?: boolean };

const spanish = getAllPosts('es');
const newestEs = spanish[0]!;
const medicalEn = posts.find((p) => isMedical(p, injectablesEn));
const medicalEs = spanish.find((p) => isMedical(p, injectablesEs));
const withOriginal = spanish.find((p) => postLanguages(p.slug).includes('en'));

const MEDICAL_EN = 'a medical article names who performs it, the medical director and that results vary';
const MEDICAL_ES = 'a medical article in Spanish names who performs it, who supervises and that results vary';
const SPANISH_META =
  'a Spanish post has Spanish metadata, hreflang to its English original, and BlogPosting inLanguage es';

const postChecks: PostCheck[] = [
  {
    path: `/blog/${newest.slug}`,
    title: 'shows title, author, long date, featured image, content, tags, Popular Services and Back to Blog',
    leaves: true,
    run: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);
      await expect(page.locator('.post-author')).toHaveText(newest.author);
      await expect(page.locator('.post-date')).toHaveText(formatLongDate(newest.publishDate, 'en'));
      const image = page.locator('img.post-featured-image');
      await expect(image).toBeVisible();
      await expect(image).toHaveAttribute('alt', '');
      expect(await image.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
      await expect(page.locator('.prose-studio h2').first()).toBeVisible();
      // Every link the Markdown holds is on the page, at the address written.
      expect((await hrefs(page)).sort()).toEqual(linksOf(newest.content).sort());
      await expect(page.locator('.post-tags li')).toHaveText(newest.tags);
      const popular = page.getByRole('complementary', { name: 'Popular Services' });
      const links = await popular.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
      expect(links).toEqual(popularServicesFor(newest).map(servicePath));
      await page.getByRole('link', { name: 'Back to Blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
    },
  },
  {
    path: `/blog/${posts.at(-1)!.slug}`,
    title: 'has per-post metadata, Open Graph article, BlogPosting and breadcrumb JSON-LD',
    run: async (page) => {
      const post = posts.at(-1)!;
      await expect(page).toHaveTitle(`${post.title} | ${site.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.excerpt);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl(`/blog/${post.slug}`));
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
        'content',
        absoluteUrl(`/og/${post.featuredImage}.jpg`),
      );
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
        'content',
        post.publishDate,
      );
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        /\/feed\.xml$/,
      );
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')));
      const posting = blocks.find((b) => b['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({
        headline: post.title,
        datePublished: post.publishDate,
        author: { name: post.author },
        image: absoluteUrl(`/images/${post.featuredImage}-1200.webp`),
      });
      const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
      expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Blog', post.title]);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }),
      ).toHaveAttribute('href', '/blog');
    },
  },
  ...(medicalEn
    ? [
        {
          path: `/blog/${medicalEn.slug}`,
          title: MEDICAL_EN,
          run: async (page: Page) => {
            const article = page.locator('.prose-studio');
            // The rule every medical post keeps (lib/posts/posts.test.ts), rendered on the page.
            await expect(article).toContainText(/registered nurse/i);
            await expect(article).toContainText(/medical director/i);
            await expect(article).toContainText(/results vary/i);
          },
        },
      ]
    : []),
  {
    path: `/es/blog/${newestEs.slug}`,
    title:
      'a Spanish post: breadcrumb, byline with the Spanish date and reading time, Spanish services, "Volver al blog"',
    leaves: true,
    run: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newestEs.title);
      const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
      await expect(trail.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/es/blog');
      await expect(trail.getByRole('link', { name: 'Inicio' })).toBeVisible();
      await expect(page.locator('.post-date')).toHaveText(formatLongDate(newestEs.publishDate, 'es'));
      await expect(page.locator('.post-reading-time')).toHaveText(/^\d+ min de lectura$/);
      // The picture under the title is decorative: a screen reader does not hear the title a second time.
      await expect(page.locator('img.post-featured-image')).toHaveAttribute('alt', '');
      await expect(page.getByRole('heading', { name: 'Etiquetas' })).toBeVisible();
      const popular = page.getByRole('complementary', { name: 'Servicios más solicitados' });
      await expect(popular.getByRole('link')).toHaveText(
        popularServicesFor(newestEs).map((slug) => catalogCopy.es.services[slug].name),
      );
      await page.getByRole('link', { name: 'Volver al blog' }).click();
      await expect(page).toHaveURL(/\/es\/blog$/);
    },
  },
  ...(withOriginal
    ? [
        {
          path: `/es/blog/${withOriginal.slug}`,
          title: SPANISH_META,
          run: async (page: Page) => {
            const post = withOriginal;
            await expect(page).toHaveTitle(`${post.title} | ${site.name}`);
            await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.excerpt);
            await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
              'href',
              absoluteUrl(`/es/blog/${post.slug}`),
            );
            await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
              'href',
              absoluteUrl(`/blog/${post.slug}`),
            );
            await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
              'href',
              absoluteUrl(`/es/blog/${post.slug}`),
            );
            await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
              'href',
              absoluteUrl(`/blog/${post.slug}`),
            );
            await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US');
            await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
              'content',
              post.publishDate,
            );
            const blocks = await page
              .locator('script[type="application/ld+json"]')
              .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')));
            expect(blocks.find((b) => b['@type'] === 'BlogPosting')).toMatchObject({
              headline: post.title,
              inLanguage: 'es',
              url: absoluteUrl(`/es/blog/${post.slug}`),
              translationOfWork: { url: absoluteUrl(`/blog/${post.slug}`), inLanguage: 'en' },
            });
            expect(
              blocks.find((b) => b['@type'] === 'BreadcrumbList').itemListElement.map((i: { name: string }) => i.name),
            ).toEqual(['Inicio', 'Blog', post.title]);
          },
        },
        {
          path: `/blog/${withOriginal.slug}`,
          title: `${SPANISH_META}: the English original points back`,
          run: async (page: Page) => {
            await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
              'href',
              absoluteUrl(`/es/blog/${withOriginal.slug}`),
            );
          },
        },
      ]
    : []),
  ...(medicalEs
    ? [
        {
          path: `/es/blog/${medicalEs.slug}`,
          title: MEDICAL_ES,
          run: async (page: Page) => {
            const article = page.locator('.prose-studio');
            // The glossary's names: "enfermera inyectora (RN) con licencia", "enfermeras registradas (RN) con licencia" for IV.
            await expect(article).toContainText(/enfermeras? (inyectoras?|registradas?) \(RN\) con licencia/i);
            await expect(article).toContainText(/director médico/i);
            await expect(article).toContainText(/resultados varían/i);
          },
        },
      ]
    : []),
];

/** The checks of one post page, the one that leaves the page last. */
function checksOf(path: string): PostCheck[] {
  const checks = postChecks.filter((c) => c.path === path);
  if (checks.filter((c) => c.leaves).length > 1) throw new Error(`${path}: two checks leave the page`);
  return [...checks.filter((c) => !c.leaves), ...checks.filter((c) => c.leaves)];
}

/** Runs every check of the post page the test is on, each as a step; the page is loaded and hydrated. */
async function checkPostPage(page: Page, path: string) {
  for (const check of checksOf(path)) await test.step(`${path}: ${check.title}`, () => check.run(page));
}

/** A post reached from its listing's card, hydrated as a `goto` would leave it. */
async function arrived(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test.describe('/blog', () => {
  // One load of the listing, then the newest post reached from its card, as a reader does.
  test(`shows the heading, every post newest first, a card, three columns at 1280 px and the RSS feed; then /blog/${newest.slug}: ${checksOf(
    `/blog/${newest.slug}`,
  )
    .map((c) => c.title)
    .join('; ')}`, async ({ page }) => {
    await page.goto('/blog');

    await test.step('shows the heading from the config and every post newest first', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.blogName);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("Adriana's Blog");
      const titles = page.locator('.post-card-title');
      await expect(titles).toHaveCount(posts.length);
      await expect(titles).toHaveText(posts.map((p) => p.title));
      const dates = await page
        .locator('.post-card-date')
        .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
      expect(dates).toEqual([...dates].sort().reverse());
      expect(dates).toEqual(posts.map((p) => p.publishDate));
    });

    await test.step('lays cards out in 3 column(s) at 1280 px', async () => {
      expect(page.viewportSize()!.width).toBe(1280);
      const lefts = await page
        .locator('.post-card')
        .evaluateAll((els) => els.slice(0, 3).map((e) => Math.round(e.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(3);
    });

    await test.step('links the RSS feed from the head', async () => {
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        /\/feed\.xml$/,
      );
    });

    await test.step('a card shows image, clamped title, local date, two tags, clamped excerpt and Read More', async () => {
      const card = page.locator('.post-card').first();
      await expect(card.locator('img')).toHaveAttribute(
        'src',
        new RegExp(`/images/${newest.featuredImage}-\\d+\\.webp$`),
      );
      await expect(card.locator('.post-card-date')).toHaveText(formatShortDate(newest.publishDate, 'en'));
      await expect(card.locator('.post-card-tags')).toHaveText(cardTags(newest));
      await expect(card.locator('.post-card-tags')).toHaveText(newest.tags.slice(0, 2).join(', '));
      await expect(card.locator('.post-card-excerpt')).toHaveText(newest.excerpt);
      const clamp = async (selector: string) =>
        card.locator(selector).evaluate((el) => {
          const style = getComputedStyle(el);
          return {
            lines: style.webkitLineClamp,
            lineHeight: parseFloat(style.lineHeight),
            height: el.getBoundingClientRect().height,
          };
        });
      const title = await clamp('.post-card-title');
      expect(title.lines).toBe('2');
      expect(title.height).toBeLessThanOrEqual(title.lineHeight * 2 + 1);
      const excerpt = await clamp('.post-card-excerpt');
      expect(excerpt.lines).toBe('3');
      expect(excerpt.height).toBeLessThanOrEqual(excerpt.lineHeight * 3 + 1);
      const readMore = card.getByRole('link', { name: `Read More: ${newest.title}` });
      await expect(readMore).toHaveText(/Read More/);
      await readMore.click();
      await expect(page).toHaveURL(new RegExp(`/blog/${newest.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);
    });

    await arrived(page, `/blog/${newest.slug}`);
    await checkPostPage(page, `/blog/${newest.slug}`);
  });

  for (const [width, columns] of [
    [390, 1],
    [800, 2],
  ] as const) {
    test(`lays cards out in ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blog');
      const lefts = await page
        .locator('.post-card')
        .evaluateAll((els) => els.slice(0, 3).map((e) => Math.round(e.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(columns);
    });
  }

  test('an unknown post warns in the console and ends on /blog', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
    await page.goto('/blog/no-such-post');
    await expect(page).toHaveURL(/\/blog$/);
    // Visible too (this was shell.spec.ts's "an unknown blog post warns and ends on /blog", the same load).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.blogName);
    expect(warnings.some((w) => w.includes('/blog/no-such-post'))).toBe(true);
  });
});

test.describe('the Spanish blog', () => {
  // One load of the listing, then the newest post reached from its card, as a reader does.
  test(`/es/blog lists every Spanish post newest first, with Spanish dates and "Leer más"; then /es/blog/${newestEs.slug}: ${checksOf(
    `/es/blog/${newestEs.slug}`,
  )
    .map((c) => c.title)
    .join('; ')}`, async ({ page }) => {
    await page.goto('/es/blog');

    await test.step('/es/blog lists every Spanish post newest first, with Spanish dates and "Leer más"', async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('El blog de Adriana');
      await expect(page.locator('.post-card-title')).toHaveText(spanish.map((p) => p.title));
      const card = page.locator('.post-card').first();
      await expect(card.locator('.post-card-date')).toHaveText(formatShortDate(newestEs.publishDate, 'es'));
      await expect(card.getByRole('link', { name: `Leer más: ${newestEs.title}` })).toHaveAttribute(
        'href',
        `/es/blog/${newestEs.slug}`,
      );
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        /\/es\/feed\.xml$/,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', absoluteUrl('/blog'));
    });

    await page
      .locator('.post-card')
      .first()
      .getByRole('link', { name: `Leer más: ${newestEs.title}` })
      .click();
    await arrived(page, `/es/blog/${newestEs.slug}`);
    await checkPostPage(page, `/es/blog/${newestEs.slug}`);
  });

  if (!withOriginal) test(SPANISH_META, () => test.skip(true, 'no Spanish post has an English original'));
  if (!medicalEs) test(MEDICAL_ES, () => test.skip(true, 'the Spanish blog has no article about an injectable'));
});

test.describe('post pages', () => {
  if (!medicalEn) test(MEDICAL_EN, () => test.skip(true, 'the blog has no article about an injectable'));

  // Every other post page the checks name, once each (the newest of each language is reached from its listing).
  const fromListings = new Set([`/blog/${newest.slug}`, `/es/blog/${newestEs.slug}`]);
  for (const path of new Set(postChecks.map((c) => c.path))) {
    if (fromListings.has(path)) continue;
    test(`${path}: ${checksOf(path)
      .map((c) => c.title)
      .join('; ')}`, async ({ page }) => {
      await page.goto(path);
      await checkPostPage(page, path);
    });
  }
});
