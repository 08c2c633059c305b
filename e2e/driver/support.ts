/** What the driver specs share: a phone-sized session with a position, drivers, and paid jobs. */
import { randomBytes } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { DEMO } from '../support/accounts';
import { HOUSTON_BOOKING as SHARED_BOOKING } from '../support/bookings';
import { approveDriver } from '../support/vetting';
import { registerAccount } from '../support/sign-up';
import { apiSignIn, liveSocketReady } from '../support/api';

/** Two points in Houston the tests drive between: near the Medical Center pickup, then downtown. */
export const NEAR_PICKUP = { latitude: 29.7079, longitude: -95.3992 };
export const ON_THE_WAY = { latitude: 29.7301, longitude: -95.3851 };
export const NEAR_DELIVERY = { latitude: 29.7589, longitude: -95.3702 };

/** The shared Houston booking as medical equipment: it needs no proof of delivery (the proof
 * steps have their own specs in e2e/custody). */
export const HOUSTON_BOOKING = {
  ...SHARED_BOOKING,
  serviceType: 'medical_equipment',
  itemDescription: 'Wheelchair, folded',
  status: 'pending',
} as const;

export type Job = { id: number; displayNumber: string; status: string; totalCost: string };
export type DriverAccount = { username: string; password: string; driverId: number };

/**
 * A phone held in one hand: 390 px wide, touch, and (unless `located` is false) a granted
 * position the test can move with setGeolocation.
 */
export async function phoneContext(
  browser: Browser,
  baseURL: string | undefined,
  located = true,
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    ...(located ? { geolocation: NEAR_PICKUP, permissions: ['geolocation'] } : {}),
  });
}

/**
 * A fresh driver through the public sign-up (drivers start off shift), approved by dispatch unless
 * `approved` is false, signed in on `request`.
 */
export async function registerDriver(
  request: APIRequestContext,
  onShift: boolean,
  approved = true,
  names: { firstName: string; lastName: string } = { firstName: 'Dana', lastName: 'Runner' },
): Promise<DriverAccount> {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const account = { username: `e2e_drv_${tag}`, password: 'Driver-pass-123' };
  const response = await registerAccount(request, {
    data: {
      ...account,
      email: `e2e_drv_${tag}@example.test`,
      ...names,
      organizationName: '',
      role: 'driver',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { driverId: number } };
  if (approved) await approveDriver(user.driverId);
  if (onShift) {
    const shift = await request.patch('/api/driver/status', { data: { status: 'available' } });
    expect(shift.status(), await shift.text()).toBe(200);
  }
  return { ...account, driverId: user.driverId };
}

export { apiSignIn, liveSocketReady };

/** The client books a Houston run (`extra` changes it) and pays in test mode: an open, confirmed job. */
export async function paidJob(client: APIRequestContext, extra: Record<string, unknown> = {}): Promise<Job> {
  const booked = await client.post('/api/orders', { data: { ...HOUSTON_BOOKING, ...extra } });
  expect(booked.status(), await booked.text()).toBe(201);
  const job = (await booked.json()) as Job;
  const paid = await client.post('/api/test-payment', { data: { orderId: job.id } });
  expect(paid.status(), await paid.text()).toBe(200);
  return { ...job, status: 'confirmed' };
}

/** The same, as the client signed in on `request` books it. */
export const clientBooksPaidJob = (request: APIRequestContext) => paidJob(request);

/** The driver accepts `job` and takes `steps` through the API, each answered 200. */
export async function take(driver: APIRequestContext, job: Job, steps: string[] = []) {
  expect((await driver.post(`/api/orders/${job.id}/accept`, { data: {} })).status()).toBe(200);
  for (const status of steps) {
    const response = await driver.patch(`/api/orders/${job.id}/status`, {
      data: await stepBody(driver, job.id, status),
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

export const signInDemoClient = (request: APIRequestContext) => apiSignIn(request, DEMO.client);

export const driverTab = (page: Page, name: 'Available Jobs' | 'Active Deliveries' | 'Performance') =>
  page.getByRole('tablist', { name: 'Driver views' }).getByRole('tab', { name });

export const jobCard = (page: Page, job: Job) =>
  page.getByRole('region', { name: `Job #${job.displayNumber}` });
export const activeCard = (page: Page, job: Job) =>
  page.getByRole('region', { name: `Active delivery #${job.displayNumber}` });
export const nextStepBar = (page: Page) => page.getByRole('region', { name: 'Next step' });

/**
 * What the page's live sockets did, in order: each socket's opening and closing and the type of
 * each frame it heard. For failure messages: a frame never heard and a frame heard without its
 * effect on screen are different bugs.
 */
export function recordLiveFrames(page: Page): () => string {
  const heard: string[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/ws')) return;
    heard.push('socket opened');
    ws.on('framereceived', (frame) =>
      heard.push(/"type":"(\w+)"/.exec(String(frame.payload))?.[1] ?? 'frame'),
    );
    ws.on('close', () => heard.push('socket closed'));
  });
  return () => `the live sockets: ${heard.join(', ') || 'none opened'}`;
}

/**
 * The body of a driver's step sent through the API: at a hand-over it carries every piece's label,
 * read from the order as the driver sees it, as the phone's scan list would.
 */
export async function stepBody(
  driver: APIRequestContext,
  jobId: number,
  status: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  if (status !== 'pickup_complete' && status !== 'delivered') return { status, ...extra };
  return { status, scans: await pieceLabelsOf(driver, jobId), ...extra };
}

/** The labels of a job's pieces, as the driver's order answer gives them (piece 1 first). */
export async function pieceLabelsOf(request: APIRequestContext, jobId: number): Promise<string[]> {
  const order = await request.get(`/api/orders/${jobId}`);
  expect(order.status(), await order.text()).toBe(200);
  return ((await order.json()).pieces as { label: string }[]).map((p) => p.label);
}

/** Types each piece's label into the hand-over dialog and presses Enter, as a driver with a keyboard. */
export async function scanEveryPiece(dialog: Locator, request: APIRequestContext, jobId: number) {
  const labels = await pieceLabelsOf(request, jobId);
  const field = dialog.getByLabel('Piece label (scan or type)');
  for (const label of labels) {
    await field.fill(label);
    await field.press('Enter');
  }
  await expect(dialog.getByText(`Pieces: ${labels.length} of ${labels.length} scanned`)).toBeVisible();
}
