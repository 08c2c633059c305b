/**
 * The server resolves every address of an order and sets its price. Each test lies
 * to the server the way a client could: coordinates from elsewhere, text naming nothing, a place
 * outside the five states, a forged place id, a stale price on screen.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateRoadMiles, haversineMiles } from '@domain/geo';
import { priceOrder } from '@domain/pricing';
import { auditLog, orders } from '../../db/schema/index';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';
import { HOUSTON_BOOKING, patchOrder } from '../../test/orders';

let t: TestApp;
let client: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  client = await t.login(DEMO.client.username, DEMO.client.password);
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
});
afterAll(async () => t.close());

const book = (overrides: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/orders',
    token: client,
    payload: { ...HOUSTON_BOOKING, ...overrides },
  });
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]!.n;
const suggest = async (q: string) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/places/autocomplete?q=${encodeURIComponent(q)}`,
      token: client,
    })
  ).json().suggestions as {
    formatted_address: string;
    latitude: number;
    longitude: number;
    place_id: string;
    precision: string;
  }[];
const resolutionAudit = async (orderId: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order_addresses_resolved')))
      .orderBy(desc(auditLog.id))
  )[0]?.details as Record<string, Record<string, unknown>> | undefined;

const TEXARKANA = { pickupLatitude: '33.4251', pickupLongitude: '-94.0477' };
const EL_PASO_79901 = { latitude: 31.7587, longitude: -106.4869 };

describe('POST /api/orders resolves its addresses on the server', () => {
  it('stores and prices El Paso text in El Paso, ignoring Texarkana coordinates (audited)', async () => {
    const response = await book({ pickupAddress: '500 N Mesa St, El Paso, TX 79901', ...TEXARKANA });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    const pickup = { latitude: Number(order.pickupLatitude), longitude: Number(order.pickupLongitude) };
    expect(haversineMiles(pickup, EL_PASO_79901)).toBeLessThan(3);
    expect(order).toMatchObject({ pickupPrecision: 'zip', pickupNeedsReview: true });
    // About 750 miles to Houston: priced as such, not as a 0.7 mile local job.
    expect(Number(order.distance)).toBeGreaterThan(700);
    const delivery = { latitude: Number(order.deliveryLatitude), longitude: Number(order.deliveryLongitude) };
    const price = priceOrder({
      serviceType: 'medical_prescription',
      priority: 'standard',
      distanceMiles: estimateRoadMiles(pickup, delivery),
    });
    expect(order.totalCost).toBe(price.totalCost);
    const audit = await resolutionAudit(order.id);
    expect(audit?.pickup).toMatchObject({ source: 'text', hint: 'ignored', precision: 'zip', state: 'TX' });
  });

  it('refuses text that names no place with 400 naming the field, whatever coordinates come along', async () => {
    const before = await orderCount();
    for (const field of ['pickupAddress', 'deliveryAddress']) {
      for (const text of ['Qzxv Plmkrt Wobblefrond Zzyq', '999 Nowhere Blvd']) {
        const response = await book({ [field]: text });
        expect(response.statusCode, `${field}: ${text}`).toBe(400);
        expect(response.json().errors).toContainEqual(expect.objectContaining({ path: field }));
        expect(response.json().message).toMatch(/names no place/);
      }
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses a place outside TX, OK, NM, AR, LA with 400 naming the field, even with Houston coordinates', async () => {
    const before = await orderCount();
    const dc = '1600 Pennsylvania Ave NW, Washington, DC 20500';
    const pickup = await book({ pickupAddress: dc });
    expect(pickup.statusCode).toBe(400);
    expect(pickup.json()).toMatchObject({
      message: 'Pickup is outside our service area (TX, OK, NM, AR, LA)',
      errors: [{ path: 'pickupAddress' }],
    });
    const delivery = await book({ deliveryAddress: dc });
    expect(delivery.statusCode).toBe(400);
    expect(delivery.json().errors).toContainEqual(expect.objectContaining({ path: 'deliveryAddress' }));
    expect(await orderCount()).toBe(before);
  });

  it("resolves a suggestion's place_id: its words and point win over the body's text", async () => {
    const [suggestion] = await suggest('6565 Fannin, Houston, TX 77030');
    expect(suggestion).toMatchObject({
      formatted_address: '6565 Fannin, Houston, TX 77030',
      precision: 'zip',
    });
    const response = await book({
      pickupPlaceId: suggestion!.place_id,
      pickupAddress: '500 N Mesa St, El Paso, TX 79901',
      pickupLatitude: null,
      pickupLongitude: null,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      pickupAddress: '6565 Fannin, Houston, TX 77030',
      pickupLatitude: suggestion!.latitude.toFixed(6),
      pickupPrecision: 'zip',
      pickupNeedsReview: true,
    });
    const forged = await book({ pickupPlaceId: 'bm90IG91cnM' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors).toContainEqual(expect.objectContaining({ path: 'pickupPlaceId' }));
  });

  it('uses a pin inside the ZIP as the point (no review needed), and ignores one outside it', async () => {
    // 6565 Fannin St is in 77030: the building's point is within the 5-mile ZIP radius.
    const pinned = await book({});
    expect(pinned.statusCode).toBe(201);
    expect(pinned.json()).toMatchObject({
      pickupLatitude: '29.707300',
      pickupPrecision: 'zip',
      pickupNeedsReview: false,
    });
    expect((await resolutionAudit(pinned.json().id))?.pickup).toMatchObject({ hint: 'used' });
    // Downtown Dallas is no pin in Houston's 77030.
    const far = await book({ pickupLatitude: '32.7767', pickupLongitude: '-96.797' });
    expect(far.json()).toMatchObject({ pickupNeedsReview: true });
    expect(Number(far.json().pickupLatitude)).toBeLessThan(30);
  });

  it('charges its own price and says when it differs from the one shown', async () => {
    const cheap = await book({ shownTotalCost: '0.01' });
    expect(cheap.statusCode).toBe(201);
    expect(cheap.json()).toMatchObject({ priceChanged: true, shownTotalCost: '0.01' });
    expect(cheap.json().totalCost).not.toBe('0.01');
    const same = await book({ shownTotalCost: cheap.json().totalCost });
    expect(same.json()).toMatchObject({ priceChanged: false });
    const none = await book({});
    expect(none.json()).toMatchObject({ priceChanged: false, shownTotalCost: null });
    const bad = await book({ shownTotalCost: 'free' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual(expect.objectContaining({ path: 'shownTotalCost' }));
  });

  it('prices a Houston hospital to a Dallas lab as the run between the two cities, not 0.0 miles', async () => {
    const response = await book({
      pickupAddress: '6565 Fannin St, Houston, TX 77030',
      deliveryAddress: '5323 Harry Hines Blvd, Dallas, TX 75390',
      pickupLatitude: null,
      pickupLongitude: null,
      deliveryLatitude: null,
      deliveryLongitude: null,
    });
    expect(response.statusCode).toBe(201);
    // Great circle about 225 miles; about 240 by road (the estimate without a router: decision 005).
    expect(Number(response.json().distance)).toBeGreaterThan(230);
    expect(Number(response.json().distance)).toBeLessThan(260);
  });
});

describe('an approximate address waits for the dispatcher before approval', () => {
  it('refuses approval (409 naming it), lets only an admin confirm it (audited), then approves', async () => {
    const response = await book({ pickupLatitude: null, pickupLongitude: null });
    expect(response.json()).toMatchObject({ pickupNeedsReview: true, deliveryNeedsReview: false });
    const id = response.json().id as number;

    const refused = await patchOrder(t, admin, id, 'confirmed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ADDRESS_UNCONFIRMED');
    expect(refused.json().message).toMatch(/pickup address/);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(stored!.status).toBe('pending');

    const confirm = (token: string, payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: `/api/orders/${id}/confirm-address`, token, payload });
    expect((await confirm(admin, { end: 'roof' })).statusCode).toBe(400);
    const outside = await confirm(admin, { end: 'pickup', latitude: 39.7392, longitude: -104.9903 });
    expect(outside.statusCode).toBe(400);
    const confirmed = await confirm(admin, { end: 'pickup', latitude: 29.7104, longitude: -95.3996 });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      pickupNeedsReview: false,
      pickupPrecision: 'zip',
      pickupLatitude: '29.710400',
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'order_address_confirmed')));
    expect(audit).toMatchObject({ actorUserId: 1, details: expect.objectContaining({ end: 'pickup' }) });

    const approved = await patchOrder(t, admin, id, 'confirmed');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('confirmed');
  });

  it('answers 404 for an unknown order', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/orders/999999/confirm-address',
      token: admin,
      payload: { end: 'delivery' },
    });
    expect(response.statusCode).toBe(404);
  });
});
