/**
 * At 390 px: a driver in a dead zone completes a pickup with a signature and writes to
 * the client; both wait on the phone (through a reload, with no network), then reach the server
 * once when the signal returns. If dispatch cancelled the job meanwhile, the driver is told.
 */
import {
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { DEMO } from '../support/accounts';
import { orderStatus } from '../support/api';
import { toasts } from '../support/pages';
import { driverWithJob, paidJob, signOnPad, step } from '../custody/support';
import {
  apiSignIn,
  driverTab,
  nextStepBar,
  phoneContext,
  signInDemoClient,
  type Job,
  pieceLabelsOf,
} from './support';
import { signUpDriver } from '../support/drivers';

/**
 * Each test gets a driver's phone (390 px, geolocation, service worker allowed) and an office:
 * a browser context with the demo client signed in. Both are closed whatever happens.
 */
const test = base.extend<{ phone: BrowserContext; office: BrowserContext }>({
  phone: async ({ browser, baseURL }, use) => {
    const phone = await phoneContext(browser, baseURL);
    await use(phone);
    await phone.close();
  },
  office: async ({ browser, baseURL }, use) => {
    const office = await browser.newContext({ baseURL });
    await signInDemoClient(office.request);
    await use(office);
    await office.close();
  },
});

// These specs are about the service worker: let it run (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
test.setTimeout(120_000);

type Trail = { positions: Array<{ latitude: number; longitude: number; recordedAt: string }> };
const trailOf = async (office: BrowserContext, job: Job) =>
  (await getJson<Trail>(office.request, `/api/orders/${job.id}/trail`)).positions;
const messagesOf = (office: BrowserContext, job: Job) =>
  getJson<Array<{ content: string }>>(office.request, `/api/orders/${job.id}/messages`);

/** What the server answers now, read as the office sees it. */
async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const answer = await request.get(url);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

const MESSAGE = 'In the basement now, no signal. Picked up, heading out.';
const status = (page: Page) => page.getByTestId('offline-status');

/** The driver's phone with the job started, the app installed and the job screen cached. */
async function phoneOnJob(phone: BrowserContext, job: Job): Promise<Page> {
  await driverWithJob(phone.request, job);
  await step(phone.request, job.id, 'pickup_scheduled');
  const page = await phone.newPage();
  await page.goto('/driver-dashboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // From now on the worker answers: the job list and the chat are kept for offline use.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await driverTab(page, 'Active Deliveries').click();
  await page.getByRole('button', { name: /^Messages/ }).click();
  await expect(page.getByText('No messages yet')).toBeVisible();
  return page;
}

/** The labels are read before going offline; the dialog is filled and confirmed offline. */
async function completePickupOffline(page: Page, labels: string[]): Promise<void> {
  await nextStepBar(page).getByRole('button', { name: 'Complete Pickup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Pickup?' });
  for (const label of labels) {
    await dialog.getByLabel('Piece label (scan or type)').fill(label);
    await dialog.getByLabel('Piece label (scan or type)').press('Enter');
  }
  await dialog.getByLabel('Name of the person handing over').fill('Front desk');
  await signOnPad(page, dialog.getByTestId('signature-pad'));
  await dialog.getByRole('button', { name: 'Confirm Pickup' }).click();
  await expect(toasts(page).getByText(/saved on this phone/)).toBeVisible();
  await expect(nextStepBar(page).getByRole('button', { name: 'Start Delivery' })).toBeVisible();
}

async function sendMessageOffline(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(MESSAGE);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByTestId('message-waiting')).toContainText(MESSAGE);
}

test('a pickup and a message made offline survive a reload and reach the client once', async ({
  phone,
  office,
}) => {
  const job = await paidJob(office.request, { serviceType: 'medical_prescription' });
  const page = await phoneOnJob(phone, job);
  const labels = await pieceLabelsOf(phone.request, job.id);

  await phone.setOffline(true);
  await expect(status(page)).toHaveText('Offline');
  await completePickupOffline(page, labels);
  await sendMessageOffline(page);
  await expect(status(page)).toHaveText('Offline — 2 actions waiting to sync');

  // A reload with no network: the app, the job and both waiting actions are still there.
  await page.reload();
  await expect(status(page)).toHaveText('Offline — 2 actions waiting to sync');
  await driverTab(page, 'Active Deliveries').click();
  await expect(nextStepBar(page).getByRole('button', { name: 'Start Delivery' })).toBeVisible();
  await page.getByRole('button', { name: /^Messages/ }).click();
  await expect(page.getByTestId('message-waiting')).toContainText(MESSAGE);
  // Nothing reached the server yet.
  expect(await orderStatus(office.request, job.id)).toBe('pickup_scheduled');

  const signedAt = Date.now();
  await phone.setOffline(false);
  await expect(status(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('message-waiting')).toHaveCount(0);
  await expect(page.getByTestId('message').filter({ hasText: MESSAGE })).toHaveCount(1);

  // The client sees the step and the message, each once.
  expect(await orderStatus(office.request, job.id)).toBe('pickup_complete');
  expect((await messagesOf(office, job)).filter((m) => m.content === MESSAGE)).toHaveLength(1);
  const custody = await getJson<{
    entries: Array<{ kind: string; content: { capturedAt: string; receivedAt: string } }>;
    verification: { valid: boolean };
  }>(office.request, `/api/orders/${job.id}/custody`);
  const pickups = custody.entries.filter((e) => e.kind === 'pickup_complete');
  expect(pickups).toHaveLength(1);
  // Signed before the network came back; received after.
  const { capturedAt, receivedAt } = pickups[0]!.content;
  expect(Date.parse(capturedAt)).toBeLessThan(signedAt);
  expect(Date.parse(receivedAt)).toBeGreaterThanOrEqual(Date.parse(capturedAt));
  expect(custody.verification.valid).toBe(true);
});

test('a pickup made offline on a job dispatch cancelled meanwhile is refused and explained', async ({
  browser,
  baseURL,
  phone,
  office,
}) => {
  const dispatch = await browser.newContext({ baseURL });
  try {
    await apiSignIn(dispatch.request, DEMO.admin);
    const job = await paidJob(office.request, { serviceType: 'medical_prescription' });
    const page = await phoneOnJob(phone, job);
    const labels = await pieceLabelsOf(phone.request, job.id);

    await phone.setOffline(true);
    await completePickupOffline(page, labels);
    await sendMessageOffline(page);

    const cancelled = await dispatch.request.patch(`/api/orders/${job.id}`, {
      data: { status: 'cancelled' },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    await phone.setOffline(false);
    const conflict = page.getByTestId('sync-conflict');
    await expect(conflict).toContainText(
      `#${job.displayNumber}: Complete Pickup, Message could not be applied`,
      { timeout: 30_000 },
    );
    await expect(conflict).toContainText('call dispatch');
    await expect(status(page)).toHaveCount(0);
    // Nothing of it was applied.
    expect(await orderStatus(office.request, job.id)).toBe('cancelled');
    expect(await messagesOf(office, job)).toHaveLength(0);
    await conflict.getByRole('button', { name: 'Dismiss' }).click();
    await expect(conflict).toHaveCount(0);
  } finally {
    await dispatch.close();
  }
});

/**
 * The phone's fixes stamped by the page's clock (page.clock), not by the browser's: Chromium
 * stamps an emulated position with the wall clock when it is set, and the trail is thinned by
 * those stamps. The last one heard is noted, so the spec knows when the app has it.
 */
function fixesOnThePageClock() {
  const heard: { latitude: number | null } = { latitude: null };
  Object.assign(window, { lastFixHeard: heard });
  const watch = Geolocation.prototype.watchPosition;
  Geolocation.prototype.watchPosition = function (success, error, options) {
    return watch.call(
      this,
      (position) => {
        heard.latitude = position.coords.latitude;
        success({ coords: position.coords, timestamp: Date.now() } as GeolocationPosition);
      },
      error,
      options,
    );
  };
}

const lastFixHeard = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { lastFixHeard: { latitude: number | null } }).lastFixHeard.latitude,
  );

/** The latitudes of the fixes the phone keeps for the job while it has no signal (offline-trail.ts). */
const keptLatitudes = (page: Page, job: Job) =>
  page.evaluate(
    (orderId) =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('medlink-trail');
        // The app makes the store with its first kept fix; asked earlier, make it as the app would.
        open.onupgradeneeded = () => open.result.createObjectStore('positions');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('positions', 'readonly').objectStore('positions').get(orderId);
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            const kept = (read.result ?? []) as Array<{ latitude: number }>;
            resolve(kept.map((fix) => fix.latitude));
            db.close();
          };
        };
      }),
    job.id,
  );

