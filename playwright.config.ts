// Cross-remote journeys in Debian's Chromium, over the production build served by the API
// server with a fresh database (scripts/e2e-server.mjs).
import { defineConfig } from '@playwright/test';
import { OVERRIDE_STORAGE_STATE, storageOrigins } from './e2e/remote-overrides';

const PORT = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: 'e2e',
  // A journey's whole budget. Journeys take 5–45 s on the 2-core machine CI runs on today, which
  // is ~2.7× slower than the one 45 s was set on (its type check took 3 min 18 s, was 1 min 12 s):
  // three long journeys ran out at 45 s there with nothing wrong. Machines differ up to 4×.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // One server, one database: journeys run one after another.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' },
    ],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
    trace: 'retain-on-failure',
    locale: 'en-US',
    // The service worker answers navigations itself, out of page.route's sight: journeys run
    // without it; its own spec (service-worker.spec.ts) allows it.
    serviceWorkers: 'block',
    // Journeys start as a visitor who already passed the entry warning; with
    // `pnpm e2e --remote`, also with the override cookie global-setup.ts wrote.
    storageState: process.env.E2E_REMOTE_OVERRIDES
      ? OVERRIDE_STORAGE_STATE
      : { cookies: [], origins: storageOrigins() },
  },
  globalSetup: './e2e/global-setup.ts',
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/settings.php`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
