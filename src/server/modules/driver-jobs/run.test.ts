import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOUR_JOB } from '@domain/driver';
import { orders } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import {
  accept,
  acceptedJob,
  driverRow,
  driverTestApp,
  newDriver,
  openJob,
  setShift,
  statusOf,
  step,
  trackingOf,
} from './test-support';

let t: TestApp;
let admin: string;
let client: string;
let driver: string;
beforeAll(async () => {
  ({ t, admin, client, driver } = await driverTestApp());
});
afterAll(async () => t.close());

describe('PATCH /api/orders/{id}/status', () => {
  it('walks assigned to delivered with a tracking event per step, then frees the driver', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    const before = await driverRow(t, d.driverId);
    const at = { latitude: 29.7101, longitude: -95.3999 };
    await t.request({ method: 'POST', url: `/api/orders/${id}/location`, token: d.token, payload: at });
    for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
      const response = await step(t, d.token, id, status);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, status, driverId: d.driverId });
    }
    const events = await trackingOf(t, id);
    expect(events.map((e) => e.status)).toEqual([
      'pending',
      'confirmed',
      'assigned',
      'pickup_scheduled',
      'pickup_complete',
      'in_transit',
      'delivered',
    ]);
    for (const e of events.slice(3)) {
      expect(e.actorUserId).toBe(d.userId);
      // The position posted seconds ago says where each step happened.
      expect([Number(e.latitude), Number(e.longitude)]).toEqual([at.latitude, at.longitude]);
    }
    const after = await driverRow(t, d.driverId);
    expect(after.status).toBe('available');
    expect(after.totalDeliveries).toBe(before.totalDeliveries + 1);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.deliveredAt).not.toBeNull();
  });

  it('refuses a skipped step and a repeated one with 409, naming the next step, and changes nothing', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    const skipped = await step(t, d.token, id, 'in_transit');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
    expect(await statusOf(t, id)).toBe('assigned');

    expect((await step(t, d.token, id, 'pickup_scheduled')).statusCode).toBe(200);
    const repeated = await step(t, d.token, id, 'pickup_scheduled');
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().message).toMatch(/next step is Complete Pickup/);
    // Statuses that belong to dispatch are not a driver's to set either.
    expect((await step(t, d.token, id, 'cancelled')).statusCode).toBe(409);
    expect((await step(t, d.token, id, 'assigned')).statusCode).toBe(409);
    expect(await statusOf(t, id)).toBe('pickup_scheduled');
    expect(await trackingOf(t, id)).toHaveLength(4);
  });

  it("refuses another driver's job (404, or 403 for an open job), and points dispatch to its own route", async () => {
    const { id } = await acceptedJob(t, client, admin);
    const other = await newDriver(t);
    expect((await step(t, other.token, id, 'pickup_scheduled')).statusCode).toBe(404);
    const open = await openJob(t, client, admin);
    const onOpen = await step(t, other.token, open, 'pickup_scheduled');
    expect(onOpen.statusCode).toBe(403);
    expect(onOpen.json().message).toBe(NOT_YOUR_JOB);
    const byAdmin = await step(t, admin, id, 'pickup_scheduled');
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toMatch(/PATCH \/api\/orders\/\{id\}/);
    expect(await statusOf(t, id)).toBe('assigned');
    expect(await statusOf(t, open)).toBe('confirmed');
  });

  it('takes an optional proof object and refuses any other shape, naming proof', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    const bad = await t.request({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      token: d.token,
      payload: { status: 'pickup_scheduled', proof: 'signed' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/proof/);
    const good = await t.request({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      token: d.token,
      payload: { status: 'pickup_scheduled', proof: { name: 'Maria Lopez' } },
    });
    expect(good.statusCode).toBe(200);
  });

  it('keeps a driver busy after a delivery while another job is under way', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    const second = await openJob(t, client, admin);
    expect((await accept(t, d.token, second)).statusCode).toBe(200);
    for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
      expect((await step(t, d.token, id, status)).statusCode).toBe(200);
    }
    expect((await driverRow(t, d.driverId)).status).toBe('busy');
  });

  it('answers each step with the order as a read right after shows it, the freed driver too', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    await t.request({
      method: 'POST',
      url: `/api/orders/${id}/location`,
      token: d.token,
      payload: { latitude: 29.7101, longitude: -95.3999 },
    });
    let last: unknown;
    for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
      const answer = await step(t, d.token, id, status);
      expect(answer.statusCode).toBe(200);
      const read = await t.request({ method: 'GET', url: `/api/orders/${id}`, token: d.token });
      const { messages: _messages, ...order } = read.json();
      expect(answer.json()).toEqual(order);
      last = answer.json();
    }
    expect(last).toMatchObject({ driver: { status: 'available', totalDeliveries: 1 } });
  });
});

describe('GET /api/orders/driver/{driverId}/active', () => {
  it("answers the driver's jobs under way, oldest first, to it and to admins only", async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    const later = await openJob(t, client, admin);
    expect((await accept(t, d.token, later)).statusCode).toBe(200);
    const url = `/api/orders/driver/${d.driverId}/active`;
    const mine = await t.request({ method: 'GET', url, token: d.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((o: { id: number }) => o.id)).toEqual([id, later]);
    expect((await t.request({ method: 'GET', url, token: admin })).json()).toHaveLength(2);
    expect((await t.request({ method: 'GET', url, token: driver })).statusCode).toBe(403);
    const unknown = await t.request({ method: 'GET', url: '/api/orders/driver/999999/active', token: admin });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PATCH /api/driver/status', () => {
  it('goes on and off shift, stays busy with a job under way, and cannot leave one behind', async () => {
    const d = await newDriver(t, false);
    expect((await setShift(t, d.token, 'available')).json()).toEqual({
      driverId: d.driverId,
      status: 'available',
    });
    const id = await openJob(t, client, admin);
    expect((await accept(t, d.token, id)).statusCode).toBe(200);
    const leave = await setShift(t, d.token, 'offline');
    expect(leave.statusCode).toBe(409);
    expect(leave.json().code).toBe('DRIVER_HAS_JOBS');
    expect((await setShift(t, d.token, 'available')).json().status).toBe('busy');
    for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
      await step(t, d.token, id, status);
    }
    expect((await setShift(t, d.token, 'offline')).json().status).toBe('offline');
    expect((await driverRow(t, d.driverId)).status).toBe('offline');
  });

  it('refuses busy as a wish', async () => {
    const d = await newDriver(t);
    const busy = await setShift(t, d.token, 'busy');
    expect(busy.statusCode).toBe(400);
    expect(busy.json().message).toMatch(/status/);
  });
});
