import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  achievementResponse,
  driverPerformanceResponse,
  driverStatsResponse,
  leaderboardEntry,
} from '@domain/driver';
import { drivers, orders, ratings } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { accept, driverTestApp, newDriver, openJob, setShift, step } from '../driver-jobs/test-support';

let t: TestApp;
let admin: string;
let client: string;
let driver: string;
let driverId: number;
beforeAll(async () => {
  ({ t, admin, client, driver, driverId } = await driverTestApp());
});
afterAll(async () => t.close());

describe('GET /api/driver/stats/{driverId}', () => {
  it("matches an independent reading of the driver's orders", async () => {
    const response = await t.as(driver).get(`/api/driver/stats/${driverId}`);
    expect(response.statusCode).toBe(200);
    const stats = driverStatsResponse.parse(response.json());
    const mine = await t.db.select().from(orders).where(eq(orders.driverId, driverId));
    const [record] = await t.db.select().from(drivers).where(eq(drivers.id, driverId));
    const delivered = mine.filter((o) => o.status === 'delivered');
    // The default pay rule (15 % of each job's total), each job rounded half up to the cent.
    const pay = delivered.reduce(
      (sum, o) => sum + Math.round((Math.round(Number(o.totalCost) * 100) * 15) / 100),
      0,
    );
    const tenths = delivered.reduce((sum, o) => sum + Math.round(Number(o.distance) * 10), 0);
    const open = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.status, 'confirmed'), sql`${orders.driverId} is null`));
    expect(delivered.length).toBeGreaterThan(0);
    expect(stats).toEqual({
      availableJobs: open[0]!.n,
      completedJobs: delivered.length,
      milesDriven: (tenths / 10).toFixed(1),
      moneyEarned: (pay / 100).toFixed(2),
      activeJobs: mine.filter((o) =>
        ['assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit'].includes(o.status),
      ).length,
      status: record!.status,
      // "near you" counts open jobs within the stated radius only (checked below).
      nearbyJobs: expect.any(Number),
      nearRadiusMiles: 50,
    });
    expect(stats.nearbyJobs).toBeLessThanOrEqual(stats.availableJobs);
  });

  it('tells the driver its own shift status, so the app shows it after a reload', async () => {
    const fresh = await newDriver(t, false);
    const statusOf = async () =>
      driverStatsResponse.parse((await t.as(fresh.token).get(`/api/driver/stats/${fresh.driverId}`)).json())
        .status;
    expect(await statusOf()).toBe('offline');
    expect((await setShift(t, fresh.token, 'available')).statusCode).toBe(200);
    expect(await statusOf()).toBe('available');
  });

  it('answers the driver itself and admins only', async () => {
    const other = await newDriver(t);
    expect((await t.as(other.token).get(`/api/driver/stats/${driverId}`)).statusCode).toBe(403);
    expect((await t.as(admin).get(`/api/driver/stats/${driverId}`)).statusCode).toBe(200);
    expect((await t.as(admin).get('/api/driver/stats/999999')).statusCode).toBe(404);
  });
});

