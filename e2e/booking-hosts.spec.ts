/**
 * The booking dialog loads no script of the provider's: a `loadScript` message naming the helper Jotform's own embed
 * code loads, another path on the provider's script host, a subdomain of the provider's domain or a look-alike host
 * adds no script element and sends no request, and the page's CSP would block any of them anyway. A frame on a
 * hostile subdomain cannot even open in the page.
 */
import { site } from '@/content/site';
import { ui } from '@/content/ui';
import { expect, test } from './fixtures';

const formId = site.booking.formId;
/** The helper script Jotform's own embed code loads, which its form may ask our page to load too. */
const providerHelper = 'https://cdn.jotfor.ms/s/umd/latest/for-form-embed-handler.js';
const scriptOrigin = new URL(providerHelper).origin;
const FAKE_PROVIDER = `<!doctype html><html><head><title>Fake booking form</title></head><body><p>Fake form</p>
<script>
  window.addEventListener('message', (event) => {
    let data; try { data = JSON.parse(event.data); } catch { return; }
    if (data.type === 'urls') parent.postMessage('setHeight:900:${formId}', '*');
  });
</script></body></html>`;

/** Script hosts that are not the provider's: subdomains of its domains, and hosts made to look like them. */
const hostileScripts = [
  `https://evil.${new URL(scriptOrigin!).hostname}/x.js`,
  'https://evil.jotfor.ms/x.js',
  'https://attacker.jotform.com/x.js',
  'https://jotform.com/x.js',
  `https://${new URL(scriptOrigin!).hostname}.evil.example/x.js`,
  'https://jotform.com.evil.example/x.js',
  'https://evil-jotform.com/x.js',
  'https://evil-jotfor.ms/x.js',
  `${scriptOrigin}:8443/x.js`,
];
/** Files on the provider's own script host: its embed helper, and much more besides. */
const providerScripts = [
  providerHelper,
  `${scriptOrigin}/../../any/path.js?callback=alert`,
  `${providerHelper}?callback=alert`,
  `${scriptOrigin}/js/vendor/jquery-1.8.0.min.js`,
];

test("loadScript naming the provider's helper, another path, a hostile subdomain or a look-alike host loads nothing", async ({
  page,
  thirdPartyRequests,
  cspViolations,
}) => {
  await page.route(`${site.booking.formBaseUrl}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: FAKE_PROVIDER }),
  );
  await page.goto('/es');
  await page.getByRole('link', { name: ui.es.header.bookLong }).first().click();
  const iframe = page.getByTestId('booking-dialog').locator('iframe');
  await expect(iframe).toHaveCSS('height', '900px');
  const frame = page.frames().find((f) => f.url().startsWith(site.booking.formBaseUrl))!;
  const post = (data: string) => frame.evaluate((d) => parent.postMessage(d, '*'), data);

  for (const src of [...providerScripts, ...hostileScripts]) await post(`loadScript:${src}:${formId}`);
  // A height, posted last: once it has applied, every message before it has been handled.
  await post(`setHeight:1100:${formId}`);
  await expect(iframe).toHaveCSS('height', '1100px');

  const origin = new URL(page.url()).origin;
  const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
  expect(scripts.filter((src) => !src.startsWith(`${origin}/`))).toEqual([]);
  expect(thirdPartyRequests.filter((url) => !url.startsWith(site.booking.formBaseUrl))).toEqual([]);
  expect(await cspViolations()).toEqual([]);
});

test('the page CSP allows no frame, script or form from a subdomain or look-alike of the provider', async ({
  page,
  thirdPartyRequests,
  cspViolations,
}) => {
  await page.goto('/');
  const hostile = ['https://evil.jotform.com', 'https://jotform.com.evil.example', 'https://evil-jotform.com'];
  await page.evaluate((origins) => {
    for (const origin of origins) {
      const frame = document.createElement('iframe');
      frame.src = `${origin}/frame`;
      document.body.append(frame);
      const script = document.createElement('script');
      script.src = `${origin}/x.js`;
      document.body.append(script);
    }
  }, hostile);
  // The provider's own script host, its embed helper included: no script of the provider's may run on our pages.
  const providerFiles = [providerHelper, `${scriptOrigin}/js/vendor/jquery-1.8.0.min.js`];
  await page.evaluate((sources) => {
    for (const src of sources) {
      const script = document.createElement('script');
      script.src = src;
      document.body.append(script);
    }
  }, providerFiles);
  await expect.poll(async () => (await cspViolations()).length).toBe(hostile.length * 2 + providerFiles.length);
  for (const src of providerFiles) expect(await cspViolations()).toContain(`script-src-elem blocked ${src}`);
  // One form at a time: a page handles one submission's navigation at once.
  for (const origin of hostile) {
    await page.evaluate((action) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = action;
      document.body.append(form);
      form.requestSubmit();
    }, `${origin}/submit`);
    await expect
      .poll(async () => (await cspViolations()).some((v) => v.startsWith(`form-action blocked ${origin}`)))
      .toBe(true);
  }
  const violations = await cspViolations();
  for (const origin of hostile) {
    // A blocked frame or form is reported by its origin only (the browser hides a cross-origin path).
    expect(violations).toContain(`frame-src blocked ${origin}`);
    expect(violations).toContain(`script-src-elem blocked ${origin}/x.js`);
  }
  expect(thirdPartyRequests).toEqual([]);
});
