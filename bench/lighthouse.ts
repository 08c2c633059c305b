/**
 * Lighthouse (the npm package, driving Debian's Chromium) on /login and, signed in as the demo
 * client, /dashboard: the production build served by the real server with demo data. Prints the
 * four category scores and the load figures behind the performance score. Lighthouse's default
 * mobile profile: a mid-range phone on a slow 4G link, simulated, so the figures are comparable.
 *
 *   node --import tsx bench/lighthouse.ts
 *
 * CHROME_PATH (default /usr/bin/chromium); LIGHTHOUSE_REPORT_DIR=dir writes each page's full report
 * there (login.json, dashboard.json) to read what holds the score. LIGHTHOUSE_WEB_ROOT=dir serves a
 * web build made beforehand (vite build --outDir dir) instead of building one, so two builds can be
 * measured in turn with the same server; LIGHTHOUSE_PAGES=/dashboard measures only the pages named
 * (comma-separated). Nothing leaves the machine: the server listens on
 * 127.0.0.1 and Chromium runs with background networking off.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { recordGoal } from './goal-support';
import { printTable } from './table-support';
import { demoClientCookie, serveWebBuild } from './web-support';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
] as const;
/** Scores (0-100) a release must reach; bench/README.md says why. Performance is per page, below. */
const MIN_SCORE: Record<(typeof CATEGORIES)[number], number> = {
  performance: 0,
  accessibility: 95,
  'best-practices': 90,
  seo: 80,
};

const watchdog = setTimeout(() => {
  console.error('lighthouse: still running after 5 minutes, giving up');
  process.exit(1);
}, 5 * 60_000);
watchdog.unref();

const prebuilt = process.env.LIGHTHOUSE_WEB_ROOT;
const webRoot = prebuilt ?? mkdtempSync(join(tmpdir(), 'medlink-lighthouse-'));
if (!prebuilt) {
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', webRoot, '--emptyOutDir'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}
const { base, close } = await serveWebBuild(webRoot);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

try {
  const cookie = await demoClientCookie(base);

  /** Page, request headers, minimum performance score. */
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const pages = (
    [
      ['/login', {}, 95],
      ['/dashboard', { Cookie: cookie }, 90],
    ] satisfies [string, Record<string, string>, number][]
  ).filter(([path]) => !only || only.includes(path));
  const rows: string[][] = [];
  const blocking = new Map<string, number>();
  let below = 0;
  for (const [path, extraHeaders, minPerformance] of pages) {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      extraHeaders,
    });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(join(reportDir, `${path.slice(1)}.json`), JSON.stringify(result.lhr));
    }
    if (new URL(finalDisplayedUrl).pathname !== path) {
      throw new Error(`${path} ended on ${finalDisplayedUrl}: the page under test was not the one asked for`);
    }
    blocking.set(path, audits['total-blocking-time']?.numericValue ?? NaN);
    const scores = CATEGORIES.map((name) => Math.round((categories[name]?.score ?? 0) * 100));
    CATEGORIES.forEach((name, i) => {
      const min = name === 'performance' ? minPerformance : MIN_SCORE[name];
      if (scores[i]! < min) below++;
    });
    rows.push([
      path,
      ...scores.map(String),
      ...METRICS.map(([id]) => audits[id]?.displayValue ?? '?'),
      String(Math.round(result.lhr.environment.benchmarkIndex)),
    ]);
  }
  console.log('\nLighthouse 12, mobile profile (simulated slow 4G, 4x CPU slowdown)\n');
  printTable(['page', ...CATEGORIES, ...METRICS.map(([, label]) => label), 'benchmarkIndex'], rows);
  // Lighthouse's 4x slowdown multiplies this machine's own speed, so the scores move with it.
  console.log(
    "\nbenchmarkIndex: this machine's speed as Lighthouse measured it (higher is faster); its docs put" +
      ' the desktops its 4x slowdown is meant for at 1,000-2,000 and above.',
  );
  const perPage = pages.map(([path, , min]) => `${path} ${min}`).join(', ');
  const others = CATEGORIES.filter((c) => c !== 'performance').map((c) => `${c} ${MIN_SCORE[c]}`);
  console.log(`\nminimum scores: performance ${perPage}; ${others.join(', ')}`);
  recordBlockingRatio(blocking);
  if (below) {
    console.error(`${below} score(s) below the minimum`);
    process.exitCode = 1;
  }
} finally {
  chrome.kill();
  await close();
  if (!prebuilt) rmSync(webRoot, { recursive: true, force: true });
}

/** The dashboard's total blocking time over the login page's, both from this run. */
function recordBlockingRatio(blocking: Map<string, number>) {
  const login = blocking.get('/login');
  const dashboard = blocking.get('/dashboard');
  const id = 'dashboard-tbt';
  if (login === undefined || dashboard === undefined || Number.isNaN(login) || Number.isNaN(dashboard)) {
    recordGoal({ id, notMeasured: 'LIGHTHOUSE_PAGES left /login or /dashboard out, or no TBT was reported' });
    return;
  }
  const figures = `/dashboard TBT ${Math.round(dashboard)} ms, /login ${Math.round(login)} ms`;
  console.log(`\n${figures}: a ratio of ${login > 0 ? (dashboard / login).toFixed(2) : '-'} (goal <= 2)`);
  // Nothing blocking on either page is as good as it gets; a blocking dashboard beside a login
  // page that blocks for 0 ms has no ratio to speak of.
  if (login > 0) recordGoal({ id, ratio: dashboard / login, figures });
  else if (dashboard === 0) recordGoal({ id, ratio: 1, figures });
  else recordGoal({ id, notMeasured: `${figures}: no ratio to a login page that does not block` });
}
