import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, trackingEvents } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { sampleOrder } from '../../test/orders';
import { demoPeople, insertOrder, signUp, type Person } from '../messages/test-support';

let t: TestApp;
let admin: Person;
let client: Person;
let driver: Person;
let stranger: Person;
let otherDriver: Person;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, client, driver } = await demoPeople(t));
  stranger = await signUp(t, 'client');
  otherDriver = await signUp(t, 'driver');
});
afterAll(async () => t.close());

const tracking = (who: Person | null, orderId: number) =>
  t.request({ method: 'GET', url: `/api/orders/${orderId}/tracking`, ...(who ? { token: who.token } : {}) });

describe('GET /api/orders/{id}/tracking', () => {
  it('answers every status change with who made it and when, oldest first', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/orders',
      token: client.token,
      payload: sampleOrder,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const paid = await t.request({
      method: 'POST',
      url: '/api/test-payment',
      token: client.token,
      payload: { orderId: id },
    });
    expect(paid.statusCode).toBe(200);

    const response = await tracking(client, id);
    expect(response.statusCode).toBe(200);
    const events = response.json();
    expect(events).toEqual([
      {
        id: expect.any(Number),
        orderId: id,
        status: 'pending',
        createdAt: expect.any(String),
        note: 'Order submitted',
        latitude: null,
        longitude: null,
        actor: { id: client.userId, firstName: 'Carla', lastName: expect.any(String), role: 'client' },
      },
      expect.objectContaining({
        status: 'confirmed',
        note: 'Payment received',
        actor: expect.objectContaining({ id: client.userId }),
      }),
    ]);
    expect(Date.parse(events[0].createdAt)).toBeLessThanOrEqual(Date.parse(events[1].createdAt));
    // Confirmed and driverless, it is an open job: every driver may read its history.
    expect((await tracking(otherDriver, id)).statusCode).toBe(200);
    expect((await tracking(admin, id)).statusCode).toBe(200);
  });

  it('shows where a step happened but never the proof images', async () => {
    const [row] = await t.db
      .select({ orderId: trackingEvents.orderId })
      .from(trackingEvents)
      .innerJoin(orders, eq(orders.id, trackingEvents.orderId))
      .where(and(eq(orders.clientId, client.userId), isNotNull(trackingEvents.proof)))
      .limit(1);
    expect(row, 'the demo seed has a delivery with proof').toBeDefined();
    const response = await tracking(client, row!.orderId);
    const body = response.body;
    expect(body).not.toContain('proof');
    expect(body).not.toContain('data:image');
    const located = response.json().filter((e: { latitude: string | null }) => e.latitude !== null);
    expect(located.length).toBeGreaterThan(0);
    expect(located[0].latitude).toMatch(/^-?\d+\.\d+$/);
  });

  it('is refused like the order itself: 404 for other clients, drivers not on the job, and unknown ids', async () => {
    const assigned = await insertOrder(t, { driverId: driver.driverId!, status: 'assigned' });
    expect((await tracking(driver, assigned)).statusCode).toBe(200);
    for (const who of [stranger, otherDriver]) {
      const response = await tracking(who, assigned);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const pending = await insertOrder(t);
    expect((await tracking(otherDriver, pending)).statusCode).toBe(404);
    expect((await tracking(client, 2_000_000)).statusCode).toBe(404);
    expect((await tracking(client, Number.NaN)).statusCode).toBe(400);
  });
});