test('positions taken without signal reach the map in one batch, thinned, in the order taken', async ({
  phone,
  office,
}) => {
  await phone.clock.install();
  await phone.addInitScript(fixesOnThePageClock);
  const job = await paidJob(office.request, { serviceType: 'medical_equipment' });
  const page = await phoneOnJob(phone, job);

  await phone.setOffline(true);
  // The page's time stands still from here but for the jumps below. It first moves on by the
  // thinning interval (OFFLINE_TRAIL_INTERVAL_MS, 15 s), past any fix taken before the signal went
  // (and past the 5 s a post waits after the last); then three fixes, the second too soon after
  // the first.
  await phone.clock.pauseAt((await page.evaluate(() => Date.now())) + 15_000);
  const fixes = [
    { latitude: 29.712, longitude: -95.398 },
    { latitude: 29.715, longitude: -95.396 },
    { latitude: 29.724, longitude: -95.39 },
  ];
  await phone.setGeolocation(fixes[0]!);
  await expect.poll(() => keptLatitudes(page, job)).toContain(fixes[0]!.latitude);
  await phone.clock.fastForward(6_000);
  await phone.setGeolocation(fixes[1]!);
  await expect.poll(() => lastFixHeard(page)).toBe(fixes[1]!.latitude);
  await phone.clock.fastForward(11_000);
  await phone.setGeolocation(fixes[2]!);
  await expect.poll(() => keptLatitudes(page, job)).toContain(fixes[2]!.latitude);
  expect(await keptLatitudes(page, job)).not.toContain(fixes[1]!.latitude);
  await phone.clock.resume();
  // None of them has reached the server.
  const offline = new Set(fixes.map((fix) => fix.latitude));
  expect((await trailOf(office, job)).filter((p) => offline.has(p.latitude))).toEqual([]);

  await phone.setOffline(false);
  await expect
    .poll(() => trailOf(office, job), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([expect.objectContaining(fixes[0]!), expect.objectContaining(fixes[2]!)]),
    );
  const trail = await trailOf(office, job);
  expect(trail.some((p) => p.latitude === fixes[1]!.latitude)).toBe(false);
  const times = trail.map((p) => Date.parse(p.recordedAt));
  expect([...times].sort((a, b) => a - b)).toEqual(times);

  // The client's tracking map draws the line with the gap filled.
  const client = await office.newPage();
  await client.goto(`/tracking?orderId=${job.id}`);
  // The map is its own lazy chunk: on a busy machine it alone took 10 s to appear.
  await expect
    .poll(async () => Number(await client.getByTestId('delivery-map').getAttribute('data-trail-points')), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(2);
});

// Lighthouse 12 dropped its PWA category; this asks Chrome itself, the source Lighthouse used.
test('the driver screen is installable: Chrome finds no installability error', async ({ phone }) => {
  await signUpDriver(phone.request, { onShift: true });
  const page = await phone.newPage();
  await page.goto('/driver-dashboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const manifest = await (await phone.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'MedLink Courier', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  const cdp = await phone.newCDPSession(page);
  // Playwright's contexts are incognito profiles, where Chrome never offers installation; that
  // one error is about the test browser. Any other (manifest, icons, worker, secure origin) fails.
  const appErrors = async () => {
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    return installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
  };
  await expect.poll(appErrors).toEqual([]);
});
