/**
 * Contract rate cards through the API, on PGlite and on PostgreSQL when DATABASE_URL is set: the
 * card that applies prices the booking, the estimate and an import line by line; a card from a later
 * day waits for it; a new card never reprices a priced order; a bad card is a 400 naming its field;
 * only dispatch sets a card and only its organisation's owner (or dispatch) reads it.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayKey } from '@domain/central-time';
import { parseCents, STANDARD_RATE_CARD } from '@domain/pricing';
import type { RateCardInput } from '@domain/rate-cards';
import { orders, rateCards } from '../../db/schema/index';
import { createTestApp, DEMO, uniqueName, type TestApp } from '../../test/helper';
import { HOUSTON_BOOKING } from '../../test/orders';
import { uploadCsv } from '../orders/import-test-support';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
}, 60_000);
afterAll(async () => t.close());

/** A new client who signs up: the owner of a new one-member organisation. */
async function newOwner() {
  const username = uniqueName('owner');
  const r = await t.request({
    method: 'POST',
    url: '/api/register',
    payload: {
      username,
      email: `${username}@example.com`,
      password: 'Owner-pass1',
      firstName: 'Rita',
      lastName: 'Rates',
      organizationName: `Clinic ${username}`,
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return { token: r.json().sessionToken as string, organizationId: r.json().user.organizationId as number };
}

/**
 * A contract card whose charges do not depend on the hour or the day (none for after hours,
 * weekends or holidays), so what a booking made now costs is known whenever the test runs.
 */
const contract = (over: Partial<RateCardInput> = {}): RateCardInput => ({
  ...STANDARD_RATE_CARD,
  baseRate: '19.00',
  mileageBands: [
    { fromMiles: 0, perMile: '1.00' },
    { fromMiles: 2, perMile: '0.50' },
  ],
  priorityFees: { standard: '1.00', express: '9.00', emergency: '29.00', scheduled: '0.00' },
  extraPiece: '2.00',
  coldChain: { refrigerated: '7.00', frozen: '11.00' },
  ...over,
});

const putCard = (organizationId: number, card: unknown, effectiveFrom = '2020-01-01', token = admin) =>
  t.request({
    method: 'PUT',
    url: `/api/organizations/${organizationId}/rate-card`,
    token,
    payload: { effectiveFrom, card },
  });
const book = async (token: string, over: Record<string, unknown> = {}) => {
  const r = await t.request({
    method: 'POST',
    url: '/api/orders',
    token,
    payload: { ...HOUSTON_BOOKING, ...over },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
};
const getOrder = async (token: string, id: number) =>
  (await t.request({ method: 'GET', url: `/api/orders/${id}`, token })).json();

type Line = { code: string; label: string; amount: string };
const linesSum = (lines: Line[]) => lines.reduce((total, l) => total + parseCents(l.amount), 0);
const amountOf = (lines: Line[], code: string) => lines.filter((l) => l.code === code).map((l) => l.amount);

describe('PUT /api/organizations/{id}/rate-card', () => {
  it("prices the organisation's bookings with its card, line by line, summing to the total", async () => {
    const owner = await newOwner();
    const put = await putCard(owner.organizationId, contract());
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().current).toMatchObject({ version: 1, effectiveFrom: '2020-01-01' });

    const order = await book(owner.token, {
      pieces: [{ kind: 'bag' }, { kind: 'cooler', temperatureClass: 'refrigerated' }],
    });
    expect(order.rateCardVersion).toBe(1);
    expect(amountOf(order.priceLines, 'base')).toEqual(['19.00']);
    expect(amountOf(order.priceLines, 'distance')).toHaveLength(2); // both bands reached
    expect(amountOf(order.priceLines, 'priority')).toEqual(['1.00']);
    expect(amountOf(order.priceLines, 'extra_pieces')).toEqual(['2.00']);
    expect(amountOf(order.priceLines, 'cold_chain')).toEqual(['7.00']);
    expect(linesSum(order.priceLines)).toBe(parseCents(order.totalCost));

    // Another organisation, with no card, still pays the standard formula.
    const other = await book(await t.login(DEMO.client.username, DEMO.client.password));
    expect(other.rateCardVersion).toBeNull();
    expect(amountOf(other.priceLines, 'base')).toEqual(['25.00']);
    expect(linesSum(other.priceLines)).toBe(parseCents(other.totalCost));
  });

  it('never reprices an order priced with an earlier card', async () => {
    const owner = await newOwner();
    expect((await putCard(owner.organizationId, contract())).statusCode).toBe(200);
    const before = await book(owner.token);

    const dearer = await putCard(owner.organizationId, contract({ baseRate: '99.00' }));
    expect(dearer.statusCode).toBe(200);
    expect(dearer.json().versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    const again = await getOrder(owner.token, before.id);
    expect(again.totalCost).toBe(before.totalCost);
    expect(again.priceLines).toEqual(before.priceLines);
    expect(again.rateCardVersion).toBe(1);
    const after = await book(owner.token);
    expect(after.rateCardVersion).toBe(2);
    expect(amountOf(after.priceLines, 'base')).toEqual(['99.00']);
  });

  it('waits for the effective day of a card set ahead', async () => {
    const owner = await newOwner();
    expect((await putCard(owner.organizationId, contract())).statusCode).toBe(200);
    const ahead = await putCard(owner.organizationId, contract({ baseRate: '77.00' }), '2099-01-01');
    expect(ahead.statusCode).toBe(200);
    // The card of 2099 is kept, but today's bookings are priced with the one in effect.
    expect(ahead.json().current.version).toBe(1);
    expect(ahead.json().versions).toHaveLength(2);
    const order = await book(owner.token);
    expect(order.rateCardVersion).toBe(1);
    expect(amountOf(order.priceLines, 'base')).toEqual(['19.00']);
  });

  it('charges a zone price when both addresses are in the zone', async () => {
    const owner = await newOwner();
    const zones = [
      { code: 'downtown', name: 'Downtown and TMC', zips: ['77030', '77002'], flatPrice: '15.00' },
    ];
    expect((await putCard(owner.organizationId, contract({ zones }))).statusCode).toBe(200);
    const order = await book(owner.token);
    expect(order.priceLines.map((l: Line) => l.code)).toEqual(['zone', 'priority']);
    expect(order.totalCost).toBe('16.00');
  });

  it('refuses a bad card with 400 naming the field, and stores nothing', async () => {
    const owner = await newOwner();
    const stored = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(rateCards)
          .where(eq(rateCards.organizationId, owner.organizationId))
      )[0]!.n;
    const cases: [unknown, string][] = [
      [contract({ baseRate: '19' }), 'card.baseRate'],
      [contract({ mileageBands: [{ fromMiles: 3, perMile: '1.00' }] }), 'card.mileageBands.0.fromMiles'],
      [{ ...contract(), priorityFees: { standard: '0.00' } }, 'card.priorityFees.express'],
      [
        contract({ zones: [{ code: 'x', name: 'X', zips: ['ABCDE'], flatPrice: '1.00' }] }),
        'card.zones.0.zips.0',
      ],
    ];
    for (const [card, field] of cases) {
      const r = await putCard(owner.organizationId, card);
      expect(r.statusCode, field).toBe(400);
      expect(r.json().message).toContain(field);
    }
    const noDate = await putCard(owner.organizationId, contract(), 'next week');
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toContain('effectiveFrom');
    expect(await stored()).toBe(0);
  });

  it('is for dispatch only (403 for the owner and a driver), and 404 for no such organisation', async () => {
    const owner = await newOwner();
    const driver = await t.login(DEMO.driver.username, DEMO.driver.password);
    for (const token of [owner.token, driver]) {
      expect((await putCard(owner.organizationId, contract(), '2020-01-01', token)).statusCode).toBe(403);
    }
    expect((await putCard(2_000_000_000, contract())).statusCode).toBe(404);
  });
});

describe('GET /api/organizations/{id}/rate-card', () => {
  it('shows the owner its own card and versions, read-only, and hides other organisations', async () => {
    const owner = await newOwner();
    const none = await t.request({
      url: `/api/organizations/${owner.organizationId}/rate-card`,
      token: owner.token,
    });
    expect(none.statusCode).toBe(200);
    // No contract yet: the standard card prices its bookings.
    expect(none.json()).toMatchObject({
      current: { version: null, card: { baseRate: '25.00' } },
      versions: [],
    });

    expect((await putCard(owner.organizationId, contract())).statusCode).toBe(200);
    const mine = await t.request({
      url: `/api/organizations/${owner.organizationId}/rate-card`,
      token: owner.token,
    });
    expect(mine.json().current).toMatchObject({ version: 1, card: { baseRate: '19.00' } });

    const stranger = await newOwner();
    const theirs = await t.request({
      url: `/api/organizations/${owner.organizationId}/rate-card`,
      token: stranger.token,
    });
    expect(theirs.statusCode).toBe(404);
    const byAdmin = await t.request({
      url: `/api/organizations/${owner.organizationId}/rate-card`,
      token: admin,
    });
    expect(byAdmin.json().versions).toHaveLength(1);
  });
});

describe('the same card everywhere an order is priced', () => {
  it('quotes a signed-in member with its card before booking, and the booking charges the quote', async () => {
    const owner = await newOwner();
    expect((await putCard(owner.organizationId, contract())).statusCode).toBe(200);
    const body = {
      pickupLatitude: HOUSTON_BOOKING.pickupLatitude,
      pickupLongitude: HOUSTON_BOOKING.pickupLongitude,
      deliveryLatitude: HOUSTON_BOOKING.deliveryLatitude,
      deliveryLongitude: HOUSTON_BOOKING.deliveryLongitude,
      serviceType: 'medical_prescription',
      priority: 'standard',
    };
    const quote = await t.request({
      method: 'POST',
      url: '/api/pricing/calculate',
      token: owner.token,
      payload: body,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().rateCardVersion).toBe(1);
    const order = await book(owner.token, { shownTotalCost: quote.json().totalCost });
    expect(order.priceChanged).toBe(false);
    expect(order.priceLines).toEqual(quote.json().priceLines);

    const anonymous = await t.request({ method: 'POST', url: '/api/pricing/calculate', payload: body });
    expect(anonymous.json().rateCardVersion).toBeNull();
    expect(amountOf(anonymous.json().priceLines, 'base')).toEqual(['25.00']);
  });

  it('quotes a zone price from the picked suggestions, as the booking charges it', async () => {
    const owner = await newOwner();
    const zones = [{ code: 'tmc', name: 'Medical Center', zips: ['77030', '77002'], flatPrice: '15.00' }];
    expect((await putCard(owner.organizationId, contract({ zones }))).statusCode).toBe(200);
    const suggestion = async (q: string) => {
      const r = await t.request({
        url: `/api/places/autocomplete?q=${encodeURIComponent(q)}`,
        token: owner.token,
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().suggestions[0] as {
        place_id: string;
        formatted_address: string;
        latitude: number;
        longitude: number;
      };
    };
    const [pickup, delivery] = [await suggestion('77030'), await suggestion('77002')];
    const body = {
      pickupLatitude: pickup.latitude,
      pickupLongitude: pickup.longitude,
      deliveryLatitude: delivery.latitude,
      deliveryLongitude: delivery.longitude,
      pickupPlaceId: pickup.place_id,
      deliveryPlaceId: delivery.place_id,
    };
    const quote = await t.request({
      method: 'POST',
      url: '/api/pricing/calculate',
      token: owner.token,
      payload: body,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().priceLines.map((l: Line) => l.code)).toEqual(['zone', 'priority']);
    const order = await book(owner.token, {
      pickupAddress: pickup.formatted_address,
      deliveryAddress: delivery.formatted_address,
      pickupPlaceId: pickup.place_id,
      deliveryPlaceId: delivery.place_id,
      shownTotalCost: quote.json().totalCost,
    });
    expect(order.priceChanged).toBe(false);
    expect(order.priceLines).toEqual(quote.json().priceLines);

    const forged = await t.request({
      method: 'POST',
      url: '/api/pricing/calculate',
      token: owner.token,
      payload: { ...body, pickupPlaceId: `${pickup.place_id}x` },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toContain('pickupPlaceId');
  });

  it('prices an imported order with the card', async () => {
    const owner = await newOwner();
    expect((await putCard(owner.organizationId, contract())).statusCode).toBe(200);
    const csv =
      'pickupAddress,deliveryAddress,itemDescription,priority,serviceType\r\n' +
      `"${HOUSTON_BOOKING.pickupAddress}","${HOUSTON_BOOKING.deliveryAddress}",Lab kits,standard,laboratory_sample\r\n`;
    const r = await uploadCsv(t, csv, owner.token);
    expect(r.statusCode, r.body).toBe(201);
    const [imported] = r.json().orders;
    expect(imported.rateCardVersion).toBe(1);
    expect(amountOf(imported.priceLines, 'base')).toEqual(['19.00']);
    expect(linesSum(imported.priceLines)).toBe(parseCents(imported.totalCost));
  });

  it('prices a standing order occurrence with the card', async () => {
    const owner = await newOwner();
    expect((await putCard(owner.organizationId, contract())).statusCode).toBe(200);
    const created = await t.request({
      method: 'POST',
      url: '/api/recurring-orders',
      token: owner.token,
      payload: {
        rrule: 'FREQ=DAILY;COUNT=1',
        // Tomorrow is within the booking horizon, so the occurrence is booked at once.
        startDate: addDays(dayKey(new Date()), 1),
        timeOfDay: '10:00',
        template: {
          serviceType: 'laboratory_sample',
          priority: 'standard',
          pickupAddress: HOUSTON_BOOKING.pickupAddress,
          deliveryAddress: HOUSTON_BOOKING.deliveryAddress,
          itemDescription: 'Morning specimen run',
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [occurrence] = await t.db
      .select({
        rateCardVersion: orders.rateCardVersion,
        priceLines: orders.priceLines,
        totalCost: orders.totalCost,
      })
      .from(orders)
      .where(eq(orders.recurringId, created.json().id));
    expect(occurrence?.rateCardVersion).toBe(1);
    expect(linesSum(occurrence!.priceLines!)).toBe(parseCents(occurrence!.totalCost));
  });
});
