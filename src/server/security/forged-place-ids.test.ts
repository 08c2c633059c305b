/**
 * Finding: forged address ids set coordinates and price. A place id was unsigned base64url JSON,
 * and one naming an external geocoder's place (`k: "x"`) was believed whole: a Houston to Dallas
 * order sent with a forged delivery id carrying a Houston point was stored at 0.1 mi and priced so.
 * Now ids are signed by the server (ID_SIGNING_KEY) and an external place is looked up again by
 * its label. Each door that takes a place id is lied to: the booking, the CSV import, a saved
 * place, a standing order and the place look-up itself.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, recurringOrders, savedPlaces } from '../db/schema/index';
import { encodePlaceRef, placeIds } from '../modules/places/place-id';
import { createTestApp, DEMO, type TestApp } from '../test/helper';
import { HOUSTON_BOOKING } from '../test/orders';

const KEY = 'a-test-signing-key-of-at-least-32-characters';
const DALLAS = '1500 Marilla St, Dallas, TX 75201';
/** A Dallas label with a point one block from the Houston pickup: what the reviewer sent. */
const lyingParts = { k: 'x' as const, a: DALLAS, la: 29.7614, lo: -95.3702, p: 'street' as const };
const forged = encodePlaceRef(lyingParts);

let t: TestApp;
let client: string;
beforeAll(async () => {
  t = await createTestApp({ ID_SIGNING_KEY: KEY, RATE_IMPORT_PER_SESSION: '100' });
  client = await t.login(DEMO.client.username, DEMO.client.password);
});
afterAll(async () => t.close());

const houstonToDallas = {
  ...HOUSTON_BOOKING,
  deliveryAddress: DALLAS,
  deliveryLatitude: null,
  deliveryLongitude: null,
};
const countOf = async (table: typeof orders | typeof savedPlaces | typeof recurringOrders) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;
const fieldsOf = (body: { errors?: { path?: string; column?: string }[] }) =>
  (body.errors ?? []).map((e) => e.path ?? e.column);

describe('forged address ids set coordinates and price', () => {
  it('refuses a booking whose delivery id the server did not sign, naming deliveryPlaceId', async () => {
    const before = await countOf(orders);
    const response = await t.request({
      method: 'POST',
      url: '/api/orders',
      token: client,
      payload: { ...houstonToDallas, deliveryPlaceId: forged },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['deliveryPlaceId']);
    const pickup = await t.request({
      method: 'POST',
      url: '/api/orders',
      token: client,
      payload: { ...houstonToDallas, pickupPlaceId: forged },
    });
    expect(fieldsOf(pickup.json())).toEqual(['pickupPlaceId']);
    expect(await countOf(orders)).toBe(before);
  });

  it('looks a signed external id up again by its label: the trip stays Houston to Dallas', async () => {
    // As if the server had issued it (the same key), carrying a point that lies.
    const signed = placeIds(Buffer.from(KEY, 'utf8')).sign(forged);
    const response = await t.request({
      method: 'POST',
      url: '/api/orders',
      token: client,
      payload: { ...houstonToDallas, deliveryPlaceId: signed },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(Number(order.distance)).toBeGreaterThan(200);
    expect(Number(order.deliveryLatitude)).toBeCloseTo(32.8, 0);
    expect(order.deliveryNeedsReview).toBe(true);
  });

  it('refuses the same forged id in a CSV import row, creating nothing', async () => {
    const before = await countOf(orders);
    const csv =
      'pickupAddress,deliveryAddress,itemDescription,deliveryPlaceId\n' +
      `"${HOUSTON_BOOKING.pickupAddress}","${DALLAS}",Slides,${forged}\n`;
    const response = await t.request({
      method: 'POST',
      url: '/api/orders/import',
      token: client,
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['deliveryPlaceId']);
    expect(await countOf(orders)).toBe(before);
  });

  it('refuses it for a saved place, naming placeId', async () => {
    const before = await countOf(savedPlaces);
    const response = await t.request({
      method: 'POST',
      url: '/api/saved-places',
      token: client,
      payload: { label: 'Forged Dallas', address: DALLAS, placeId: forged },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['placeId']);
    expect(await countOf(savedPlaces)).toBe(before);
  });

  it('refuses it for a standing order, naming the field', async () => {
    const before = await countOf(recurringOrders);
    const response = await t.request({
      method: 'POST',
      url: '/api/recurring-orders',
      token: client,
      payload: { rrule: 'FREQ=WEEKLY;COUNT=2', template: { ...houstonToDallas, deliveryPlaceId: forged } },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json()).join()).toMatch(/deliveryPlaceId/);
    expect(await countOf(recurringOrders)).toBe(before);
  });

  it('answers 400 for it at the place look-up, and for an id altered by one character', async () => {
    const [suggestion] = (
      await t.request({ url: `/api/places/autocomplete?q=${encodeURIComponent(DALLAS)}`, token: client })
    ).json().suggestions;
    const good = await t.request({ url: `/api/places/${suggestion.place_id}`, token: client });
    expect(good.statusCode).toBe(200);
    const altered = suggestion.place_id.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
    for (const id of [forged, altered]) {
      const response = await t.request({ url: `/api/places/${id}`, token: client });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json())).toEqual(['placeId']);
    }
  });
});
