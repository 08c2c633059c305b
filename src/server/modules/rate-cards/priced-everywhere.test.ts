/**
 * The card that applies prices an order wherever it is priced, on PGlite and on PostgreSQL when
 * DATABASE_URL is set: the estimate before booking (with a zone found from the picked suggestions),
 * a CSV import and a standing order's occurrence.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayKey } from '@domain/central-time';
import { parseCents } from '@domain/pricing';
import { orders } from '../../db/schema/index';
import { HOUSTON_BOOKING } from '../../test/orders';
import { uploadCsv } from '../orders/import-test-support';
import { openRateCardApp, type Line } from './test-support';

let s: Awaited<ReturnType<typeof openRateCardApp>>;
beforeAll(async () => {
  s = await openRateCardApp();
}, 60_000);
afterAll(async () => s.t.close());

describe('the same card everywhere an order is priced', () => {
  it('quotes a signed-in member with its card before booking, and the booking charges the quote', async () => {
    const owner = await s.newOwner();
    expect((await s.putCard(owner.organizationId, s.contract())).statusCode).toBe(200);
    const body = {
      pickupLatitude: HOUSTON_BOOKING.pickupLatitude,
      pickupLongitude: HOUSTON_BOOKING.pickupLongitude,
      deliveryLatitude: HOUSTON_BOOKING.deliveryLatitude,
      deliveryLongitude: HOUSTON_BOOKING.deliveryLongitude,
      serviceType: 'medical_prescription',
      priority: 'standard',
    };
    const quote = await s.t.request({
      method: 'POST',
      url: '/api/pricing/calculate',
      token: owner.token,
      payload: body,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().rateCardVersion).toBe(1);
    const order = await s.book(owner.token, { shownTotalCost: quote.json().totalCost });
    expect(order.priceChanged).toBe(false);
    expect(order.priceLines).toEqual(quote.json().priceLines);

    const anonymous = await s.t.request({ method: 'POST', url: '/api/pricing/calculate', payload: body });
    expect(anonymous.json().rateCardVersion).toBeNull();
    expect(s.amountOf(anonymous.json().priceLines, 'base')).toEqual(['25.00']);
  });

  it('quotes a zone price from the picked suggestions, as the booking charges it', async () => {
    const owner = await s.newOwner();
    const zones = [{ code: 'tmc', name: 'Medical Center', zips: ['77030', '77002'], flatPrice: '15.00' }];
    expect((await s.putCard(owner.organizationId, s.contract({ zones }))).statusCode).toBe(200);
    const suggestion = async (q: string) => {
      const r = await s.t.request({
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
    const quote = await s.t.request({
      method: 'POST',
      url: '/api/pricing/calculate',
      token: owner.token,
      payload: body,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().priceLines.map((l: Line) => l.code)).toEqual(['zone', 'priority']);
    const order = await s.book(owner.token, {
      pickupAddress: pickup.formatted_address,
      deliveryAddress: delivery.formatted_address,
      pickupPlaceId: pickup.place_id,
      deliveryPlaceId: delivery.place_id,
      shownTotalCost: quote.json().totalCost,
    });
    expect(order.priceChanged).toBe(false);
    expect(order.priceLines).toEqual(quote.json().priceLines);

    const forged = await s.t.request({
      method: 'POST',
      url: '/api/pricing/calculate',
      token: owner.token,
      payload: { ...body, pickupPlaceId: `${pickup.place_id}x` },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toContain('pickupPlaceId');
  });

  it('prices an imported order with the card', async () => {
    const owner = await s.newOwner();
    expect((await s.putCard(owner.organizationId, s.contract())).statusCode).toBe(200);
    const csv =
      'pickupAddress,deliveryAddress,itemDescription,priority,serviceType\r\n' +
      `"${HOUSTON_BOOKING.pickupAddress}","${HOUSTON_BOOKING.deliveryAddress}",Lab kits,standard,laboratory_sample\r\n`;
    const r = await uploadCsv(s.t, csv, owner.token);
    expect(r.statusCode, r.body).toBe(201);
    const [imported] = r.json().orders;
    expect(imported.rateCardVersion).toBe(1);
    expect(s.amountOf(imported.priceLines, 'base')).toEqual(['19.00']);
    expect(s.linesSum(imported.priceLines)).toBe(parseCents(imported.totalCost));
  });

  it('prices a standing order occurrence with the card', async () => {
    const owner = await s.newOwner();
    expect((await s.putCard(owner.organizationId, s.contract())).statusCode).toBe(200);
    const created = await s.t.request({
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
    const [occurrence] = await s.t.db
      .select({
        rateCardVersion: orders.rateCardVersion,
        priceLines: orders.priceLines,
        totalCost: orders.totalCost,
      })
      .from(orders)
      .where(eq(orders.recurringId, created.json().id));
    expect(occurrence?.rateCardVersion).toBe(1);
    expect(s.linesSum(occurrence!.priceLines!)).toBe(parseCents(occurrence!.totalCost));
  });
});
