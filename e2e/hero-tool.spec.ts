import type { Page, Route } from '@playwright/test';
import { GENERATE_ENDPOINT, HERO_IMAGE_STORAGE_NAME, KEY_HEADER, KEY_STORAGE_NAME } from '@/lib/image-generation';
import { homeCopy } from '@/content/pages/home';
import { colorToken } from '@/lib/design-tokens';
import { devices } from './devices';
import { expect, scriptsArrived, test } from './fixtures';

const MESSAGES = homeCopy.en.heroTool.messages;
const KEY = 'AIzaSyTestKey_1234567890abcdef';
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
/** The generateContent endpoint, with or without a query (the key must never be in one: the tests check). */
const API = (url: URL) => `${url.origin}${url.pathname}` === GENERATE_ENDPOINT;

/** The theme's danger color as the browser reports a computed color. */
const DANGER = (() => {
  const hex = colorToken('danger-700');
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
})();

async function openTool(page: Page) {
  await page.getByRole('button', { name: 'Create a hero image' }).click();
  const form = page.locator('#hero-tool');
  await expect(form).toBeVisible();
  return form;
}

/** Mocks the generateContent endpoint (the real API is never called) and records what was sent. */
async function mockApi(page: Page, handler: (route: Route) => Promise<void> | void) {
  const calls: { url: string; key: string | undefined; body: unknown }[] = [];
  await page.route(API, async (route) => {
    const request = route.request();
    calls.push({ url: request.url(), key: (await request.allHeaders())[KEY_HEADER], body: request.postDataJSON() });
    await handler(route);
  });
  return calls;
}

/** Answers a generateContent call the way the API does with an image (a 1x1 PNG), with this status. */
function answerWithImage(route: Route, status = 200) {
  return route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify({
      candidates: [{ content: { parts: [{ inlineData: { mimeType: 'image/png', data: PNG_1PX } }] } }],
    }),
  });
}

