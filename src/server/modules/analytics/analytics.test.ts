import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDay } from '@domain/admin';
import { PRIORITIES, SERVICE_TYPES } from '@domain/enums';
import { drivers, orders, users } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { adminTestApp, cents, get, insertOrders, money } from '../../test/console';

let t: TestApp;
let admin: string;
let driver: string;
beforeAll(async () => {
  ({ t, admin, driver } = await adminTestApp());
});
afterAll(async () => t.close());

const analytics = (query = '', token = admin) => get(t, `/api/admin/analytics${query}`, token);
const WINDOW: Record<string, number> = { emergency: 60, express: 120, standard: 240 };

// The test's own reading of the definitions, in JavaScript over every row.
async function expected(from: string, to: string) {
  const all = await t.db.select().from(orders);
  const inRange = all.filter((o) => businessDay(o.createdAt) >= from && businessDay(o.createdAt) <= to);
  const delivered = inRange.filter((o) => o.status === 'delivered' && o.deliveredAt);
  const revenue = (list: typeof all) =>
    money(list.filter((o) => delivered.includes(o)).reduce((s, o) => s + cents(o.totalCost), 0));
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  const onTime = delivered.filter((o) =>
    // The order's stored deadline decides where it has one.
    o.deliverBy
      ? o.deliveredAt!.getTime() <= o.deliverBy.getTime()
      : o.priority === 'scheduled' && o.scheduledDate
        ? businessDay(o.deliveredAt!) <= businessDay(o.scheduledDate)
        : o.deliveredAt!.getTime() - o.createdAt.getTime() <= (WINDOW[o.priority] ?? 240) * 60_000,
  );
  const minutes = delivered.map((o) => (o.deliveredAt!.getTime() - o.createdAt.getTime()) / 60_000);
  const byDriver = new Map<number, typeof all>();
  for (const o of delivered.filter((o) => o.driverId !== null)) {
    byDriver.set(o.driverId!, [...(byDriver.get(o.driverId!) ?? []), o]);
  }
  return {
    perDay: days.map((date) => {
      const list = inRange.filter((o) => businessDay(o.createdAt) === date);
      return { date, orders: list.length, revenue: revenue(list) };
    }),
    byServiceType: SERVICE_TYPES.map((serviceType) => {
      const list = inRange.filter((o) => o.serviceType === serviceType);
      return { serviceType, orders: list.length, revenue: revenue(list) };
    }),
    byPriority: PRIORITIES.map((priority) => ({
      priority,
      orders: inRange.filter((o) => o.priority === priority).length,
    })),
    onTime: delivered.length ? (100 * onTime.length) / delivered.length : null,
    averageMinutes: minutes.length ? minutes.reduce((a, b) => a + b, 0) / minutes.length : null,
    driverDeliveries: new Map([...byDriver].map(([id, list]) => [id, list.length])),
  };
}

