import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ON_TIME_MINUTES } from '@domain/driver-rules';
import { ACTIVE_STATUSES } from '@domain/enums';
import { orders, users } from '../../db/schema/index';
import { createTestApp, DEMO, uniqueName, type TestApp } from '../../test/helper';

let t: TestApp;
let client: string;

beforeAll(async () => {
  t = await createTestApp();
  client = await t.login(DEMO.client.username, DEMO.client.password);
});
afterAll(async () => t.close());

const stats = (clientId: number, token?: string) =>
  t.request({ method: 'GET', url: `/api/stats/client/${clientId}`, token });

// The test's own reading of the rules, in JavaScript over the rows, independent of the SQL.
const centralDay = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
const monthOf = (d: Date) => centralDay(d).slice(0, 7);
const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};
const cents = (money: string) => Math.round(Number(money) * 100);
const money = (c: number) => (c / 100).toFixed(2);
const windowMinutes: Record<string, number> = { ...ON_TIME_MINUTES };

// The client's organisation's orders, whoever of it booked them: what its tiles count.
async function expectedFor(clientId: number, now: Date) {
  const [client] = await t.db.select().from(users).where(eq(users.id, clientId));
  const rows = await t.db.select().from(orders).where(eq(orders.organizationId, client!.organizationId!));
  const month = monthOf(now);
  const counted = rows.filter((o) => o.status !== 'cancelled' && o.status !== 'declined');
  const thisMonth = rows.filter((o) => monthOf(o.createdAt) === month);
  const lastMonth = rows.filter((o) => monthOf(o.createdAt) === previousMonth(month));
  const delivered = rows.filter((o) => o.status === 'delivered' && o.deliveredAt);
  const onTime = delivered.filter((o) => {
    // The order's stored deadline decides where it has one.
    if (o.deliverBy) return o.deliveredAt!.getTime() <= o.deliverBy.getTime();
    if (o.priority === 'scheduled' && o.scheduledDate)
      return centralDay(o.deliveredAt!) <= centralDay(o.scheduledDate);
    const limit = windowMinutes[o.priority] ?? windowMinutes.standard!;
    return o.deliveredAt!.getTime() - o.createdAt.getTime() <= limit * 60_000;
  });
  // Spent: paid or billed, not cancelled or declined, in the month of its delivery day once it came.
  const day = (o: (typeof rows)[number]) => o.scheduledDate ?? o.createdAt;
  const spent = rows.filter(
    (o) =>
      ['paid', 'invoiced'].includes(o.paymentStatus) &&
      o.status !== 'cancelled' &&
      o.status !== 'declined' &&
      day(o).getTime() <= now.getTime(),
  );
  const spentIn = (m: string) =>
    spent.filter((o) => monthOf(day(o)) === m).reduce((s, o) => s + cents(o.totalCost), 0);
  const minutes = delivered.map((o) => (o.deliveredAt!.getTime() - o.createdAt.getTime()) / 60_000);
  return {
    activeDeliveries: rows.filter((o) => (ACTIVE_STATUSES as readonly string[]).includes(o.status)).length,
    scheduledToday: counted.filter((o) => o.scheduledDate && centralDay(o.scheduledDate) === centralDay(now))
      .length,
    monthlyDeliveries: thisMonth.length,
    totalCost: money(spentIn(month)),
    lastMonthDeliveries: lastMonth.length,
    lastMonthCost: money(spentIn(previousMonth(month))),
    deliveredThisMonth: delivered.filter((o) => monthOf(o.deliveredAt!) === month).length,
    upcomingScheduled: rows.filter((o) => o.status === 'pending' && o.scheduledDate && o.scheduledDate >= now)
      .length,
    averageMinutes: minutes.length ? minutes.reduce((a, b) => a + b, 0) / minutes.length : null,
    onTimePercent: delivered.length ? (100 * onTime.length) / delivered.length : null,
    monthlyChange: lastMonth.length ? (100 * (thisMonth.length - lastMonth.length)) / lastMonth.length : null,
  };
}

