import type { Page, Response, Route } from '@playwright/test';
import {
  GENERATE_ENDPOINT,
  HERO_IMAGE_STORAGE_NAME,
  KEY_HEADER,
  KEY_STORAGE_NAME,
} from '@/lib/browser/image-generation';
import { homeCopy } from '@/content/pages/home';
import { colorToken } from '@/site/design-tokens';
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

/**
 * The generateContent stub of a visit that makes several calls: each call gets the answer set when it arrives
 * (`stub.answer`), once the hold set by `holdAnswers` (if any) is released.
 */
async function mockApiPerCall(page: Page) {
  const stub: { answer: (route: Route) => Promise<void>; held: Promise<void> | null } = {
    answer: (route) => answerWithImage(route),
    held: null,
  };
  const calls = await mockApi(page, async (route) => {
    const { answer, held } = stub;
    await held;
    await answer(route);
  });
  return { stub, calls };
}

/** Holds the stub's answers from now on; the returned function lets them go. */
function holdAnswers(stub: { held: Promise<void> | null }) {
  let release!: () => void;
  stub.held = new Promise<void>((r) => (release = r));
  return () => {
    stub.held = null;
    release();
  };
}

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

/** The failure whose message is also checked for how it is announced and colored (once per device). */
const RATE_LIMITED = 'HTTP 429';

