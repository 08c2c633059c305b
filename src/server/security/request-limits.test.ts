/**
 * The price estimate, chat messages and address autocomplete answer 429 with
 * Retry-After past their per-session and per-address limits (small limits here, set in config);
 * So does the CSV order import, with the catalogue's RATE_LIMITED code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/helper';
import { orders } from '../db/schema/index';
import { demoPeople, insertOrder, type Person } from '../modules/messages/test-support';

let t: TestApp;
let people: Awaited<ReturnType<typeof demoPeople>>;
beforeAll(async () => {
  t = await createTestApp({
    RATE_PRICING_PER_IP: '4',
    RATE_PRICING_PER_SESSION: '2',
    RATE_MESSAGES_PER_IP: '50',
    RATE_MESSAGES_PER_SESSION: '3',
    RATE_PLACES_PER_IP: '5',
    RATE_PLACES_PER_SESSION: '3',
    RATE_IMPORT_PER_IP: '4',
    RATE_IMPORT_PER_SESSION: '2',
  });
  people = await demoPeople(t);
});
afterAll(async () => t.close());

const QUOTE = {
  pickupLatitude: 29.7073,
  pickupLongitude: -95.3978,
  deliveryLatitude: 29.7604,
  deliveryLongitude: -95.3698,
};
let address = 1;
const fresh = () => `192.0.2.${address++}`;

const send = (options: InjectOptions, who?: Person, remoteAddress = fresh()) =>
  t.app.inject({
    ...options,
    remoteAddress,
    headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
  });

/** Statuses of n sequential requests; the last 429 is checked for its Retry-After and message. */
async function statuses(
  n: number,
  make: () => Promise<{
    statusCode: number;
    headers: Record<string, unknown>;
    json: () => { message: string; code?: string };
  }>,
) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = await make();
    out.push(r.statusCode);
    if (r.statusCode === 429) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(r.json().code).toBe('RATE_LIMITED');
    }
  }
  return out;
}

describe('price estimate (public)', () => {
  const quote = { method: 'POST' as const, url: '/api/pricing/calculate', payload: QUOTE };

  it('limits one address, signed out, and leaves other addresses alone', async () => {
    const ip = fresh();
    expect(await statuses(6, () => send(quote, undefined, ip))).toEqual([200, 200, 200, 200, 429, 429]);
    expect((await send(quote)).statusCode).toBe(200);
  });

  it('limits one session across addresses', async () => {
    expect(await statuses(3, () => send(quote, people.client))).toEqual([200, 200, 429]);
  });
});

describe('chat messages', () => {
  it('limits one session sending, across addresses', async () => {
    const orderId = await insertOrder(t, { driverId: people.driver.driverId!, status: 'in_transit' });
    const message = {
      method: 'POST' as const,
      url: `/api/orders/${orderId}/messages`,
      payload: { content: 'hi' },
    };
    expect(await statuses(4, () => send(message, people.client))).toEqual([201, 201, 201, 429]);
    // The other party is a different session: still heard.
    expect((await send(message, people.driver)).statusCode).toBe(201);
  });
});

describe('address autocomplete', () => {
  const search = { method: 'GET' as const, url: '/api/places/autocomplete?q=Houston' };

  it('limits one session, and one address across sessions', async () => {
    expect(await statuses(4, () => send(search, people.admin))).toEqual([200, 200, 200, 429]);
    const ip = fresh();
    const sessions = [
      people.client,
      people.driver,
      people.client,
      people.driver,
      people.client,
      people.driver,
    ];
    const answers: number[] = [];
    for (const who of sessions) answers.push((await send(search, who, ip)).statusCode);
    expect(answers.slice(0, 5)).not.toContain(429);
    expect(answers[5]).toBe(429);
  });
});

describe('order import (CSV)', () => {
  const CSV =
    'pickupAddress,deliveryAddress,itemDescription,priority,serviceType\n' +
    '"6565 Fannin St, Houston, TX 77030","1200 Main St, Houston, TX 77002",Specimens,standard,laboratory_sample\n';
  const upload = (who: Person, remoteAddress = fresh()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/import',
      remoteAddress,
      headers: { authorization: `Bearer ${who.token}`, 'content-type': 'text/csv' },
      payload: CSV,
    });
  const orderCount = () => t.db.$count(orders);

  it('answers a burst from one session 429 RATE_LIMITED with Retry-After, creating nothing more', async () => {
    expect(await statuses(2, () => upload(people.client))).toEqual([201, 201]);
    const before = await orderCount();
    const refused = await upload(people.client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/too many requests/i),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await orderCount()).toBe(before);
  });

  it('limits one address across sessions', async () => {
    const ip = fresh();
    // Bad files (a driver may not import; an admin's file needs a client column) count as calls too.
    const answers: number[] = [];
    for (const who of [people.admin, people.driver, people.admin, people.driver, people.admin])
      answers.push((await upload(who, ip)).statusCode);
    expect(answers.slice(0, 4)).not.toContain(429);
    expect(answers[4]).toBe(429);
  });
});
