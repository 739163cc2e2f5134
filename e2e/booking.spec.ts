import { site } from '@/content/site';
import { ui } from '@/content/ui';
import { FORM_SILENCE_MS } from '@/lib/browser/booking-messages';
import { expectNoAxeViolations } from './axe';
import { bookingDialog, expect, inertElements, reachableBeside, test } from './fixtures';

const formId = site.booking.formId;
/** The helper script Jotform's own embed code loads, which its form may ask our page to load too. */
const PROVIDER_HELPER = 'https://cdn.jotfor.ms/s/umd/latest/for-form-embed-handler.js';
const FAKE_PROVIDER = `<!doctype html><html><head><title>Fake booking form</title></head><body><p>Fake form</p>
<script>
  window.addEventListener('message', (event) => {
    let data; try { data = JSON.parse(event.data); } catch { return; }
    if (data.type === 'urls') { window.__reply = { origin: event.origin, data }; parent.postMessage('setHeight:900:${formId}', '*'); }
  });
</script></body></html>`;

test.describe('booking dialog', () => {
  test.beforeEach(async ({ page, thirdPartyRequests }) => {
    void thirdPartyRequests;
    await page.route(`${site.booking.formBaseUrl}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: FAKE_PROVIDER }),
    );
  });

  // One load of the home page for every check that needs no clock: nothing loads first, then the dialog is opened
  // and closed each way, walked with Tab, and last talked to as the provider would.
  test('the trigger is a real link; opens, closes and returns focus; keeps focus inside; replies to the provider and ignores hostile messages', async ({
    page,
    thirdPartyRequests,
    cspViolations,
  }) => {
    // An accessibility scan, five open-and-close rounds and the provider's messages: on a busy 2-core machine the
    // scan and three rounds alone outgrew 30 s once.
    test.slow();
    await page.goto('/');
    const trigger = page.getByRole('link', { name: 'Book Your Session' });

    await test.step('the trigger is a real link to the provider form, and nothing loads before it is used', async () => {
      await expect(trigger).toHaveAttribute('href', `${site.booking.formBaseUrl}/${formId}`);
      // Hydrated, it opens a dialog and says so; the static HTML does not (a tap before then opens a new tab).
      await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
      const html = await (await page.request.get('/')).text();
      expect(html).not.toMatch(/<a [^>]*data-booking[^>]*aria-haspopup|<a [^>]*aria-haspopup[^>]*data-booking/);
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(thirdPartyRequests).toEqual([]);
    });

    await test.step('opens with its title, closes with Escape, the button and the backdrop, and returns focus', async () => {
      await trigger.click();
      const dialog = bookingDialog(page).panel;
      await expect(bookingDialog(page).title).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Book Your Appointment' })).toHaveCount(1);
      await expect(dialog.locator('iframe')).toHaveAttribute('src', `${site.booking.formBaseUrl}/${formId}`);
      await expect(dialog.locator('iframe')).toHaveAttribute('title', /booking form/i);
      await expect(dialog.getByRole('link', { name: 'Open the form in a new tab' })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expect(dialog.getByRole('link', { name: `Call ${site.phone.display}` })).toHaveAttribute(
        'href',
        `tel:${site.phone.tel}`,
      );
      const box = await dialog.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(896);
      expect(box!.height).toBeLessThanOrEqual(800 * 0.8 + 1);
      await expectNoAxeViolations(page);
      // The page behind is shut out for a screen reader too (header, main, footer), and given back on closing.
      await expect
        .poll(() => reachableBeside(page, '[data-testid="booking-dialog"]'), { message: 'reachable beside the dialog' })
        .toEqual([]);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      expect(await inertElements(page), 'inert after the dialog closed').toEqual([]);

      await trigger.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close booking dialog' }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      await trigger.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
    });

    await test.step('keeps keyboard focus inside while open', async () => {
      await trigger.click();
      const panel = page.getByTestId('booking-dialog');
      await expect(panel).toBeVisible();
      // The walk starts once the form is in its frame, as a visitor sees it. While the frame is still loading, Tab
      // stops once on the empty frame itself (still inside the dialog), which a busy CI machine once caught mid-walk.
      await expect(panel.frameLocator('iframe').getByText('Fake form')).toBeVisible();
      // Tab walks the dialog's controls in order and wraps from the last to the first, never leaving the dialog.
      // Each step waits for focus to settle: the form's frame is cross-origin, so moving focus past it is handed
      // between browser processes, and read at that moment the page's active element can be neither control.
      const order = [
        panel.getByRole('button', { name: 'Close booking dialog' }),
        panel.getByRole('region', { name: 'Booking form' }),
        panel.getByRole('link', { name: 'Open the form in a new tab' }),
        panel.getByRole('link', { name: `Call ${site.phone.display}` }),
      ];
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        await expect(order[i % order.length]!).toBeFocused();
      }
      // Shift+Tab walks back and wraps from the first to the last.
      await page.keyboard.press('Shift+Tab');
      await expect(order[0]!).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(order.at(-1)!).toBeFocused();
      // Closed again, as a visitor leaves it, before the next check opens it afresh.
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    });

    await test.step('replies to the provider with our URL, then follows its setHeight, and ignores hostile messages', async () => {
      await page.getByRole('link', { name: 'Book Your Session' }).click();
      const iframe = page.getByTestId('booking-dialog').locator('iframe');
      // The fake provider only sends setHeight:900 after it received our {type:'urls'} reply.
      await expect(iframe).toHaveCSS('height', '900px');
      const frame = page.frames().find((f) => f.url().startsWith(site.booking.formBaseUrl))!;
      const reply = await frame.evaluate(
        () => (window as unknown as { __reply: { origin: string; data: { value: { docurl: string } } } }).__reply,
      );
      expect(reply.data.value.docurl).toBe(page.url());

      const post = (data: string) => frame.evaluate((d) => parent.postMessage(d, '*'), data);
      // Every height the frame is given from now on, in order.
      await iframe.evaluate((el: HTMLIFrameElement) => {
        const heights: string[] = [];
        (window as unknown as { __heights: string[] }).__heights = heights;
        new MutationObserver(() => heights.push(el.style.height)).observe(el, { attributes: true });
      });

      // From our own page (wrong origin and source): ignored.
      await page.evaluate((id) => window.postMessage(`setHeight:1500:${id}`, '*'), formId);
      // From the provider frame but for another form, malformed, or not a string: ignored.
      await post('setHeight:1400:999');
      await post('setHeight:abc:' + formId);
      await frame.evaluate(() => parent.postMessage({ type: 'setHeight', height: 1300 }, '*'));

      // Valid heights are clamped to at least 600 px. Messages are handled in the order they were sent, so once this
      // one has applied, the hostile ones before it have been handled too: the frame was given no other height.
      await post(`setHeight:120:${formId}`);
      await expect(iframe).toHaveCSS('height', '600px');
      expect(
        [...new Set(await page.evaluate(() => (window as unknown as { __heights: string[] }).__heights))].filter(
          (height) => height !== '900px' && height !== '600px',
        ),
        'heights set by hostile messages (the frame had 900 px, then the valid 120, clamped to 600)',
      ).toEqual([]);
      await post(`setHeight:1000:${formId}`);
      await expect(iframe).toHaveCSS('height', '1000px');

      // The form may ask the page to load a script; the page loads none, not even the helper the provider's own
      // embed code loads: the dialog does itself what that helper would. setMinHeight is one of those things.
      await post(`loadScript:https://evil.test/x.js:${formId}`);
      await post(`loadScript:http://cdn.jotfor.ms/x.js:${formId}`);
      await post(`loadScript:${PROVIDER_HELPER}:${formId}`);
      await post(`setMinHeight:1200:${formId}`);
      // Handled in order: once the minimum has applied, the loadScript messages before it have been handled too.
      await expect(iframe).toHaveCSS('min-height', '1200px');
      const origin = new URL(page.url()).origin;
      const scripts = await page
        .locator('script[src]')
        .evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
      expect(scripts.filter((src) => !src.startsWith(`${origin}/`))).toEqual([]);
      expect(thirdPartyRequests.filter((url) => !url.startsWith(site.booking.formBaseUrl))).toEqual([]);
      // The CSP allows the provider's frame: nothing was blocked, since nothing tried to load.
      expect(await cspViolations()).toEqual([]);
    });
  });

  test('a form that stays silent brings a note pointing to the new-tab link and the phone; a form that loads does not', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    // The form that loads: it answers our reply with its height, and the note never comes.
    await page.getByRole('link', { name: 'Book Your Session' }).click();
    const dialog = bookingDialog(page).panel;
    await expect(dialog.locator('iframe')).toHaveCSS('height', '900px');
    await page.clock.runFor(FORM_SILENCE_MS + 1000);
    await expect(dialog.getByRole('status')).toHaveText('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A form that never arrives (the connection dropped): after a while, a status says what else works.
    await page.route(`${site.booking.formBaseUrl}/**`, (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'Book Your Session' }).click();
    await expect(dialog.locator('iframe')).toBeAttached();
    await expect(dialog.getByRole('status')).toHaveText('');
    await page.clock.runFor(FORM_SILENCE_MS);
    await expect(dialog.getByRole('status')).toHaveText(ui.en.booking.slow);
    await expect(dialog.getByRole('link', { name: ui.en.booking.newTab })).toBeVisible();
  });
});
