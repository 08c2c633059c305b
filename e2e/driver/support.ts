/** What the driver specs share: a phone-sized session with a position, drivers, and paid jobs. */
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
import { apiSignIn, book, liveSocketReady, type Booked } from '../support/api';

export type { DriverAccount } from '../support/drivers';

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

export type Job = Booked;

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

export { apiSignIn, liveSocketReady };

/** The client books a Houston run (`extra` changes it) and pays in test mode: an open, confirmed job. */
export const paidJob = (client: APIRequestContext, extra: Record<string, unknown> = {}): Promise<Job> =>
  book(client, { ...HOUSTON_BOOKING, ...extra }, { paid: true });

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

/** The driver's steps from the job in hand to the door, in order. */
export const TO_THE_DOOR = ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered'] as const;
export type JobStatus = 'assigned' | (typeof TO_THE_DOOR)[number];

/**
 * A job at `status`: the client signed in on `client` books a paid Houston run (`extra` changes
 * it), the driver signed in on `driver` accepts it and takes every step up to `status`.
 */
export async function jobAt(
  driver: APIRequestContext,
  client: APIRequestContext,
  status: JobStatus,
  extra: Record<string, unknown> = {},
): Promise<Job> {
  const job = await paidJob(client, extra);
  const steps = TO_THE_DOOR.slice(0, TO_THE_DOOR.indexOf(status as (typeof TO_THE_DOOR)[number]) + 1);
  await take(driver, job, [...steps]);
  return { ...job, status };
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
