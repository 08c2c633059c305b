/**
 * A driver who signs up is pending until dispatch approves it, and before
 * accepting a job a driver sees its area and distance, never contacts or the street.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWAITING_APPROVAL, APPROVAL_REJECTED } from '@domain/driver-vetting';
import { auditLog, orders } from '../../db/schema/index';
import { HOUSTON_BOOKING } from '../../test/orders';
import {
  accept,
  driverTestApp,
  newDriver,
  openJob,
  postLocation,
  setShift,
  statusOf,
  type TestDriver,
} from '../driver-jobs/test-support';

type Ctx = Awaited<ReturnType<typeof driverTestApp>>;
let c: Ctx;
let job: number;
beforeAll(async () => {
  c = await driverTestApp();
  job = await openJob(c.t, c.client, c.admin);
});
afterAll(async () => c.t.close());

const approve = (token: string, driverId: number) => c.t.as(token).post(`/api/drivers/${driverId}/approve`);
const reject = (token: string, driverId: number, payload?: object) =>
  c.t.as(token).post(`/api/drivers/${driverId}/reject`, payload ?? {});
const auditOf = (action: string, driverId: number) =>
  c.t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, action), eq(auditLog.entityType, 'driver'), eq(auditLog.entityId, driverId)),
    );

/** Every call a pending driver must be refused, with what it would have done. */
async function expectBlocked(d: TestDriver, message: string | RegExp) {
  const calls = [
    await c.t.as(d.token).get('/api/orders/available'),
    await accept(c.t, d.token, job),
    await postLocation(c.t, d.token, job, { latitude: 29.75, longitude: -95.36 }),
    await c.t.as(d.token).post('/api/driver/location', { latitude: 29.75, longitude: -95.36 }),
    await setShift(c.t, d.token, 'available'),
  ];
  for (const response of calls) {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().message).toMatch(message);
  }
  // An open job is not its to read either, and nothing was taken.
  expect((await c.t.as(d.token).get(`/api/orders/${job}`)).statusCode).toBe(404);
  expect(await statusOf(c.t, job)).toBe('confirmed');
}

describe('driver vetting', () => {
  it('tells a new driver at sign-up that it awaits approval, and the demo driver is approved', async () => {
    const d = await newDriver(c.t, false, false);
    const me = (await c.t.as(d.token).get('/api/auth/me')).json();
    expect(me.driverApproval).toBe('pending');
    expect((await c.t.as(c.driver).get('/api/auth/me')).json().driverApproval).toBe('approved');
  });

  it('refuses a pending driver the board, accept, location and going on shift with 403 and a message', async () => {
    const d = await newDriver(c.t, false, false);
    await expectBlocked(d, AWAITING_APPROVAL);
  });

  it('lets an admin approve; approval works at once and is idempotent and audited once', async () => {
    const d = await newDriver(c.t, false, false);
    expect((await approve(c.admin, 2_000_000)).statusCode).toBe(404);
    const first = await approve(c.admin, d.driverId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ driverId: d.driverId, approvalStatus: 'approved' });
    expect((await approve(c.admin, d.driverId)).statusCode).toBe(200);
    expect(await auditOf('driver_approve', d.driverId)).toHaveLength(1);
    // Same session, no sign-in again: the approval counts from the next request.
    expect((await setShift(c.t, d.token, 'available')).statusCode).toBe(200);
    expect((await c.t.as(d.token).get('/api/orders/available')).statusCode).toBe(200);
  });

  it('rejects with a reason the driver then reads; the reason is required', async () => {
    const d = await newDriver(c.t, false, false);
    const missing = await reject(c.admin, d.driverId);
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('reason');
    const reason = '<b>Licence</b> expired';
    const rejected = await reject(c.admin, d.driverId, { reason });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ approvalStatus: 'rejected', rejectionReason: reason });
    const me = (await c.t.as(d.token).get('/api/auth/me')).json();
    expect(me).toMatchObject({ driverApproval: 'rejected', driverRejectionReason: reason });
    await expectBlocked(d, APPROVAL_REJECTED);
    expect(await auditOf('driver_reject', d.driverId)).toHaveLength(1);
  });

  it('lists pending drivers for the console', async () => {
    const d = await newDriver(c.t, false, false);
    const list = await c.t.as(c.admin).get('/api/drivers/applications');
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((a: { driverId: number }) => a.driverId);
    expect(ids).toContain(d.driverId);
    expect(list.json().every((a: { approvalStatus: string }) => a.approvalStatus === 'pending')).toBe(true);
    expect((await c.t.as(c.admin).get('/api/drivers/applications?status=nope')).statusCode).toBe(400);
  });

  it('does not let dispatch assign a job to a pending driver', async () => {
    const d = await newDriver(c.t, false, false);
    const assigned = await c.t.as(c.admin).post(`/api/orders/${job}/assign`, { driverId: d.driverId });
    expect(assigned.statusCode).toBe(409);
    expect(await statusOf(c.t, job)).toBe('confirmed');
  });
});

describe('what a driver sees of a job before and after accepting it', () => {
  const secrets = [
    HOUSTON_BOOKING.pickupContactName,
    HOUSTON_BOOKING.pickupContactPhone,
    HOUSTON_BOOKING.deliveryContactName,
    HOUSTON_BOOKING.deliveryContactPhone,
    '6565 Fannin',
    '1200 Main',
  ];

  it('shows the area and distance on the board and the open job, no contacts or street', async () => {
    const d = await newDriver(c.t);
    const id = await openJob(c.t, c.client, c.admin, { specialInstructions: 'Ask for Maria at door 3' });
    await c.t.as(d.token).post('/api/driver/location', { latitude: 29.75, longitude: -95.36 });
    const board = await c.t.as(d.token).get('/api/orders/available');
    const card = board.json().find((o: { id: number }) => o.id === id);
    expect(card).toMatchObject({
      pickupAddress: 'Houston, TX 77030',
      deliveryAddress: 'Houston, TX 77002',
      pickupContactName: null,
      pickupContactPhone: null,
      deliveryContactName: null,
      deliveryContactPhone: null,
      specialInstructions: null,
      pickupLatitude: '29.71',
      distanceToPickup: expect.stringMatching(/^\d+\.\d$/),
    });
    expect(card.client).toBeUndefined();
    const detail = await c.t.as(d.token).get(`/api/orders/${id}`);
    expect(detail.statusCode).toBe(200);
    for (const body of [board.body, detail.body]) {
      for (const secret of [...secrets, 'Maria', '713-555']) expect(body).not.toContain(secret);
    }

    expect((await accept(c.t, d.token, id)).statusCode).toBe(200);
    const mine = (await c.t.as(d.token).get(`/api/orders/${id}`)).json();
    expect(mine).toMatchObject({
      pickupAddress: HOUSTON_BOOKING.pickupAddress,
      deliveryContactName: HOUSTON_BOOKING.deliveryContactName,
      deliveryContactPhone: HOUSTON_BOOKING.deliveryContactPhone,
      specialInstructions: 'Ask for Maria at door 3',
    });
    const [row] = await c.t.db.select({ d: orders.driverId }).from(orders).where(eq(orders.id, id));
    expect(row!.d).toBe(d.driverId);
  });
});
