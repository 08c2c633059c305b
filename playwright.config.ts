import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two checkouts run their browser suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 5199);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * Browser tests against the built app (`npm run build` first) served by the real server on an
 * in-memory database (or a fresh one on DATABASE_URL). Debian's Chromium only: never download one.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two by default; CI sets E2E_WORKERS (.ci/run says why it may differ).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  // Two suites side by side (.ci/run's PGlite and PostgreSQL passes) each keep their own artefacts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL,
    headless: true,
    // A failed test keeps a trace of DOM snapshots (trace viewer shows the page at every step) but
    // no screencast: the screencast encoded frames for every test, passed or failed, and took about
    // a third of the browser passes' CPU (Chromium and the runner: 55 CPU-s against 38 on the same
    // specs). The failure's own screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    // The app's service worker (issue 21) would answer some reads itself, out of page.route's sight;
    // only the offline specs, which test it, let it run (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Without these Chromium floods a closed network with update and sync connection attempts.
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node --import tsx e2e/support/serve.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM (not the default SIGKILL) so serve.ts can close the app and drop its test database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
