// End-to-end tests: the built renderer in Debian's Chromium against `passage web --demo`
// (test/e2e/global-setup.ts starts it). Playwright's own browsers are never downloaded.
import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: 'test/e2e',
  // Not test-results/ itself: Playwright empties its output folder, and vitest's report lives there.
  outputDir: 'test-results/e2e/output',
  globalSetup: './test/e2e/global-setup.ts',
  // One `passage web` serves every test; its backend is one process with one store.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // The first answers may wait for the in-process sandbox to load its datasets.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // .ci/run's runs at other instants name their own report (PASSAGE_E2E_REPORT); the summary adds them all.
  reporter: [['list'], ['json', { outputFile: process.env['PASSAGE_E2E_REPORT'] ?? 'test-results/playwright.json' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});