describe('GET /api/stats/client/:clientId', () => {
  it("equals the figures computed independently from the client's organisation's orders", async () => {
    // Make sure every figure has something to count: an order scheduled for now, one delivered late.
    const [template] = await t.db.select().from(orders).where(eq(orders.clientId, 2)).limit(1);
    const { id: _id, ...base } = template!;
    const now = new Date();
    await t.db.insert(orders).values([
      { ...base, status: 'confirmed', scheduledDate: now, createdAt: now, deliveredAt: null, driverId: null },
      {
        ...base,
        status: 'delivered',
        priority: 'emergency',
        createdAt: new Date(now.getTime() - 5 * 3_600_000),
        deliveredAt: new Date(now.getTime() - 3 * 3_600_000),
      },
      {
        ...base,
        status: 'cancelled',
        scheduledDate: now,
        createdAt: now,
        deliveredAt: null,
        totalCost: '999.99',
      },
    ]);

    const response = await stats(2, client);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const expected = await expectedFor(2, new Date());
    expect(body).toMatchObject({
      activeDeliveries: expected.activeDeliveries,
      scheduledToday: expected.scheduledToday,
      monthlyDeliveries: expected.monthlyDeliveries,
      totalCost: expected.totalCost,
    });
    expect(body.scheduledToday).toBeGreaterThanOrEqual(1);
    const c = body.comparisons;
    expect(c).toMatchObject({
      lastMonthDeliveries: expected.lastMonthDeliveries,
      lastMonthCost: expected.lastMonthCost,
      deliveredThisMonth: expected.deliveredThisMonth,
      upcomingScheduled: expected.upcomingScheduled,
    });
    // Rounded in SQL (numeric) and here (float): equal within the rounding step.
    expect(Math.abs(c.averageDeliveryMinutes - expected.averageMinutes!)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(c.onTimePercent - expected.onTimePercent!)).toBeLessThanOrEqual(0.05);
    if (expected.monthlyChange === null) expect(c.monthlyChangePercent).toBeNull();
    else expect(Math.abs(c.monthlyChangePercent - expected.monthlyChange)).toBeLessThanOrEqual(0.05);
  });

  it('spends only what was paid or billed, for deliveries whose day has come', async () => {
    const [template] = await t.db.select().from(orders).where(eq(orders.clientId, 2)).limit(1);
    const { id: _id, ...base } = template!;
    const spentNow = async () => cents((await stats(2, client)).json().totalCost as string);
    const before = await spentNow();
    const now = new Date();
    const inAnHour = new Date(now.getTime() + 3_600_000);
    const fresh = { ...base, createdAt: now, deliveredAt: null, driverId: null, scheduledDate: null };
    // None of these is money spent: unpaid, refunded, cancelled after paying, paid for later.
    await t.db.insert(orders).values([
      { ...fresh, status: 'pending', paymentStatus: 'unpaid', totalCost: '30.25' },
      { ...fresh, status: 'cancelled', paymentStatus: 'refunded', totalCost: '41.00' },
      { ...fresh, status: 'cancelled', paymentStatus: 'paid', totalCost: '52.00' },
      { ...fresh, status: 'confirmed', paymentStatus: 'paid', scheduledDate: inAnHour, totalCost: '63.00' },
    ]);
    expect(await spentNow()).toBe(before);

    // A paid order and one billed on account are.
    await t.db.insert(orders).values([
      { ...fresh, status: 'confirmed', paymentStatus: 'paid', totalCost: '12.34' },
      { ...fresh, status: 'assigned', paymentStatus: 'invoiced', totalCost: '10.00' },
    ]);
    expect(await spentNow()).toBe(before + 2234);
  });

  it('answers zeros and nulls for a client with no orders', async () => {
    const username = uniqueName('newclinic');
    const registered = await t.signUp({
      username,
      email: `${username}@example.com`,
      password: 'a-long-password',
      firstName: 'N',
      lastName: 'C',
    });
    const { sessionToken, user } = registered.json();
    const response = await stats(user.id, sessionToken);
    expect(response.json()).toEqual({
      activeDeliveries: 0,
      scheduledToday: 0,
      monthlyDeliveries: 0,
      totalCost: '0.00',
      comparisons: {
        lastMonthDeliveries: 0,
        monthlyChangePercent: null,
        lastMonthCost: '0.00',
        costChangePercent: null,
        deliveredThisMonth: 0,
        upcomingScheduled: 0,
        averageDeliveryMinutes: null,
        onTimePercent: null,
      },
    });
    // ...and that client may not read client 2's figures.
    expect((await stats(2, sessionToken)).statusCode).toBe(403);
  });

  it("lets admin read any client, and no client another client's figures", async () => {
    const admin = await t.login(DEMO.admin.username, DEMO.admin.password);
    expect((await stats(2, admin)).statusCode).toBe(200);
    expect((await stats(1, admin)).statusCode).toBe(404);
    expect((await stats(1, client)).statusCode).toBe(403);
  });
});
