import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PRIORITIES, SERVICE_TYPES } from '@domain/enums';
import { buildSeedPlan } from './plan';
import { PLACES } from './places';
import { createRng, mulberry32 } from './random';
import { centralParts, centralTime, monthStarts } from './time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Awkward moments for a calendar: month and year starts in Texas, both DST switches, a month end.
const MOMENTS = [
  '2026-03-18T17:00:00Z',
  '2026-03-01T06:30:00Z',
  '2026-01-01T08:00:00Z',
  '2026-03-08T09:00:00Z',
  '2025-11-02T12:00:00Z',
  '2026-07-31T23:59:00Z',
].map((iso) => new Date(iso));

describe.each(MOMENTS)('buildSeedPlan(%s)', (now) => {
  const plan = buildSeedPlan(now);
  const t = now.getTime();

  it('is the same for the same moment', () => {
    expect(buildSeedPlan(now)).toEqual(plan);
  });

  it('has every status, service type and priority, and one of each status for the demo client', () => {
    expect(new Set(plan.orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(plan.orders.map((o) => o.serviceType))).toEqual(new Set(SERVICE_TYPES));
    expect(new Set(plan.orders.map((o) => o.priority))).toEqual(new Set(PRIORITIES));
    const mine = plan.orders.filter((o) => o.client.id === 2);
    expect(mine.length).toBeGreaterThanOrEqual(25);
    expect(new Set(mine.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    const upcoming = mine.filter(
      (o) => o.status === 'pending' && o.scheduledDate && o.scheduledDate.getTime() > t,
    );
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
  });

  it('puts nothing in the future and nothing older than 90 days', () => {
    const stamps = [
      ...plan.orders.flatMap((o) => [o.createdAt, o.updatedAt, ...o.events.map((e) => e.at)]),
      ...plan.messages.map((m) => m.createdAt),
      ...plan.ratings.map((r) => r.createdAt),
      ...plan.payments.flatMap((p) => [p.createdAt, p.confirmedAt]),
      ...plan.locations.map((l) => l.recordedAt),
      ...plan.drivers.map((d) => d.locationUpdatedAt),
    ];
    for (const stamp of stamps) expect(stamp.getTime()).toBeLessThanOrEqual(t);
    for (const o of plan.orders) expect(o.createdAt.getTime()).toBeGreaterThan(t - 90 * DAY);
  });

  it('orders each timeline: booked, paid, then moved step by step', () => {
    for (const o of plan.orders) {
      expect(o.events[0]?.at).toEqual(o.createdAt);
      expect(o.events[o.events.length - 1]?.status).toBe(o.status);
      for (let i = 1; i < o.events.length; i++)
        expect(o.events[i]!.at.getTime()).toBeGreaterThan(o.events[i - 1]!.at.getTime());
      if (o.priority === 'scheduled') {
        expect(o.scheduledDate!.getTime() - o.createdAt.getTime()).toBeGreaterThanOrEqual(48 * HOUR);
        expect(o.preferredTimeSlot).not.toBeNull();
      }
      const transit = o.events.find((e) => e.status === 'in_transit');
      if (o.deliveredAt && transit) {
        const minutes = (o.deliveredAt.getTime() - transit.at.getTime()) / 60_000;
        expect(minutes).toBeGreaterThanOrEqual(o.estimatedTime * 0.8);
        expect(minutes).toBeLessThanOrEqual(o.estimatedTime * 1.25);
      }
    }
    for (const p of plan.payments) {
      const order = plan.orders.find((o) => o.id === p.orderId)!;
      const confirmed = order.events.find((e) => e.status === 'confirmed')!;
      expect(p.createdAt.getTime()).toBeGreaterThanOrEqual(order.createdAt.getTime());
      expect(p.confirmedAt.getTime()).toBeGreaterThan(p.createdAt.getTime());
      expect(p.confirmedAt.getTime()).toBeLessThan(confirmed.at.getTime());
    }
  });

  it('numbers orders oldest first and after their customers signed up', () => {
    plan.orders.forEach((o, i) => expect(o.id).toBe(i + 1));
    for (let i = 1; i < plan.orders.length; i++) {
      expect(plan.orders[i]!.createdAt.getTime()).toBeGreaterThanOrEqual(
        plan.orders[i - 1]!.createdAt.getTime(),
      );
    }
    for (const o of plan.orders) {
      const client = plan.users.find((u) => u.id === o.client.id)!;
      expect(client.createdAt.getTime()).toBeLessThan(o.createdAt.getTime());
    }
  });

  it('dates chat after the driver took the job and ratings after the delivery', () => {
    for (const m of plan.messages) {
      const order = plan.orders.find((o) => o.id === m.orderId)!;
      const assigned = order.events.find((e) => e.status === 'assigned')!;
      expect(m.createdAt.getTime()).toBeGreaterThan(assigned.at.getTime());
    }
    for (const r of plan.ratings) {
      const order = plan.orders.find((o) => o.id === r.orderId)!;
      expect(r.createdAt.getTime()).toBeGreaterThan(order.deliveredAt!.getTime());
    }
  });

  it('never shows a driver in two places at once', () => {
    for (const driver of plan.drivers) {
      const points = plan.locations.filter((l) => l.driverId === driver.id);
      const times = points.map((p) => p.recordedAt.getTime());
      expect(new Set(times).size).toBe(times.length);
      const latest = points.sort((a, b) => b.recordedAt.getTime() - a.recordedAt.getTime())[0];
      if (latest) {
        expect(driver.status).toBe('busy');
        expect(driver.currentLatitude).toBe(latest.latitude.toFixed(6));
        expect(driver.currentLongitude).toBe(latest.longitude.toFixed(6));
      }
    }
  });

  it('books several of the demo client deliveries this month, when the month is old enough', () => {
    const { thisMonth, lastMonth } = monthStarts(now);
    const delivered = plan.orders.filter((o) => o.client.id === 2 && o.deliveredAt);
    const inMonth = (from: Date, to: Date) =>
      delivered.filter((o) => o.deliveredAt! >= from && o.deliveredAt! < to && o.createdAt >= from).length;
    expect(inMonth(lastMonth, thisMonth)).toBeGreaterThanOrEqual(3);
    if (centralParts(now).day >= 3) expect(inMonth(thisMonth, now)).toBeGreaterThanOrEqual(3);
  });
});

describe('seed helpers', () => {
  it('mulberry32 is deterministic and uniform enough', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const draws = Array.from({ length: 10_000 }, () => a());
    expect(draws.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => b()));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(draws.reduce((s, x) => s + x, 0) / draws.length).toBeCloseTo(0.5, 1);
    const rng = createRng(7);
    for (let i = 0; i < 1_000; i++) {
      const n = rng.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
  });

  it('converts Texas wall-clock times across daylight saving', () => {
    expect(centralTime(2026, 1, 15, 9).toISOString()).toBe('2026-01-15T15:00:00.000Z');
    expect(centralTime(2026, 7, 15, 9).toISOString()).toBe('2026-07-15T14:00:00.000Z');
    expect(centralTime(2026, 0, 1, 0).toISOString()).toBe('2025-12-01T06:00:00.000Z');
    expect(monthStarts(new Date('2026-03-01T05:59:00Z')).thisMonth.toISOString()).toBe(
      '2026-02-01T06:00:00.000Z',
    );
  });

  it('lists real-looking Texas places with unique keys and 6-decimal coordinates in the state', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PLACES.map((p) => p.key)).size).toBe(PLACES.length);
    for (const p of PLACES) {
      expect(p.zip).toMatch(/^7\d{4}$/);
      expect(p.street).toMatch(/^\d+ /);
      expect(p.latitude).toBeGreaterThan(25.8);
      expect(p.latitude).toBeLessThan(36.5);
      expect(p.longitude).toBeGreaterThan(-106.7);
      expect(p.longitude).toBeLessThan(-93.5);
      expect(Number(p.latitude.toFixed(6))).toBe(p.latitude);
    }
  });
});
