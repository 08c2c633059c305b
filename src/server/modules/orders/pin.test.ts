/**
 * A pin moved on a map: the order's client before pickup, dispatch while confirming. Each test
 * lies to the server the way a browser could: a point in another state, a point across town, a pin
 * walked away in small steps, someone else's order, an order already picked up.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, knownAddresses, orders } from '../../db/schema/index';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';
import { bookOrder, patchOrder } from '../../test/orders';
import { signUp } from '../messages/test-support';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
});
afterAll(async () => t.close());

/** 6565 Fannin St, 77030: pinned at the ZIP's centre, which is not the hospital's door. */
const NEAR_DOOR = { latitude: 29.7079, longitude: -95.4012 };
/** Inside Texas, but 20 miles from the 77030 the address names. */
const KATY = { latitude: 29.7858, longitude: -95.8245 };
const DENVER = { latitude: 39.7392, longitude: -104.9903 };

const movePin = (token: string, id: number, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/orders/${id}/pin`, token, payload });
const stored = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)).limit(1))[0]!;

describe('POST /api/orders/:id/pin (the client, before pickup)', () => {
  it('moves its own pending order’s pickup to the door, keeps it for dispatch’s review, and teaches nothing', async () => {
    const client = await signUp(t);
    const id = await bookOrder(t, client.token);
    const before = await stored(id);
    const knownBefore = (await t.db.select().from(knownAddresses)).length;
    const response = await movePin(client.token, id, { end: 'pickup', ...NEAR_DOOR });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ pickupLatitude: '29.707900', pickupLongitude: '-95.401200' });
    const after = await stored(id);
    expect(after.pickupNeedsReview).toBe(before.pickupNeedsReview);
    expect(after.totalCost).toBe(before.totalCost);
    expect(after.deliveryLatitude).toBe(before.deliveryLatitude);
    expect((await t.db.select().from(knownAddresses)).length).toBe(knownBefore);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'order_pin_moved')));
    expect(audit?.actorUserId).toBe(client.userId);
  });

  it('refuses a point outside the five states and one far from the address, naming latitude', async () => {
    const client = await signUp(t);
    const id = await bookOrder(t, client.token);
    const outside = await movePin(client.token, id, { end: 'delivery', ...DENVER });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0].path).toBe('latitude');
    const far = await movePin(client.token, id, { end: 'pickup', ...KATY });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe('The pickup pin must stay within 5 miles of the address it marks');
    expect((await stored(id)).pickupLatitude).not.toBe(KATY.latitude.toFixed(6));
  });

  it('measures each move from the address, so small steps cannot walk the pin across town', async () => {
    const client = await signUp(t);
    const id = await bookOrder(t, client.token);
    // About 4 miles west of 77030's centre, then 4 more: the second is 8 miles from the address.
    expect(
      (await movePin(client.token, id, { end: 'pickup', latitude: 29.7041, longitude: -95.468 })).statusCode,
    ).toBe(200);
    const second = await movePin(client.token, id, { end: 'pickup', latitude: 29.7041, longitude: -95.535 });
    expect(second.statusCode).toBe(400);
  });

  it('answers another client 404 and a bad body 400 naming the field', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const id = await bookOrder(t, owner.token);
    expect((await movePin(stranger.token, id, { end: 'pickup', ...NEAR_DOOR })).statusCode).toBe(404);
    const bad = await movePin(owner.token, id, { end: 'door', latitude: 'north' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['end', 'latitude', 'longitude']),
    );
  });

  it('refuses once the order is past pickup, or cancelled', async () => {
    const client = await signUp(t);
    const id = await bookOrder(t, client.token);
    expect((await patchOrder(t, client.token, id, 'cancelled')).statusCode).toBe(200);
    expect((await movePin(client.token, id, { end: 'pickup', ...NEAR_DOOR })).statusCode).toBe(409);
  });
});

describe("dispatch's moved pin is checked the same way", () => {
  it('refuses a corrected point far from the address and leaves the point as it was', async () => {
    const client = await signUp(t);
    const id = await bookOrder(t, client.token);
    const before = await stored(id);
    const response = await t.request({
      method: 'POST',
      url: `/api/orders/${id}/confirm-address`,
      token: admin,
      payload: { end: 'pickup', ...KATY },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('latitude');
    const after = await stored(id);
    expect([after.pickupLatitude, after.pickupLongitude]).toEqual([
      before.pickupLatitude,
      before.pickupLongitude,
    ]);
  });
});
