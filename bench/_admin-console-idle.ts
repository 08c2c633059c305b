/**
 * What a busy server costs an idle dispatch console (decision 025): an admin's browser sits on
 * /admin-dashboard while a client books orders and dispatch approves and cancels them as fast as
 * the server allows; the script counts the page's API reads and its main-thread busy time (CDP
 * Performance.getMetrics TaskDuration) over the run. Not run by `npm run bench` (a helper): it
 * needs a built web app, given as WEB_ROOT (default dist/web), so two builds can be compared.
 *
 *   WEB_ROOT=dist/web IDLE_SECONDS=20 node --import tsx bench/_admin-console-idle.ts
 */
import { chromium, type APIRequestContext } from '@playwright/test';
import { startServer } from '../src/server/server';
import { PRODUCTION_SETTINGS } from './database-support';
import { HOUSTON_BOOKING } from '../e2e/support/bookings';

const SECONDS = Number(process.env.IDLE_SECONDS ?? 20);
const PORT = Number(process.env.IDLE_PORT ?? 5311);
const base = `http://127.0.0.1:${PORT}`;

const server = await startServer(
  {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    NODE_ENV: 'production',
    ...PRODUCTION_SETTINGS,
  },
  { webRoot: process.env.WEB_ROOT ?? 'dist/web' },
);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ baseURL: base, viewport: { width: 1440, height: 900 } });
  await page.goto('/login');
  const card = page.getByRole('region', { name: 'Sign In' });
  await card.getByLabel('Username').fill('admin');
  await card.getByLabel('Password').fill('admin123');
  await card.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/admin-dashboard');
  await page.getByText(/^Showing \d/).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(2_000);

  const reads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) reads.push(url.pathname);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!.value;

  const client = await browser.newContext({ baseURL: base });
  const admin = await browser.newContext({ baseURL: base });
  await login(client.request, 'client', 'client123');
  await login(admin.request, 'admin', 'admin123');

  const startTask = await taskSeconds();
  const started = Date.now();
  let changes = 0;
  // Three order changes per round (booked, approved, cancelled), each a frame or more to the console.
  while (Date.now() - started < SECONDS * 1000) {
    const booked = await client.request.post('/api/orders', {
      data: { ...HOUSTON_BOOKING, status: 'pending' },
    });
    const { id } = (await booked.json()) as { id: number };
    await admin.request.patch(`/api/orders/${id}`, { data: { status: 'confirmed' } });
    await admin.request.patch(`/api/orders/${id}`, { data: { status: 'cancelled' } });
    changes += 3;
  }
  const wall = (Date.now() - started) / 1000;
  await page.waitForTimeout(2_500); // the trailing refetches of the last window
  const busy = (await taskSeconds()) - startTask;
  const byPath = new Map<string, number>();
  for (const path of reads) byPath.set(path, (byPath.get(path) ?? 0) + 1);
  console.log(
    `web root ${process.env.WEB_ROOT ?? 'dist/web'}: ${changes} order changes in ${wall.toFixed(1)} s`,
  );
  console.log(
    `console: ${reads.length} API reads (${(reads.length / changes).toFixed(2)} per change), ` +
      `main thread busy ${busy.toFixed(2)} s of ${(wall + 2.5).toFixed(1)} s (${((100 * busy) / (wall + 2.5)).toFixed(1)} %)`,
  );
  for (const [path, n] of [...byPath].sort((a, b) => b[1] - a[1])) console.log(`  ${n}\t${path}`);
} finally {
  await browser.close();
  await server.close();
}

async function login(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  if (!response.ok()) throw new Error(`login ${username}: ${response.status()}`);
}
