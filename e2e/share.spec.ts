/**
 * A site visitors can keep and share: the web app manifest, home-screen icons and theme color, and a link preview
 * image every messaging app reads (a 1200x630 JPEG or PNG with alt text) on every route.
 */
import { site } from '@/content/site';
import { colorToken } from '@/lib/design-tokens';
import { locales } from '@/lib/format/locale';
import { getAllPosts } from '@/lib/posts';
import { absoluteUrl } from '@/lib/site/metadata';
import { allRoutes, blogPostPath } from '@/lib/site/routes';
import { socialImagePath } from '@/lib/social-image';
import { devices, imageSize } from './devices';
import { expect, test } from './fixtures';
import { expectShareImageTags } from './share-image';

/** Site path of an absolute URL on the site's own domain. */
const sitePath = (url: string) => {
  expect(url.startsWith(`${site.url}/`), `${url} is on ${site.url}`).toBe(true);
  return url.slice(site.url.length);
};

test('every route shares a 1200x630 JPEG or PNG with alt text on Open Graph and Twitter', async ({ request }) => {
  const checked = new Map<string, string>();
  const shared = new Map<string, string>(); // route -> its image
  for (const route of allRoutes()) {
    const html = await (await request.get(route.path)).text();
    const image = expectShareImageTags(html, route.path);
    checked.set(image, route.path);
    shared.set(route.path, image);
  }
  for (const [image, route] of checked) {
    const res = await request.get(sitePath(image));
    expect(res.status(), `${image} (${route})`).toBe(200);
    expect(res.headers()['content-type'], image).toMatch(/^image\/(jpeg|png)/);
    const size = imageSize(await res.body());
    expect({ width: size.width, height: size.height }, image).toEqual({ width: 1200, height: 630 });
  }
  // A post's picture (generated artwork or an uploaded photo) is WebP or AVIF on the page; unless the post names its
  // own preview, its link preview is the JPEG of the same name.
  const posts = locales.flatMap((locale) => getAllPosts(locale).map((post) => ({ post, locale })));
  expect(posts.length, 'posts to check').toBeGreaterThan(0);
  for (const { post, locale } of posts.filter(({ post }) => post.ogImage === undefined))
    expect(shared.get(blogPostPath(post.slug, locale)), post.file).toBe(
      absoluteUrl(socialImagePath(post.featuredImage)),
    );
});

for (const device of devices) {
  test.describe(`web app manifest (${device.name})`, () => {
    test.use(device.use);

    test('links a manifest with name, colors from the theme and 192/512/maskable icons; apple-icon and theme-color; no service worker', async ({
      page,
      request,
    }) => {
      await page.goto('/');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      const manifest = await (await request.get(href!)).json();
      expect(manifest).toMatchObject({
        name: site.name,
        short_name: site.shortName,
        start_url: '/',
        display: 'standalone',
        theme_color: colorToken('cream-50'),
        background_color: colorToken('cream-50'),
      });
      const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
      expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of icons) {
        const res = await request.get(icon.src);
        expect(res.status(), icon.src).toBe(200);
        const size = imageSize(await res.body());
        expect(`${size.width}x${size.height}`, icon.src).toBe(icon.sizes);
        expect(`image/${size.type}`).toBe(icon.type);
      }

      const apple = page.locator('link[rel="apple-touch-icon"]');
      await expect(apple).toHaveAttribute('sizes', '180x180');
      const appleIcon = imageSize(await (await request.get((await apple.getAttribute('href'))!)).body());
      expect(appleIcon).toEqual({ type: 'png', width: 180, height: 180 });

      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', colorToken('cream-50'));
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    });
  });
}