describe('performance and achievements', () => {
  it('answers the performance shapes computed from the demo driver’s deliveries', async () => {
    const performance = driverPerformanceResponse.parse(
      (await t.as(driver).get(`/api/driver/${driverId}/performance`)).json(),
    );
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int`, first: sql<string>`min(${orders.deliveredAt})::text` })
      .from(orders)
      .where(and(eq(orders.driverId, driverId), eq(orders.status, 'delivered')));
    expect(performance.totalDeliveries).toBe(count!.n);
    expect(performance.level).toBe(Math.floor(performance.totalPoints / 1000) + 1);
    expect(performance.pointsToNextLevel).toBe(1000 - (performance.totalPoints % 1000));
    expect(performance.rank).toBe(`${performance.badge} Courier`);
    expect(performance.weeklyGoal).toBe(25);
    expect(performance.totalPoints).toBeGreaterThanOrEqual(count!.n * 100);
    expect(performance.onTimePercentage).toBeGreaterThan(0);

    const list = (await t.as(driver).get(`/api/driver/${driverId}/achievements`)).json() as unknown[];
    const achievements = list.map((a) => achievementResponse.parse(a));
    expect(achievements.map((a) => a.id)).toEqual([
      'first_delivery',
      'speed_demon',
      'marathon_runner',
      'streak_master',
      'century_club',
      'perfect_week',
    ]);
    for (const a of achievements) {
      expect(a.progress).toBeLessThanOrEqual(a.requirement);
      expect(a.unlockedAt !== null).toBe(a.unlocked);
    }
    const first = achievements[0]!;
    expect(new Date(first.unlockedAt!).getTime()).toBe(new Date(count!.first).getTime());
  });

  it('counts a new driver’s first delivery the moment it is made', async () => {
    const d = await newDriver(t);
    const empty = (await t.as(d.token).get(`/api/driver/${d.driverId}/performance`)).json();
    expect(empty).toMatchObject({ totalPoints: 0, level: 1, currentStreak: 0, onTimePercentage: null });
    const id = await openJob(t, client, admin, { priority: 'emergency' });
    await accept(t, d.token, id);
    for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
      await step(t, d.token, id, status);
    }
    const after = (await t.as(d.token).get(`/api/driver/${d.driverId}/performance`)).json();
    // 100 + 25 on time + 50 emergency on time + 50 for first_delivery.
    expect(after).toMatchObject({
      totalPoints: 225,
      currentStreak: 1,
      weeklyProgress: 1,
      totalDeliveries: 1,
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    const achievements = (await t.as(d.token).get(`/api/driver/${d.driverId}/achievements`)).json();
    expect(achievements[0]).toMatchObject({ unlocked: true, unlockedAt: order!.deliveredAt!.toISOString() });
    expect(achievements[1]).toMatchObject({ id: 'speed_demon', progress: 1, unlocked: false });
  });

  it('answers a driver its own figures only, admins anyone’s', async () => {
    const other = await newDriver(t);
    for (const path of ['performance', 'achievements']) {
      expect((await t.as(other.token).get(`/api/driver/${driverId}/${path}`)).statusCode).toBe(403);
      expect((await t.as(admin).get(`/api/driver/${driverId}/${path}`)).statusCode).toBe(200);
      expect((await t.as(admin).get(`/api/driver/999999/${path}`)).statusCode).toBe(404);
    }
  });
});

describe('GET /api/driver/leaderboard', () => {
  it('ranks every driver by the same points their own page shows, marking the reader', async () => {
    const response = await t.as(driver).get('/api/driver/leaderboard');
    expect(response.statusCode).toBe(200);
    const board = (response.json() as unknown[]).map((e) => leaderboardEntry.parse(e));
    const all = await t.db.select({ id: drivers.id }).from(drivers);
    expect(board).toHaveLength(all.length);
    expect(board.map((e) => e.rank)).toEqual(board.map((_, i) => i + 1));
    const points = board.map((e) => e.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(board.filter((e) => e.isMe).map((e) => e.driverId)).toEqual([driverId]);
    expect(board.find((e) => e.isMe)!.driverName).toBe('James C.');
    // The SQL totals of the board and the row-by-row rules of each driver's page agree.
    for (const entry of board) {
      const own = (await t.as(admin).get(`/api/driver/${entry.driverId}/performance`)).json();
      expect({
        id: entry.driverId,
        points: entry.points,
        deliveries: entry.deliveries,
        badge: entry.badge,
      }).toEqual({
        id: entry.driverId,
        points: own.totalPoints,
        deliveries: own.totalDeliveries,
        badge: own.badge,
      });
    }
    const forAdmin = (await t.as(admin).get('/api/driver/leaderboard')).json() as Array<{ isMe: boolean }>;
    expect(forAdmin.some((e) => e.isMe)).toBe(false);
  });

  it('agrees with the page on the edges: Central midnights, scheduled days and ratings', async () => {
    const d = await newDriver(t);
    const [template] = await t.db.select().from(orders).where(eq(orders.clientId, 2)).limit(1);
    const { id: _id, ...base } = template!;
    const at = (iso: string) => new Date(iso);
    const rows = [
      // A scheduled job due on 10 July (Central), delivered 23:59 CDT that day: on time.
      {
        priority: 'scheduled',
        scheduledDate: at('2025-07-10T15:00:00Z'),
        createdAt: at('2025-07-07T15:00:00Z'),
        deliveredAt: at('2025-07-11T04:59:00Z'),
      },
      // The same, delivered 00:01 CDT the next day: late.
      {
        priority: 'scheduled',
        scheduledDate: at('2025-07-10T15:00:00Z'),
        createdAt: at('2025-07-07T15:00:00Z'),
        deliveredAt: at('2025-07-11T05:01:00Z'),
      },
      // An emergency delivered at exactly its window (2 h): on time; a minute later: late.
      {
        priority: 'emergency',
        scheduledDate: null,
        createdAt: at('2025-07-12T13:00:00Z'),
        deliveredAt: at('2025-07-12T15:00:00Z'),
      },
      {
        priority: 'emergency',
        scheduledDate: null,
        createdAt: at('2025-07-13T13:00:00Z'),
        deliveredAt: at('2025-07-13T15:01:00Z'),
      },
    ] as const;
    const inserted = await t.db
      .insert(orders)
      .values(
        rows.map((r) => ({
          ...base,
          ...r,
          // Rows without a stored deadline are judged by the windows from booking.
          pickupBy: null,
          deliverBy: null,
          status: 'delivered' as const,
          driverId: d.driverId,
          distance: '12.5',
        })),
      )
      .returning({ id: orders.id });
    await t.db
      .insert(ratings)
      .values({ orderId: inserted[2]!.id, raterUserId: 2, userType: 'client', rating: 5 });
    const own = (await t.as(d.token).get(`/api/driver/${d.driverId}/performance`)).json();
    // 4 x 100, 2 on time x 25, 1 emergency on time x 50, 1 five-star x 30, first_delivery 50.
    expect(own.totalPoints).toBe(400 + 50 + 50 + 30 + 50);
    // 23:59 and 00:01 fall on two Central days: 10, 11, 12 and 13 July make a run of four.
    expect(own.longestStreak).toBe(4);
    const entry = (
      (await t.as(admin).get('/api/driver/leaderboard')).json() as Array<{ driverId: number; points: number }>
    ).find((e) => e.driverId === d.driverId);
    expect(entry!.points).toBe(own.totalPoints);
  });
});
