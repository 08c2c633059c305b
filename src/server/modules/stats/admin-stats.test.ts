import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '@domain/admin';
import { drivers, orders } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { eq, inArray } from 'drizzle-orm';
import { bookOrder, patchOrder } from '../../test/orders';
import { adminStats, adminStatsByScan } from './admin-repository';
import { adminTestApp, cents, centralMidnight, get, insertOrders, money } from '../../test/console';

let t: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  ({ t, admin, client } = await adminTestApp());
});
afterAll(async () => t.close());

// The test's own reading of the dashboard's figures, in JavaScript over every row.
async function expected(now: Date) {
  const all = await t.db.select().from(orders);
  const people = await t.db.select().from(drivers);
  const delivered = all.filter((o) => o.status === 'delivered');
  return {
    totalOrders: all.length,
    activeOrders: all.filter((o) => ['pending', 'confirmed', 'assigned', 'in_transit'].includes(o.status))
      .length,
    totalDrivers: people.length,
    availableDrivers: people.filter((d) => d.status === 'available').length,
    totalRevenue: money(delivered.reduce((sum, o) => sum + cents(o.totalCost), 0)),
    completedToday: delivered.filter((o) => o.deliveredAt && businessDay(o.deliveredAt) === businessDay(now))
      .length,
  };
}

describe('GET /api/admin/stats', () => {
  it('equals the figures computed independently from every order and driver', async () => {
    const response = await get(t, '/api/admin/stats', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual(await expected(new Date()));
    // The seed has orders in every status, so each figure is really exercised.
    expect(body.activeOrders).toBeGreaterThan(0);
    expect(body.availableDrivers).toBe(6);
    expect(body.totalRevenue).toMatch(/^\d+\.\d{2}$/);
  });

  it('counts a delivery at 00:30 Central today, not one at 23:30 yesterday', async () => {
    const midnight = centralMidnight(new Date());
    const before = (await get(t, '/api/admin/stats', admin)).json();
    const minutes = (n: number) => new Date(midnight.getTime() + n * 60_000);
    await insertOrders(t, [
      { status: 'delivered', createdAt: minutes(-200), deliveredAt: minutes(-30), totalCost: '10.00' },
      { status: 'delivered', createdAt: minutes(-100), deliveredAt: minutes(30), totalCost: '20.00' },
    ]);
    const after = (await get(t, '/api/admin/stats', admin)).json();
    expect(after.completedToday).toBe(before.completedToday + 1);
    expect(after.totalOrders).toBe(before.totalOrders + 2);
    expect(cents(after.totalRevenue) - cents(before.totalRevenue)).toBe(3000);
    expect(after).toEqual(await expected(new Date()));
  });

  it('follows daylight saving: the day of 2025-11-02 (25 hours) starts at 05:00 UTC', async () => {
    await insertOrders(t, [
      // 23:30 CDT on Nov 1, 00:30 CDT and 23:30 CST on Nov 2, 00:30 CST on Nov 3.
      { status: 'delivered', deliveredAt: new Date('2025-11-02T04:30:00Z') },
      { status: 'delivered', deliveredAt: new Date('2025-11-02T05:30:00Z') },
      { status: 'delivered', deliveredAt: new Date('2025-11-03T05:30:00Z') },
      { status: 'delivered', deliveredAt: new Date('2025-11-03T06:30:00Z') },
    ]);
    const now = new Date('2025-11-02T18:00:00Z');
    const figures = await adminStats(t.db, now);
    expect(figures.completedToday).toBe(2);
    expect(figures).toEqual(await expected(now));
  });

  it('keeps the counters equal to a full count through parallel bookings, approvals, price edits and deletes', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => bookOrder(t, client)));
    // Orders with no custody chain (straight into the table) are the only ones that can be deleted.
    const loose = await insertOrders(t, [
      { status: 'confirmed' },
      { status: 'delivered', deliveredAt: new Date() },
    ]);
    await Promise.all([
      ...ids.slice(0, 6).map((id) => patchOrder(t, admin, id, 'confirmed')),
      ...ids.slice(6, 9).map((id) => patchOrder(t, client, id, 'cancelled')),
      t.db.update(orders).set({ totalCost: '99.99' }).where(eq(orders.id, ids[9]!)),
      t.db.delete(orders).where(inArray(orders.id, loose)),
      t.db.update(orders).set({ status: 'delivered', deliveredAt: new Date() }).where(eq(orders.id, ids[0]!)),
    ]);
    const now = new Date();
    const counted = await adminStats(t.db, now);
    expect(counted).toEqual(await adminStatsByScan(t.db, now));
    expect(counted).toEqual(await expected(now));
  });
});