test.describe('hero image tool', () => {
  test.beforeEach(({ thirdPartyRequests }) => void thirdPartyRequests);

  test.describe('on the English home, on a desktop', () => {
    // The desktop of e2e/devices.ts (also the default viewport): its message checks are steps of this visit.
    test.use(devices[1].use);

    /**
     * One visit makes every check that needs no stored state, each call answered as its step sets; then two next
     * visits (reloads) check what the visit kept. Each call is held until its "Generating…" shows, so the message
     * checked after it is that call's, not the one before.
     */
    test('one visit: code on the first toggle, key checks, every failure message, success with and without "Remember my key", the placeholder; then the next visits', async ({
      page,
      cspViolations,
    }) => {
      // Many steps on one visit: the work of several tests, so the time a hang is allowed grows with it.
      test.slow();
      await page.route('https://picsum.photos/**', (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from(PNG_1PX, 'base64') }),
      );
      const { stub, calls } = await mockApiPerCall(page);
      const scripts: string[] = [];
      const onResponse = async (response: Response) => {
        if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
      };
      page.on('response', onResponse);
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Create a hero image' });
      const form = page.locator('#hero-tool');
      const key = form.getByLabel('Gemini API key');
      const prompt = form.getByLabel('Describe your image');
      const generate = form.getByRole('button', { name: 'Generate' });
      const status = form.getByTestId('hero-tool-status');
      const image = page.getByTestId('hero-generated-image');
      const storedKey = () => page.evaluate((k) => localStorage.getItem(k), KEY_STORAGE_NAME);
      const dataUrl = `data:image/png;base64,${PNG_1PX}`;

      await test.step('its code loads on the first toggle, not with the page', async () => {
        await scriptsArrived(page);
        await expect(page.locator('#hero-tool')).toHaveCount(0);
        expect(scripts.some((s) => s.includes('generativelanguage'))).toBe(false);
        await openTool(page);
        await expect.poll(() => scripts.some((s) => s.includes('generativelanguage'))).toBe(true);
        // The toggle hides and shows it again, under one name: aria-expanded says which.
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await toggle.click();
        await expect(page.locator('#hero-tool')).toBeHidden();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await toggle.click();
        await expect(page.locator('#hero-tool')).toBeVisible();
      });
      page.off('response', onResponse);

      await test.step('validates the key: empty and invalid messages, red border, Generate disabled until valid', async () => {
        await expect(generate).toBeDisabled();
        // Disabled to a screen reader, yet reachable by Tab from the prompt; pressed, it says why in the key field.
        await prompt.focus();
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

      await test.step('messages (desktop): the key error is the theme danger color, on the text and the field border', async () => {
        await key.fill('AIza-too-short');
        await expect(form.getByTestId('key-error')).toHaveCSS('color', DANGER);
        await expect(key).toHaveCSS('border-top-color', DANGER);
      });

      await test.step('an empty prompt gives "Invalid prompt provided" without calling the API', async () => {
        stub.answer = (route) => route.fulfill({ status: 200, body: '{}' });
        await key.fill(KEY);
        await prompt.fill(' <{}> ');
        await generate.click();
        await expect(status).toHaveText('Invalid prompt provided');
        expect(calls).toHaveLength(0);
      });

      for (const failure of failures) {
        await test.step(`shows the catalogue message for ${failure.name}`, async () => {
          stub.answer = failure.respond;
          const release = holdAnswers(stub);
          await key.fill(KEY);
          await prompt.fill('Soft morning light');
          await generate.click();
          await expect(status).toHaveText('Generating your image…');
          if (failure.name === RATE_LIMITED)
            await test.step('messages (desktop): "Generating…" is announced once', async () => {
              await expect.poll(() => liveRegionsWith(page, 'Generating your image…')).toBe(1);
            });
          release();
          await expect(status).toHaveText(failure.message);
          await expect(page.getByRole('listitem').filter({ hasText: failure.message })).toBeVisible();
          await expect(image).toHaveCount(0);
          // A failed call does not save the key.
          expect(await storedKey()).toBeNull();
          if (failure.name === RATE_LIMITED)
            await test.step('messages (desktop): the result is announced once, in place of "Generating…", in the theme colors', async () => {
              await expect.poll(() => liveRegionsWith(page, failure.message)).toBe(1);
              expect(
                await liveRegionsWith(page, 'Generating your image…'),
                'the result replaces the generating message',
              ).toBe(0);
              await expect(status).toHaveCSS('color', DANGER);
              // The one toast (each call replaces it): the error toast of this call.
              const toast = page.locator('[data-sonner-toast][data-type="error"]');
              await expect(toast).toHaveCSS('color', DANGER);
              await expect(toast).toHaveCSS('border-top-color', DANGER);
            });
        });
      }

      await test.step('without "Remember my key" ticked (the default) the key is used for this visit only: not saved, kept in the field, sent in the header', async () => {
        stub.answer = (route) => answerWithImage(route);
        const before = calls.length;
        await key.fill(KEY);
        await prompt.fill('Desert dawn');
        await generate.click();
        await expect(status).toHaveText(MESSAGES.success);
        expect(await storedKey()).toBeNull();
        // Still in the field for another image during this visit, and again sent in the header only.
        await expect(key).toHaveValue(KEY);
        const release = holdAnswers(stub);
        await generate.click();
        await expect.poll(() => calls.length - before).toBe(2);
        expect(calls.slice(before).map((c) => [c.url, c.key])).toEqual([
          [GENERATE_ENDPOINT, KEY],
          [GENERATE_ENDPOINT, KEY],
        ]);
        // The second image comes before the next step asks for one.
        await expect(status).toHaveText('Generating your image…');
        release();
        await expect(status).toHaveText(MESSAGES.success);
      });

      await test.step('success without an image uses the 1024x768 placeholder', async () => {
        stub.answer = (route) =>
          route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ candidates: [{ content: { parts: [{ text: 'ok' }] } }] }),
          });
        await key.fill(KEY);
        await prompt.fill('Desert bloom');
        await generate.click();
        // It showed the image of the step before: this is the placeholder that replaces it.
        await expect(image).toHaveAttribute('src', /^https:\/\/picsum\.photos\/1024\/768\?random=\d+$/);
        expect(await page.evaluate((h) => localStorage.getItem(h), HERO_IMAGE_STORAGE_NAME)).toMatch(
          /^https:\/\/picsum\.photos\/1024\/768/,
        );
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        expect(await cspViolations()).toEqual([]);
      });

      // The next visit.
      await page.reload();

      await test.step('without "Remember my key": on the next visit the key field is empty', async () => {
        await expect((await openTool(page)).getByLabel('Gemini API key')).toHaveValue('');
      });

      await test.step('success: sends the sanitised prompt with the key in a header, toasts, shows and saves the returned image, and remembers the key when asked', async () => {
        stub.answer = (route) => answerWithImage(route);
        const before = calls.length;
        const release = holdAnswers(stub);
        await key.fill(KEY);
        const remember = form.getByRole('checkbox', { name: 'Remember my key on this device' });
        await expect(remember).not.toBeChecked();
        // Before she ticks it, the box says what remembering means: where the key stays, unencrypted, and how to remove it.
        await expect(remember).toHaveAccessibleDescription(
          /in this browser, unencrypted.*Use a different key.*shared device/,
        );
        await remember.check();
        await prompt.fill('  <b>A {calm} spa</b> at dusk ');
        await generate.click();
        // Pressed, the button stays where focus is while it works.
        await expect(form.getByRole('button', { name: 'Generating…' })).toBeDisabled();
        await expect(form.getByRole('button', { name: 'Generating…' })).toBeFocused();
        release();
        await expect(page.getByText('Image generated successfully!').first()).toBeVisible();
        // It showed the saved placeholder until now.
        await expect(image).toHaveAttribute('src', dataUrl);

        const mine = calls.slice(before);
        expect(mine).toHaveLength(1);
        // The key travels in the x-goog-api-key header, never in the address.
        expect(mine[0]!.url).toBe(GENERATE_ENDPOINT);
        expect(mine[0]!.url).not.toContain('key=');
        expect(mine[0]!.key).toBe(KEY);
        expect(mine[0]!.body).toEqual({
          contents: [{ parts: [{ text: 'bA calm spa/b at dusk' }] }],
          generationConfig: { temperature: 0.9, maxOutputTokens: 2048 },
        });
        const stored = await page.evaluate(
          ([k, h]) => [localStorage.getItem(k!), localStorage.getItem(h!)],
          [KEY_STORAGE_NAME, HERO_IMAGE_STORAGE_NAME],
        );
        expect(stored).toEqual([Buffer.from(KEY).toString('base64'), dataUrl]);
        // The CSP allows the API call and the generated image.
        expect(await cspViolations()).toEqual([]);
      });

      // The next visit.
      await page.reload();

      await test.step('success with "Remember my key": the next visit shows the saved image and does not offer the key form again', async () => {
        await expect(image).toHaveAttribute('src', dataUrl);
        const again = await openTool(page);
        await expect(again.getByLabel('Gemini API key')).toHaveCount(0);
        await expect(again.getByText('Using your saved Gemini API key.')).toBeVisible();
        await expect(again.getByRole('button', { name: 'Generate' })).toBeEnabled();
        // The CSP allows the saved image.
        expect(await cspViolations()).toEqual([]);
      });
    });
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

  test('the Spanish home: the tool offers "Recordar mi clave", speaks Spanish (the toggle, the labels, the key check, the error and the success message), and says so when storage is blocked', async ({
    page,
  }) => {
    const words = homeCopy.es.heroTool;
    let status = 429;
    await mockApi(page, (route) => answerWithImage(route, status));
    await page.goto('/es');
    await page.getByRole('button', { name: words.show }).click();
    const form = page.locator('#hero-tool');

    await test.step('the Spanish tool offers "Recordar mi clave"', async () => {
      await expect(form.getByRole('checkbox', { name: words.remember })).not.toBeChecked();
    });

    await test.step('on the Spanish home it speaks Spanish: the toggle, the labels, the key check, the error and the success message', async () => {
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

    await test.step('the Spanish tool says so when storage is blocked', async () => {
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
  });

  test('stored values that cannot be used: an invalid hero image URL is ignored; a key that fails decoding or validation is removed and the key form is offered', async ({
    page,
  }) => {
    await page.addInitScript(
      ([k, h]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(k!, btoa('not-a-valid-key'));
          sessionStorage.setItem('seeded', '1');
        }
        localStorage.setItem(h!, 'javascript:alert(1)');
      },
      [KEY_STORAGE_NAME, HERO_IMAGE_STORAGE_NAME],
    );
    await page.goto('/');

    await test.step('a stored invalid hero image URL is ignored', async () => {
      await expect(page.locator('#hero h1')).toBeVisible();
      await expect(page.getByTestId('hero-generated-image')).toHaveCount(0);
    });

    await test.step('a stored key that fails decoding or validation is removed and the key form is offered', async () => {
      const form = await openTool(page);
      await expect(form.getByLabel('Gemini API key')).toBeVisible();
      expect(await page.evaluate((k) => localStorage.getItem(k), KEY_STORAGE_NAME)).toBeNull();
    });
  });
});

// The desktop's message checks are steps of the English home visit above (its 429 failure).
test.describe(`hero image tool messages (${devices[0].name})`, () => {
  test.use(devices[0].use);
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
    expect(await liveRegionsWith(page, 'Generating your image…'), 'the result replaces the generating message').toBe(0);
    await expect(form.getByTestId('hero-tool-status')).toHaveCSS('color', DANGER);
    const toast = page.locator('[data-sonner-toast][data-type="error"]');
    await expect(toast).toHaveCSS('color', DANGER);
    await expect(toast).toHaveCSS('border-top-color', DANGER);
  });
});
