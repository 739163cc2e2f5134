/**
 * Signing in to the deployed editor with Git Gateway (the default backend of content/cms.ts): Netlify's identity
 * widget, bundled into /admin, completes an invitation and a password reset and is the sign-in form behind Decap's
 * login button. Netlify Identity itself is mocked at the network layer (/.netlify/identity/**); each test follows the
 * screen up to the call to the host and checks what that call carries. No CSP violation, no other request.
 */
import { type Page, type Route } from '@playwright/test';
import { cms } from '@/content/cms';
import { DEFAULT_LOCAL_BACKEND_PORT } from '@/lib/cms-config';
import { expect, test } from './fixtures';

test.skip(cms.backend.name !== 'git-gateway', 'content/cms.ts names another backend');

type Call = { method: string; path: string; body: string };

/** A Netlify Identity double: settings, then whatever the widget posts, recorded. */
async function mockIdentity(page: Page) {
  const calls: Call[] = [];
  await page.route('**/.netlify/identity/**', async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname.replace('/.netlify/identity', '');
    calls.push({ method: request.method(), path, body: request.postData() ?? '' });
    if (path === '/settings') {
      return route.fulfill({
        json: {
          external: { github: false, gitlab: false, google: false, bitbucket: false, email: true },
          disable_signup: true,
          autoconfirm: false,
        },
      });
    }
    if (path === '/verify' || path === '/token') {
      return route.fulfill({
        json: {
          access_token: 'test-access-token',
          token_type: 'bearer',
          expires_in: 3600,
          refresh_token: 'test-refresh',
        },
      });
    }
    if (path === '/user') {
      return route.fulfill({
        json: {
          id: 'u1',
          email: 'editor@example.com',
          user_metadata: { full_name: 'Test Editor' },
          app_metadata: { provider: 'email' },
        },
      });
    }
    return route.fulfill({ status: 404, json: { msg: 'not mocked' } });
  });
  // On localhost Decap first looks for `npm run cms`'s local backend: there is none here.
  await page.route(`http://127.0.0.1:${DEFAULT_LOCAL_BACKEND_PORT}/**`, (route) => route.abort());
  return calls;
}

const widget = (page: Page) => page.frameLocator('#netlify-identity-widget');

test.describe('signing in to /admin through Netlify Identity', () => {
  test.beforeEach(async ({ page }) => {
    // /admin is not a site page: it never sets data-hydrated, so wait for the editor's own markup instead.
    page.goto = (
      (goto) => (url: string, options?: Parameters<Page['goto']>[1]) =>
        goto(url, { waitUntil: 'commit', ...options })
    )(page.goto.bind(page));
  });

  test('an invitation link shows the set-password form, and submitting it verifies the token with the new password', async ({
    page,
    cspViolations,
    thirdPartyRequests,
  }) => {
    const calls = await mockIdentity(page);
    await page.goto('/admin#invite_token=invite-abc');
    const frame = widget(page);
    const password = frame.locator('input[name="password"]');
    await expect(password).toBeVisible({ timeout: 20_000 });
    // Only the password is asked for: the invitation already names the e-mail address.
    await expect(frame.locator('input[name="email"]')).toHaveCount(0);
    await password.fill('a-long-new-password');
    await frame.locator('button[type="submit"]').click();
    await expect.poll(() => calls.find((c) => c.method === 'POST' && c.path === '/verify')?.body).toBeTruthy();
    const verify = JSON.parse(calls.find((c) => c.path === '/verify')!.body);
    expect(verify).toEqual({ token: 'invite-abc', password: 'a-long-new-password', type: 'signup' });
    // The token leaves the address bar once it is read.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(await cspViolations()).toEqual([]);
    expect(thirdPartyRequests).toEqual([]);
  });

  test('a password-reset link verifies the recovery token, then asks for the new password and saves it', async ({
    page,
    cspViolations,
    thirdPartyRequests,
  }) => {
    const calls = await mockIdentity(page);
    await page.goto('/admin#recovery_token=recover-xyz');
    await expect
      .poll(() => calls.find((c) => c.method === 'POST' && c.path === '/verify')?.body, { timeout: 20_000 })
      .toBeTruthy();
    expect(JSON.parse(calls.find((c) => c.path === '/verify')!.body)).toEqual({
      token: 'recover-xyz',
      type: 'recovery',
    });
    // The verified editor is asked for a new password before the editor signs in with the link.
    const password = widget(page).locator('input[name="password"]');
    await expect(password).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login with Netlify Identity' })).toHaveCount(0);
    await password.fill('a-new-password');
    await widget(page).locator('button[type="submit"]').click();
    await expect.poll(() => calls.find((c) => c.method === 'PUT' && c.path === '/user')?.body).toBeTruthy();
    expect(JSON.parse(calls.find((c) => c.method === 'PUT' && c.path === '/user')!.body)).toEqual({
      password: 'a-new-password',
    });
    expect(await cspViolations()).toEqual([]);
    expect(thirdPartyRequests).toEqual([]);
  });

  test("the editor's login button opens the widget's sign-in form, which asks Netlify Identity for a token", async ({
    page,
    cspViolations,
    thirdPartyRequests,
  }) => {
    const calls = await mockIdentity(page);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Login with Netlify Identity' }).click({ timeout: 20_000 });
    const frame = widget(page);
    await frame.locator('input[name="email"]').fill('editor@example.com');
    await frame.locator('input[name="password"]').fill('the-password');
    await frame.locator('button[type="submit"]').click();
    await expect.poll(() => calls.find((c) => c.method === 'POST' && c.path === '/token')?.body).toBeTruthy();
    const token = new URLSearchParams(calls.find((c) => c.path === '/token')!.body);
    expect(Object.fromEntries(token)).toEqual({
      grant_type: 'password',
      username: 'editor@example.com',
      password: 'the-password',
    });
    expect(await cspViolations()).toEqual([]);
    expect(thirdPartyRequests).toEqual([]);
  });

  test("Netlify's e-mail templates send the invited and the resetting editor to /admin, where the widget runs", async ({
    request,
  }) => {
    for (const [name, hash] of [
      ['invitation', 'invite_token'],
      ['recovery', 'recovery_token'],
    ]) {
      const res = await request.get(`/admin/emails/${name}.html`);
      expect(res.status(), name).toBe(200);
      expect(await res.text(), name).toContain(`href="{{ .SiteURL }}/admin#${hash}={{ .Token }}"`);
    }
  });
});
