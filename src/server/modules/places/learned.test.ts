/**
 * Addresses that learn: hand-overs that agree on where an address is make it a street-level place
 * for the next booking, found by its street line alone and by the name a client saved it under;
 * a dispatcher's pin does the same at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { bookOrder, patchOrder } from '../../test/orders';
import { accept, driverTestApp, newDriver, step } from '../driver-jobs/test-support';
import { signUp } from '../messages/test-support';

let t: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
});
afterAll(async () => t.close());

const FANNIN = '6621 Fannin St, Houston, TX 77030';
/** Where drivers stand at that door: two fixes about 15 m apart. */
const DOOR = [
  { latitude: 29.70702, longitude: -95.40161 },
  { latitude: 29.70715, longitude: -95.40152 },
];
/** Booked by its text alone: no point sent with it, so the server's own resolution decides. */
const toFannin = { deliveryAddress: FANNIN, deliveryLatitude: undefined, deliveryLongitude: undefined };

const suggest = async (q: string, token = client) => {
  const response = await t.request({
    method: 'GET',
    url: `/api/places/autocomplete?q=${encodeURIComponent(q)}`,
    token,
  });
  expect(response.statusCode).toBe(200);
  return response.json().suggestions as {
    formatted_address: string;
    precision: string;
    latitude: number;
    longitude: number;
    place_id: string;
    name?: string;
  }[];
};

/** A job to that address, delivered by a new driver standing at `at`. */
async function deliverAt(
  at: { latitude: number; longitude: number },
  booking: Record<string, unknown> = toFannin,
) {
  const id = await bookOrder(t, client, booking);
  // Dispatch vouches for the ZIP-level point as it is (no pin): that teaches nothing by itself.
  const vouched = await t.request({
    method: 'POST',
    url: `/api/orders/${id}/confirm-address`,
    token: admin,
    payload: { end: 'delivery' },
  });
  expect(vouched.statusCode).toBe(200);
  expect((await patchOrder(t, admin, id, 'confirmed')).statusCode).toBe(200);
  const d = await newDriver(t);
  expect((await accept(t, d.token, id)).statusCode).toBe(200);
  for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
    if (status === 'delivered') {
      const fix = await t.request({
        method: 'POST',
        url: `/api/orders/${id}/location`,
        token: d.token,
        payload: at,
      });
      expect(fix.statusCode).toBeLessThan(300);
    }
    expect((await step(t, d.token, id, status)).statusCode, status).toBe(200);
  }
  return id;
}

async function orderOf(id: number) {
  return (await t.request({ method: 'GET', url: `/api/orders/${id}`, token: client })).json();
}

describe('addresses learned from hand-overs', () => {
  it('a street line alone finds nothing, and the address needs review, before anyone delivered there', async () => {
    expect(await suggest('6621 Fannin St')).toEqual([]);
    const order = await orderOf(await bookOrder(t, client, toFannin));
    expect(order.deliveryPrecision).toBe('zip');
    expect(order.deliveryNeedsReview).toBe(true);
  });

  it('one hand-over teaches nothing; two that agree make it a street-level place', async () => {
    await deliverAt(DOOR[0]!);
    expect(await suggest('6621 Fannin St')).toEqual([]);
    await deliverAt(DOOR[1]!);

    const [first] = await suggest('6621 Fannin St');
    expect(first).toMatchObject({ formatted_address: FANNIN, precision: 'street' });
    expect(first!.latitude).toBeCloseTo((DOOR[0]!.latitude + DOOR[1]!.latitude) / 2, 5);
    expect(first!.longitude).toBeCloseTo((DOOR[0]!.longitude + DOOR[1]!.longitude) / 2, 5);
    // A partly typed number and street, and another spelling, find the same place.
    expect((await suggest('6621 Fann'))[0]?.formatted_address).toBe(FANNIN);

    const byId = await orderOf(await bookOrder(t, client, { ...toFannin, deliveryPlaceId: first!.place_id }));
    expect(byId).toMatchObject({ deliveryPrecision: 'street', deliveryNeedsReview: false });
    const byText = await orderOf(
      await bookOrder(t, client, { ...toFannin, deliveryAddress: '6621 Fannin Street, Houston, TX 77030' }),
    );
    expect(byText).toMatchObject({ deliveryPrecision: 'street', deliveryNeedsReview: false });
    expect(Number(byText.deliveryLatitude)).toBeCloseTo(first!.latitude, 5);
  });

  it("finds a client's saved place by its name, at the learned point, and only for that client", async () => {
    const saved = await t.request({
      method: 'POST',
      url: '/api/saved-places',
      token: client,
      payload: { label: "Texas Children's", address: FANNIN },
    });
    expect(saved.statusCode).toBe(201);
    const [named] = await suggest('Texas Childrens');
    expect(named).toMatchObject({ name: "Texas Children's", formatted_address: FANNIN, precision: 'street' });

    const stranger = await signUp(t, 'client');
    expect((await suggest('Texas Childrens', stranger.token)).some((s) => s.name)).toBe(false);
  });

  it("a dispatcher's pin makes the next booking to that address street-level at the pin", async () => {
    const address = '1515 Holcombe Blvd, Houston, TX 77030';
    const first = await bookOrder(t, client, {
      deliveryAddress: address,
      deliveryLatitude: undefined,
      deliveryLongitude: undefined,
    });
    expect((await orderOf(first)).deliveryNeedsReview).toBe(true);
    const pin = { latitude: 29.70612, longitude: -95.39742 };
    const confirmed = await t.request({
      method: 'POST',
      url: `/api/orders/${first}/confirm-address`,
      token: admin,
      payload: { end: 'delivery', ...pin },
    });
    expect(confirmed.statusCode).toBe(200);

    const next = await orderOf(
      await bookOrder(t, client, {
        deliveryAddress: address,
        deliveryLatitude: undefined,
        deliveryLongitude: undefined,
      }),
    );
    expect(next).toMatchObject({ deliveryPrecision: 'street', deliveryNeedsReview: false });
    expect(Number(next.deliveryLatitude)).toBeCloseTo(pin.latitude, 5);
  });
});

describe('a lesson that fails', () => {
  it('costs the lesson, not the delivery, and the audit line of the delivery says why', async () => {
    // The sightings table refuses every row, as a full disk or a broken index would.
    await t.db.execute(sql`
      CREATE FUNCTION refuse_sighting() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'sightings are refused'; END $$
    `);
    await t.db.execute(sql`
      CREATE TRIGGER refuse_sighting BEFORE INSERT ON address_sightings
        FOR EACH ROW EXECUTE FUNCTION refuse_sighting()
    `);
    try {
      const id = await deliverAt(DOOR[0]!);
      expect((await orderOf(id)).status).toBe('delivered');
      const [line] = await t.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'order_complete_delivery')));
      expect(line?.details).toMatchObject({
        to: 'delivered',
        addressLearningFailed: expect.stringContaining('sightings are refused'),
      });
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_sighting ON address_sightings`);
      await t.db.execute(sql`DROP FUNCTION refuse_sighting()`);
    }
  });
});