test.describe('hero image tool', () => {
  test.beforeEach(({ thirdPartyRequests }) => void thirdPartyRequests);

  test('its code loads on the first toggle, not with the page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/');
    await scriptsArrived(page);
    await expect(page.locator('#hero-tool')).toHaveCount(0);
    expect(scripts.some((s) => s.includes('generativelanguage'))).toBe(false);
    await openTool(page);
    await expect.poll(() => scripts.some((s) => s.includes('generativelanguage'))).toBe(true);
    // The toggle hides and shows it again, under one name: aria-expanded says which.
    const toggle = page.getByRole('button', { name: 'Create a hero image' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(page.locator('#hero-tool')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.locator('#hero-tool')).toBeVisible();
  });

  test('validates the key: empty and invalid messages, red border, Generate disabled until valid', async ({ page }) => {
    await page.goto('/');
    const form = await openTool(page);
    const key = form.getByLabel('Gemini API key');
    const generate = form.getByRole('button', { name: 'Generate' });
    await expect(generate).toBeDisabled();
    // Disabled to a screen reader, yet reachable by Tab from the prompt; pressed, it says why in the key field.
    await form.getByLabel('Describe your image').focus();
    await page.keyboard.press('Tab');
    await expect(generate).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(key).toBeFocused();
    await expect(form.getByText('Please enter your Gemini API key')).toBeVisible();
    await expect(key).toHaveAccessibleDescription('Please enter your Gemini API key');
    await key.fill('AIza-too-short');
    await expect(form.getByText('Please enter a valid Gemini API key')).toBeVisible();
    await expect(key).toHaveAttribute('aria-invalid', 'true');
    await expect(key).toHaveCSS('border-top-color', DANGER);
    await expect(generate).toBeDisabled();
    await key.fill('XXXX' + 'y'.repeat(30));
    await expect(form.getByText('Please enter a valid Gemini API key')).toBeVisible();
    await key.fill('');
    await expect(form.getByText('Please enter your Gemini API key')).toBeVisible();
    await key.fill(KEY);
    await expect(form.getByTestId('key-error')).toHaveCount(0);
    await expect(key).toHaveAttribute('aria-invalid', 'false');
    await expect(generate).toBeEnabled();
  });

  test('success: sends the sanitised prompt with the key in a header, toasts, shows and saves the returned image, and remembers the key when asked', async ({
    page,
    cspViolations,
  }) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const calls = await mockApi(page, async (route) => {
      await gate;
      await answerWithImage(route);
    });
    await page.goto('/');
    const form = await openTool(page);
    await form.getByLabel('Gemini API key').fill(KEY);
    const remember = form.getByRole('checkbox', { name: 'Remember my key on this device' });
    await expect(remember).not.toBeChecked();
    // Before she ticks it, the box says what remembering means: where the key stays, unencrypted, and how to remove it.
    await expect(remember).toHaveAccessibleDescription(
      /in this browser, unencrypted.*Use a different key.*shared device/,
    );
    await remember.check();
    await form.getByLabel('Describe your image').fill('  <b>A {calm} spa</b> at dusk ');
    await form.getByRole('button', { name: 'Generate' }).click();
    // Pressed, the button stays where focus is while it works.
    await expect(form.getByRole('button', { name: 'Generating…' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Generating…' })).toBeFocused();
    release();
    await expect(page.getByText('Image generated successfully!').first()).toBeVisible();
    const dataUrl = `data:image/png;base64,${PNG_1PX}`;
    await expect(page.getByTestId('hero-generated-image')).toHaveAttribute('src', dataUrl);

    expect(calls).toHaveLength(1);
    // The key travels in the x-goog-api-key header, never in the address.
    expect(calls[0]!.url).toBe(GENERATE_ENDPOINT);
    expect(calls[0]!.url).not.toContain('key=');
    expect(calls[0]!.key).toBe(KEY);
    expect(calls[0]!.body).toEqual({
      contents: [{ parts: [{ text: 'bA calm spa/b at dusk' }] }],
      generationConfig: { temperature: 0.9, maxOutputTokens: 2048 },
    });
    const stored = await page.evaluate(
      ([k, h]) => [localStorage.getItem(k!), localStorage.getItem(h!)],
      [KEY_STORAGE_NAME, HERO_IMAGE_STORAGE_NAME],
    );
    expect(stored).toEqual([Buffer.from(KEY).toString('base64'), dataUrl]);

    // Next visit: the saved image is shown, and the key form is not offered again.
    await page.reload();
    await expect(page.getByTestId('hero-generated-image')).toHaveAttribute('src', dataUrl);
    const again = await openTool(page);
    await expect(again.getByLabel('Gemini API key')).toHaveCount(0);
    await expect(again.getByText('Using your saved Gemini API key.')).toBeVisible();
    await expect(again.getByRole('button', { name: 'Generate' })).toBeEnabled();
    // The CSP allows the API call and the generated image.
    expect(await cspViolations()).toEqual([]);
  });

  test('without "Remember my key" ticked (the default) the key is used for this visit only', async ({ page }) => {
    const calls = await mockApi(page, (route) => answerWithImage(route));
    await page.goto('/');
    const form = await openTool(page);
    await form.getByLabel('Gemini API key').fill(KEY);
    await form.getByLabel('Describe your image').fill('Desert dawn');
    await form.getByRole('button', { name: 'Generate' }).click();
    await expect(form.getByTestId('hero-tool-status')).toHaveText(MESSAGES.success);
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY_STORAGE_NAME)).toBeNull();
    // Still in the field for another image during this visit, and again sent in the header only.
    await expect(form.getByLabel('Gemini API key')).toHaveValue(KEY);
    await form.getByRole('button', { name: 'Generate' }).click();
    await expect.poll(() => calls.length).toBe(2);
    expect(calls.map((c) => [c.url, c.key])).toEqual([
      [GENERATE_ENDPOINT, KEY],
      [GENERATE_ENDPOINT, KEY],
    ]);
    await page.reload();
    await expect((await openTool(page)).getByLabel('Gemini API key')).toHaveValue('');
  });

  for (const [name, init] of [
    [
      'blocked (reading localStorage throws SecurityError)',
      () =>
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        }),
    ],
    [
      'full (every write throws QuotaExceededError)',
      () => {
        Storage.prototype.setItem = function () {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      },
    ],
  ] as const) {
    test(`storage ${name}: the tool works for this visit, says it cannot remember, and nothing throws`, async ({
      page,
      consoleErrors,
    }) => {
      await page.addInitScript(init);
      await mockApi(page, (route) => answerWithImage(route));
      await page.goto('/');
      const form = await openTool(page);
      await expect(form.getByTestId('storage-note')).toHaveText(homeCopy.en.heroTool.noStorage);
      await expect(form.getByRole('checkbox')).toHaveCount(0);
      await form.getByLabel('Gemini API key').fill(KEY);
      await form.getByLabel('Describe your image').fill('Desert dawn');
      await form.getByRole('button', { name: 'Generate' }).click();
      await expect(form.getByTestId('hero-tool-status')).toHaveText(MESSAGES.success);
      // Shown for this visit even though it could not be saved.
      await expect(page.getByTestId('hero-generated-image')).toHaveAttribute('src', `data:image/png;base64,${PNG_1PX}`);
      await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the Spanish tool offers "Recordar mi clave" and says so when storage is blocked', async ({ page }) => {
    const words = homeCopy.es.heroTool;
    await page.goto('/es');
    await page.getByRole('button', { name: words.show }).click();
    await expect(page.locator('#hero-tool').getByRole('checkbox', { name: words.remember })).not.toBeChecked();
    await page.addInitScript(() =>
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      }),
    );
    await page.reload();
    await page.getByRole('button', { name: words.show }).click();
    await expect(page.locator('#hero-tool').getByTestId('storage-note')).toHaveText(words.noStorage);
  });

  test('on the Spanish home it speaks Spanish: the toggle, the labels, the key check, the error and the success message', async ({
    page,
  }) => {
    const words = homeCopy.es.heroTool;
    let status = 429;
    await mockApi(page, (route) => answerWithImage(route, status));
    await page.goto('/es');
    await page.getByRole('button', { name: words.show }).click();
    const form = page.locator('#hero-tool');
    await expect(form.getByRole('heading', { name: words.title })).toBeVisible();
    const key = form.getByLabel(words.keyLabel);
    await key.fill('AIza-too-short');
    await expect(form.getByTestId('key-error')).toHaveText(words.messages.keyInvalid);
    await key.fill(KEY);
    await form.getByLabel(words.promptLabel).fill('Un spa al atardecer');
    await form.getByRole('button', { name: words.generate }).click();
    await expect(form.getByTestId('hero-tool-status')).toHaveText(words.messages.rateLimited);
    status = 200;
    await form.getByRole('button', { name: words.generate }).click();
    await expect(form.getByTestId('hero-tool-status')).toHaveText(words.messages.success);
    await expect(page.getByRole('region', { name: words.notifications })).toContainText(words.messages.success);
    await page.getByRole('button', { name: words.show }).click();
    await expect(form).toBeHidden();
  });

  test('success without an image uses the 1024x768 placeholder', async ({ page, cspViolations }) => {
    await page.route('https://picsum.photos/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from(PNG_1PX, 'base64') }),
    );
    await mockApi(page, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ candidates: [{ content: { parts: [{ text: 'ok' }] } }] }),
      }),
    );
    await page.goto('/');
    const form = await openTool(page);
    await form.getByLabel('Gemini API key').fill(KEY);
    await form.getByLabel('Describe your image').fill('Desert bloom');
    await form.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByTestId('hero-generated-image')).toHaveAttribute(
      'src',
      /^https:\/\/picsum\.photos\/1024\/768\?random=\d+$/,
    );
    expect(await page.evaluate((h) => localStorage.getItem(h), HERO_IMAGE_STORAGE_NAME)).toMatch(
      /^https:\/\/picsum\.photos\/1024\/768/,
    );
    await expect
      .poll(() =>
        page
          .getByTestId('hero-generated-image')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    expect(await cspViolations()).toEqual([]);
  });

  const failures: { name: string; respond: (route: Route) => Promise<void>; message: string }[] = [
    { name: 'HTTP 401', respond: (r) => r.fulfill({ status: 401, body: '{}' }), message: MESSAGES.unauthorized },
    {
      name: 'HTTP 403',
      respond: (r) => r.fulfill({ status: 403, body: '{}' }),
      message: 'Invalid API key. Please check your credentials.',
    },
    {
      name: 'HTTP 429',
      respond: (r) => r.fulfill({ status: 429, body: '{}' }),
      message: 'API rate limit exceeded. Please try again later.',
    },
    {
      name: 'HTTP 500',
      respond: (r) => r.fulfill({ status: 500, body: '{}' }),
      message: 'Failed to generate image. Please try again.',
    },
    {
      name: 'error field',
      respond: (r) =>
        r.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ error: { message: 'Model overloaded' } }),
        }),
      message: 'Failed to generate image: Model overloaded',
    },
    {
      name: 'error field without a message',
      respond: (r) => r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ error: {} }) }),
      message: 'Failed to generate image: Unknown error',
    },
    {
      name: 'network failure',
      respond: (r) => r.abort('internetdisconnected'),
      message: 'Network error. Please check your connection and try again.',
    },
    {
      name: 'unreadable response (outer handler)',
      respond: (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '<html>not json' }),
      message: 'Failed to generate image. Please check your API key and try again.',
    },
  ];
  for (const failure of failures) {
    test(`shows the catalogue message for ${failure.name}`, async ({ page }) => {
      await mockApi(page, failure.respond);
      await page.goto('/');
      const form = await openTool(page);
      await form.getByLabel('Gemini API key').fill(KEY);
      await form.getByLabel('Describe your image').fill('Soft morning light');
      await form.getByRole('button', { name: 'Generate' }).click();
      await expect(form.getByTestId('hero-tool-status')).toHaveText(failure.message);
      await expect(page.getByRole('listitem').filter({ hasText: failure.message })).toBeVisible();
      await expect(page.getByTestId('hero-generated-image')).toHaveCount(0);
      // A failed call does not save the key.
      expect(await page.evaluate((k) => localStorage.getItem(k), KEY_STORAGE_NAME)).toBeNull();
    });
  }

  test('an empty prompt gives "Invalid prompt provided" without calling the API', async ({ page }) => {
    const calls = await mockApi(page, (route) => route.fulfill({ status: 200, body: '{}' }));
    await page.goto('/');
    const form = await openTool(page);
    await form.getByLabel('Gemini API key').fill(KEY);
    await form.getByLabel('Describe your image').fill(' <{}> ');
    await form.getByRole('button', { name: 'Generate' }).click();
    await expect(form.getByTestId('hero-tool-status')).toHaveText('Invalid prompt provided');
    expect(calls).toHaveLength(0);
  });

  test('a stored key that fails decoding or validation is removed and the key form is offered', async ({ page }) => {
    await page.addInitScript((k) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(k, btoa('not-a-valid-key'));
        sessionStorage.setItem('seeded', '1');
      }
    }, KEY_STORAGE_NAME);
    await page.goto('/');
    const form = await openTool(page);
    await expect(form.getByLabel('Gemini API key')).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY_STORAGE_NAME)).toBeNull();
  });

  test('a stored invalid hero image URL is ignored', async ({ page }) => {
    await page.addInitScript((h) => localStorage.setItem(h, 'javascript:alert(1)'), HERO_IMAGE_STORAGE_NAME);
    await page.goto('/');
    await expect(page.locator('#hero h1')).toBeVisible();
    await expect(page.getByTestId('hero-generated-image')).toHaveCount(0);
  });
});

