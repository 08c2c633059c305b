import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/support/chromium-flags';

// E2E_PORT lets two checkouts run their browser suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 5199);
const baseURL = `http://127.0.0.1:${PORT}`;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/**
 * Browser tests against the built app (`npm run build` first) served by the real server on an
 * in-memory database (or a fresh one on DATABASE_URL). Debian's Chromium only: never download one.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two by default; CI sets E2E_WORKERS (.ci/run says why it may differ).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A failed test fails the run: a second try would hide a race that a person on a slow phone
  // can hit too. A flake is fixed at its cause (decision 074).
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  globalSetup: './e2e/support/check-chromium-flags.ts',
  // Two suites side by side (.ci/run's PGlite and PostgreSQL passes) each keep their own artefacts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL,
    headless: true,
    // No trace by default: recording one for every test, passed or failed, took about 40 % of the
    // browser passes' CPU (Chromium and the runner on the same specs: 55 CPU-s with the screencast,
    // 38 with DOM snapshots only, 33 without). A failure leaves its screenshot and the page's
    // accessibility tree (error-context.md); `--trace retain-on-failure` records one when chasing it.
    trace: 'off',
    // The app's service worker would answer some reads itself, out of page.route's sight;
    // only the offline specs, which test it, let it run (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // The switches, and why each, in e2e/support/chromium-flags.ts; checked before the first test.
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  // Two projects, both run by `npm test`. The accessibility specs check markup, focus and keyboard
  // paths, which the database under the server does not change, so CI runs them in its PGlite
  // pass only; its PostgreSQL pass runs the app specs whose server path differs by database
  // (decision 073).
  projects: [
    { name: 'app', testIgnore: /\/a11y\//, use: desktop },
    { name: 'a11y', testMatch: /\/a11y\/.*\.spec\.ts$/, use: desktop },
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
