/**
 * Debian's Chromium's command line for the browser tests (playwright.config.ts), and the check
 * that Playwright's own feature switches survive it (check-chromium-flags.ts).
 */

/**
 * Without these Chromium floods a closed network with update and sync connection attempts.
 * `--disable-gpu`: these machines have none; Chromium composites in software either way.
 */
const QUIET = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];

/**
 * The features Playwright 1.65 itself switches off (its chromiumSwitches.ts), repeated here because
 * Chromium keeps only the last `--disable-features` on its command line: ours comes after
 * Playwright's, so without these names it would silently turn them back on (route interception
 * across redirects and paint holding among them). check-chromium-flags.ts fails the run, naming
 * what is missing, when a Playwright upgrade adds to its list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156, headless included, builds the address bar's two suggestion popups as web pages
 * (chrome://omnibox-popup.top-chrome/) in a renderer of their own for every window it opens, and
 * every test opens at least one. Decision 040 measured it: about 1 CPU-s per window, and a quarter
 * of the browser passes' CPU. A test never types into an address bar.
 */
export const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  ...QUIET,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
];
