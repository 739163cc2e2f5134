import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium-flags';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // A test that loads a page, scrolls through all of it and runs axe takes 10 to 20 s on a quiet 2-core machine
  // and nearly twice that while the machine is busy; 30 s ran out in CI. A hang still fails, a minute later.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    // The editor's local backend (e2e/admin.spec.ts runs decap-server) is allowed only by this local server.
    env: { PORT: String(PORT), CMS_LOCAL_BACKEND: '1' },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
