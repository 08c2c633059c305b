/** Shortcuts for the driver app's tests: sign-ins, new drivers on shift, open jobs, walking a run. */
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { drivers, locationUpdates, orders, trackingEvents } from '../../db/schema/index';
import { createTestApp, DEMO, uniqueName, type TestApp } from '../../test/helper';
import { bookOrder, HAND_OVERS, handOverProof, patchOrder, pieceLabels } from '../../test/orders';

export async function driverTestApp(env: Record<string, string> = {}) {
  // Some files register a dozen drivers; the per-address sign-up limit is not what they test.
  const t = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '1000', ...env });
  const [admin, client, driver] = await Promise.all([
    t.login(DEMO.admin.username, DEMO.admin.password),
    t.login(DEMO.client.username, DEMO.client.password),
    t.login(DEMO.driver.username, DEMO.driver.password),
  ]);
  const me = await t.request({ method: 'GET', url: '/api/auth/me', token: driver });
  return { t, admin, client, driver, driverId: me.json().driverId as number };
}

export interface TestDriver {
  token: string;
  driverId: number;
  userId: number;
}

/**
 * A new driver account through the public sign-up, approved by dispatch (written directly: the
 * vetting tests go through the API) and put on shift (new drivers start offline). `approved`
 * false leaves it pending, as sign-up does.
 */
export async function newDriver(t: TestApp, onShift = true, approved = true): Promise<TestDriver> {
  const username = uniqueName('drv');
  const response = await t.signUp({
    username,
    email: `${username}@example.com`,
    password: 'Driver-pass1',
    firstName: 'Test',
    lastName: 'Driver',
    role: 'driver',
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const { user, sessionToken } = response.json();
  if (approved) await approveDirectly(t, user.driverId);
  if (onShift) {
    const shift = await setShift(t, sessionToken, 'available');
    if (shift.statusCode !== 200) throw new Error(`shift failed: ${shift.statusCode} ${shift.body}`);
  }
  return { token: sessionToken, driverId: user.driverId, userId: user.id };
}

export const approveDirectly = (t: TestApp, driverId: number) =>
  t.db
    .update(drivers)
    .set({ approvalStatus: 'approved', reviewedAt: new Date() })
    .where(eq(drivers.id, driverId));

export const setShift = (t: TestApp, token: string, status: string) =>
  t.request({ method: 'PATCH', url: '/api/driver/status', token, payload: { status } });

/** A booked, approved job with no driver: what the job board lists. */
export async function openJob(
  t: TestApp,
  client: string,
  admin: string,
  overrides: Record<string, unknown> = {},
) {
  const id = await bookOrder(t, client, overrides);
  const approved = await patchOrder(t, admin, id, 'confirmed');
  if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.statusCode} ${approved.body}`);
  return id;
}

export const accept = (t: TestApp, token: string, orderId: number, payload: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: `/api/orders/${orderId}/accept`, token, payload });

/**
 * A new driver on shift holding a freshly accepted job: `client`'s booking (with `overrides`),
 * approved by `admin`.
 */
export async function acceptedJob(
  t: TestApp,
  client: string,
  admin: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; d: TestDriver }> {
  const id = await openJob(t, client, admin, overrides);
  const d = await newDriver(t);
  expect((await accept(t, d.token, id)).statusCode).toBe(200);
  return { id, d };
}

/**
 * The driver's next step; at the hand-overs it sends valid proof unless told otherwise (null: none),
 * and scans every piece of the order.
 */
export const step = async (
  t: TestApp,
  token: string,
  orderId: number,
  status: string,
  proof: Record<string, unknown> | null | undefined = handOverProof(status),
) =>
  t.request({
    method: 'PATCH',
    url: `/api/orders/${orderId}/status`,
    token,
    payload: {
      status,
      ...(proof ? { proof } : {}),
      ...(HAND_OVERS.has(status) ? { scans: await pieceLabels(t, orderId) } : {}),
    },
  });

export const postLocation = (t: TestApp, token: string, orderId: number, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/orders/${orderId}/location`, token, payload });

export const statusOf = async (t: TestApp, id: number) =>
  (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;

export const driverRow = async (t: TestApp, driverId: number) =>
  (await t.db.select().from(drivers).where(eq(drivers.id, driverId)))[0]!;

/** The stored positions of these jobs, in the order they were written (by id). */
export const fixesOf = (t: TestApp, orderIds: number | number[]) =>
  t.db
    .select()
    .from(locationUpdates)
    .where(inArray(locationUpdates.orderId, [orderIds].flat()))
    .orderBy(locationUpdates.id);

export const trackingOf = (t: TestApp, id: number) =>
  t.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, id)).orderBy(trackingEvents.id);
