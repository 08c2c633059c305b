/**
 * Playwright global setup: before any test, start Chromium as the tests will and read back the
 * command line it was given (chrome://version). Chromium obeys only the last `--disable-features`,
 * so the run stops, in one line, if that one lacks a feature an earlier one (Playwright's own)
 * switched off, or lacks the omnibox popups it exists to switch off (chromium-flags.ts).
 */
import { chromium, type FullConfig } from '@playwright/test';
import { OMNIBOX_POPUPS } from './chromium-flags';

const featureSwitches = (commandLine: string) =>
  commandLine
    .split(/\s+/)
    .filter((part) => part.startsWith('--disable-features='))
    .map((part) => part.slice('--disable-features='.length).split(','));

export default async function checkChromiumFlags(config: FullConfig): Promise<void> {
  const launchOptions = config.projects[0]?.use.launchOptions ?? {};
  const browser = await chromium.launch({ ...launchOptions, headless: true });
  try {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    const switches = featureSwitches(commandLine);
    const obeyed = new Set(switches.at(-1) ?? []);
    const lost = switches
      .slice(0, -1)
      .flat()
      .filter((name) => !obeyed.has(name));
    const missing = OMNIBOX_POPUPS.filter((name) => !obeyed.has(name));
    if (lost.length > 0) {
      throw new Error(
        `Chromium obeys only the last --disable-features, which turns back on ${lost.join(', ')}: add them to PLAYWRIGHT_DISABLED_FEATURES in e2e/support/chromium-flags.ts`,
      );
    }
    if (missing.length > 0) {
      throw new Error(
        `Chromium was not given --disable-features=${missing.join(',')} (e2e/support/chromium-flags.ts)`,
      );
    }
  } finally {
    await browser.close();
  }
}