/**
 * How many live regions (what a screen reader speaks on change) hold this text: each message must be spoken once.
 */
function liveRegionsWith(page: Page, text: string) {
  return page.evaluate((t) => {
    const live = [
      ...document.querySelectorAll(
        '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], output',
      ),
    ];
    return live.filter((el) => el.textContent?.includes(t)).length;
  }, text);
}

for (const device of devices) {
  test.describe(`hero image tool messages (${device.name})`, () => {
    test.use(device.use);
    test.beforeEach(({ thirdPartyRequests }) => void thirdPartyRequests);

    test('"Generating…" and the result are each announced once, errors in the theme colors', async ({ page }) => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      await mockApi(page, async (route) => {
        await gate;
        await route.fulfill({ status: 429, body: '{}' });
      });
      await page.goto('/');
      const form = await openTool(page);
      const key = form.getByLabel('Gemini API key');
      await key.fill('AIza-too-short');
      // The key error is the theme's danger color, on the text and the field's border.
      await expect(form.getByTestId('key-error')).toHaveCSS('color', DANGER);
      await expect(key).toHaveCSS('border-top-color', DANGER);
      await key.fill(KEY);
      await form.getByLabel('Describe your image').fill('Soft morning light');
      await form.getByRole('button', { name: 'Generate' }).click();

      await expect(form.getByTestId('hero-tool-status')).toHaveText('Generating your image…');
      await expect.poll(() => liveRegionsWith(page, 'Generating your image…')).toBe(1);

      release();
      const message = 'API rate limit exceeded. Please try again later.';
      await expect(form.getByTestId('hero-tool-status')).toHaveText(message);
      await expect.poll(() => liveRegionsWith(page, message)).toBe(1);
      expect(await liveRegionsWith(page, 'Generating your image…'), 'the result replaces the generating message').toBe(
        0,
      );
      await expect(form.getByTestId('hero-tool-status')).toHaveCSS('color', DANGER);
      const toast = page.locator('[data-sonner-toast][data-type="error"]');
      await expect(toast).toHaveCSS('color', DANGER);
      await expect(toast).toHaveCSS('border-top-color', DANGER);
    });
  });
}