describe('GET /api/admin/analytics', () => {
  it('defaults to the last 30 Central days, each day present, equal to the rows in range', async () => {
    const response = await analytics();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const today = businessDay(new Date());
    expect(body).toMatchObject({ from: addDays(today, -29), to: today });
    const want = await expected(body.from, body.to);
    expect(body.perDay).toEqual(want.perDay);
    expect(body.byServiceType).toEqual(want.byServiceType);
    expect(body.byPriority).toEqual(want.byPriority);
    expect(body.perDay.reduce((s: number, d: { orders: number }) => s + d.orders, 0)).toBeGreaterThan(0);
    expect(Math.abs(body.onTimePercentage - want.onTime!)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(body.averageDeliveryMinutes - want.averageMinutes!)).toBeLessThanOrEqual(0.5);

    // Top drivers: most deliveries first, each count right, names and ratings from their records.
    expect(body.topDrivers.length).toBeGreaterThan(0);
    const counts = body.topDrivers.map((d: { deliveries: number }) => d.deliveries);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBe(Math.max(...want.driverDeliveries.values()));
    const people = await t.db.select().from(drivers).innerJoin(users, eq(users.id, drivers.userId));
    for (const top of body.topDrivers) {
      expect(top.deliveries).toBe(want.driverDeliveries.get(top.driverId));
      const person = people.find((p) => p.drivers.id === top.driverId)!;
      expect(top).toMatchObject({
        name: `${person.users.firstName} ${person.users.lastName}`,
        rating: person.drivers.rating,
      });
    }
  });

  it('shows days without orders as zeros, across a daylight saving change', async () => {
    // Booked at 00:30 CST on 2024-03-10, the night the clocks go forward; delivered at 03:00 CDT.
    await insertOrders(t, [
      {
        status: 'delivered',
        createdAt: new Date('2024-03-10T06:30:00Z'),
        deliveredAt: new Date('2024-03-10T08:00:00Z'),
        totalCost: '42.50',
        serviceType: 'financial_document',
        priority: 'express',
      },
      {
        status: 'cancelled',
        createdAt: new Date('2024-03-12T04:59:00Z'),
        totalCost: '99.00',
        serviceType: 'medical_prescription',
        priority: 'standard',
      },
    ]);
    const body = (await analytics('?from=2024-03-08&to=2024-03-12')).json();
    expect(body.perDay).toEqual([
      { date: '2024-03-08', orders: 0, revenue: '0.00' },
      { date: '2024-03-09', orders: 0, revenue: '0.00' },
      { date: '2024-03-10', orders: 1, revenue: '42.50' },
      // 04:59 UTC on the 12th is 23:59 CDT on the 11th.
      { date: '2024-03-11', orders: 1, revenue: '0.00' },
      { date: '2024-03-12', orders: 0, revenue: '0.00' },
    ]);
    expect(body.byServiceType).toHaveLength(5);
    expect(
      body.byServiceType.find((s: { serviceType: string }) => s.serviceType === 'financial_document'),
    ).toMatchObject({ orders: 1, revenue: '42.50' });
    expect(body).toMatchObject({ onTimePercentage: 100, averageDeliveryMinutes: 90 });
    expect(body.byPriority).toEqual(
      PRIORITIES.map((priority) => ({
        priority,
        orders: priority === 'express' ? 1 : priority === 'standard' ? 1 : 0,
      })),
    );

    const empty = (await analytics('?from=2020-01-01&to=2020-01-03')).json();
    expect(empty).toMatchObject({ onTimePercentage: null, averageDeliveryMinutes: null, topDrivers: [] });
    expect(empty.perDay.map((d: { orders: number }) => d.orders)).toEqual([0, 0, 0]);
  });

  it('gives address quality per week: street-level orders, and those dispatch had to check', async () => {
    const street = { pickupPrecision: 'street', deliveryPrecision: 'street' } as const;
    const [, waiting, confirmed] = await insertOrders(t, [
      { ...street, createdAt: new Date('2023-05-02T15:00:00Z') },
      {
        ...street,
        deliveryPrecision: 'zip',
        deliveryNeedsReview: true,
        createdAt: new Date('2023-05-03T15:00:00Z'),
      },
      { ...street, pickupPrecision: 'city', createdAt: new Date('2023-05-04T15:00:00Z') },
      { ...street, createdAt: new Date('2023-05-05T15:00:00Z') },
      { ...street, createdAt: new Date('2023-05-09T15:00:00Z') },
    ]);
    expect(waiting).toBeDefined();
    // Confirming clears the flag; the dispatcher's confirmation is what says it was checked.
    const confirm = await t.request({
      method: 'POST',
      url: `/api/orders/${confirmed}/confirm-address`,
      token: admin,
      payload: { end: 'pickup' },
    });
    expect(confirm.statusCode).toBe(200);

    const body = (await analytics('?from=2023-05-01&to=2023-05-21')).json();
    expect(body.addressQuality).toEqual([
      { weekStart: '2023-05-01', orders: 4, streetPercentage: 50, reviewPercentage: 50 },
      { weekStart: '2023-05-08', orders: 1, streetPercentage: 100, reviewPercentage: 0 },
      { weekStart: '2023-05-15', orders: 0, streetPercentage: null, reviewPercentage: null },
    ]);
  });

  it('validates the range, naming the field', async () => {
    const cases: [string, string][] = [
      ['?from=2025-05-02&to=2025-05-01', 'to'],
      ['?from=2024-01-01&to=2025-01-01', 'from'],
      ['?from=2025-13-01', 'from'],
      ['?to=tomorrow', 'to'],
    ];
    for (const [query, field] of cases) {
      const response = await analytics(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].path, query).toBe(field);
    }
    // 366 days is the most: a leap year, both ends included.
    expect((await analytics('?from=2024-01-01&to=2024-12-31')).json().perDay).toHaveLength(366);
    // Only `to`: the 30 days ending then.
    expect((await analytics('?to=2025-01-30')).json()).toMatchObject({
      from: '2025-01-01',
      to: '2025-01-30',
    });
  });

  it('refuses a driver before reading its query: 403, not 400', async () => {
    expect((await analytics('?from=bad', driver)).statusCode).toBe(403);
  });
});
