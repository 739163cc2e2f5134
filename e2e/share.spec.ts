/**
 * A site visitors can keep and share: the web app manifest, home-screen icons and theme color. The link preview
 * image every messaging app reads (a 1200x630 JPEG or PNG with alt text) is checked on every route over out/ by
 * `npm run check:pages`.
 */
import { site } from '@/content/site';
import { colorToken } from '@/site/design-tokens';
import { devices, imageSize } from './devices';
import { expect, test } from './fixtures';

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
