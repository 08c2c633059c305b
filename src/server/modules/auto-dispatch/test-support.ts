/** Shortcuts for the auto-dispatch tests: the rules, drivers placed at a distance, the log. */
import { eq } from 'drizzle-orm';
import type { AutoDispatchSettings, OrderAutoDispatchResponse } from '@domain/auto-dispatch';
import { drivers, orders } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { bookOrder, patchOrder } from '../../test/orders';
import { newDriver } from '../driver-jobs/test-support';

/** About 69 miles to a degree of latitude: drivers are placed due north of the pickup. */
const MILES_PER_DEGREE = 69.05;

export const setRules = (t: TestApp, admin: string, rules: Partial<AutoDispatchSettings>) =>
  t.request({
    method: 'PUT',
    url: '/api/admin/auto-dispatch',
    token: admin,
    payload: { enabled: true, offerTimeoutSeconds: 60, maxOffers: 3, maxActiveJobs: 1, ...rules },
  });

/** Takes every driver off shift, so only the drivers a test places are candidates. */
export const everyoneOffShift = (t: TestApp) => t.db.update(drivers).set({ status: 'offline' });

export interface Placed {
  token: string;
  driverId: number;
}

/**
 * A new approved driver on shift `miles` north of `pickup`, cold-chain capable unless told
 * otherwise; `approved: false` leaves it pending (put on shift directly, as it cannot itself).
 */
export async function placeDriver(
  t: TestApp,
  pickup: { latitude: number; longitude: number },
  miles: number,
  options: { coldChain?: boolean; approved?: boolean; onShift?: boolean } = {},
): Promise<Placed> {
  const approved = options.approved ?? true;
  const driver = await newDriver(t, approved && (options.onShift ?? true), approved);
  await t.db
    .update(drivers)
    .set({
      currentLatitude: (pickup.latitude + miles / MILES_PER_DEGREE).toFixed(6),
      currentLongitude: pickup.longitude.toFixed(6),
      locationUpdatedAt: new Date(),
      coldChain: options.coldChain ?? true,
      ...(approved ? {} : { status: 'available' as const }),
    })
    .where(eq(drivers.id, driver.driverId));
  return { token: driver.token, driverId: driver.driverId };
}

export async function pickupOf(t: TestApp, orderId: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return { latitude: Number(row!.pickupLatitude), longitude: Number(row!.pickupLongitude) };
}

/** Books an order and has dispatch approve it: the moment auto-dispatch acts. */
export async function confirmedOrder(
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

export async function logOf(t: TestApp, admin: string, orderId: number) {
  const response = await t.request({
    method: 'GET',
    url: `/api/admin/orders/${orderId}/auto-dispatch`,
    token: admin,
  });
  if (response.statusCode !== 200) throw new Error(`log failed: ${response.statusCode} ${response.body}`);
  return response.json() as OrderAutoDispatchResponse;
}

export const assign = (t: TestApp, admin: string, orderId: number, driverId: number) =>
  t.request({ method: 'POST', url: `/api/orders/${orderId}/assign`, token: admin, payload: { driverId } });

export const declineOffer = (t: TestApp, token: string, orderId: number, reason = 'Too far for me now') =>
  t.request({ method: 'POST', url: `/api/orders/${orderId}/decline`, token, payload: { reason } });

export const board = async (t: TestApp, token: string) =>
  (await t.request({ method: 'GET', url: '/api/orders/available', token })).json() as Array<{
    id: number;
    offerExpiresAt?: string;
  }>;

/** `seconds` from now: the clock the worker is given instead of sleeping. */
export const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
