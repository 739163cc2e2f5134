import { defineConfig } from '@playwright/test';
import { testChromiumFlags, testChromiumPath } from './scripts/chromium-flags';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // One per core: a third worker made the whole suite slower (18 min instead of 13), the browser being CPU-bound.
  workers: 2,
  // The longest route test (load, scroll through, axe) takes 2 to 4 s on a quiet 2-core machine and a few times
  // that beside two busy loops. Nothing asserts a duration: a timeout only ends a hang, so it is generous, and a
  // passing test never waits for it.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: 0,
  forbidOnly: !!process.env.CI,
  // E2E_REPORT=<file.json> also writes each test's duration, to see where the suite's time goes.
  reporter: process.env.E2E_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_REPORT }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: testChromiumPath,
      args: testChromiumFlags,
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
