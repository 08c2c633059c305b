import { describe, expect, it } from 'vitest';
import { followPlan, keepsPrecedence, type RouteJob } from '../route-order';
import { seededDay } from './day-fixtures';
import { evaluateDay, insertIntoDay, planDay, type DayInput } from './day-plan';
import { PlaceMatrix } from './place-matrix';

const now = new Date('2026-12-01T14:00:00Z');
const budget = {
  timeLimitMs: 60_000,
  seed: 2,
  now: (() => {
    let tick = 0;
    return () => (tick += 200);
  })(),
};

describe('the product day on the planner', () => {
  const day: DayInput = { ...seededDay(9, 60, 10, now), now };

  it('plans a seeded day with every stop timed, no rule broken, and each left-out order with a reason', () => {
    const result = planDay(day, new PlaceMatrix(), budget);
    expect(result.violations).toEqual([]);
    const served = new Set(result.routes.flatMap((r) => r.stops.map((s) => s.orderId)));
    expect(served.size + result.unserved.length).toBe(day.orders.length);
    expect(served.size).toBeGreaterThan(day.orders.length / 2);
    for (const route of result.routes) {
      expect(keepsPrecedence(route.stops)).toBe(true);
      for (const stop of route.stops) expect(stop.slackMinutes).toBeGreaterThanOrEqual(0);
    }
  });

  it('judges an edited plan without moving it: a drop put first is reported, never reordered', () => {
    const plan = planDay(day, new PlaceMatrix(), budget);
    expect(plan.violations).toEqual([]);
    const route = plan.routes.find((r) => r.stops.length >= 4)!;
    const reversed = [...route.stops].reverse().map(({ orderId, kind }) => ({ orderId, kind }));
    const judged = evaluateDay(day, new PlaceMatrix(), [{ driverId: route.driverId, stops: reversed }]);
    expect(judged.routes[0]!.stops.map((s) => `${s.orderId}/${s.kind}`)).toEqual(
      reversed.map((s) => `${s.orderId}/${s.kind}`),
    );
    expect(judged.violations.map((v) => v.reason)).toContain('delivery-before-pickup');
  });

  it('inserts a new order into a plan and leaves the other orders with their drivers', () => {
    const places = new PlaceMatrix();
    const before: DayInput = { ...day, orders: day.orders.slice(0, -1) };
    const plan = planDay(before, places, budget);
    expect(plan.violations).toEqual([]);
    const routes = plan.routes.map((r) => ({
      driverId: r.driverId,
      stops: r.stops.map(({ orderId, kind }) => ({ orderId, kind })),
    }));
    const grown = insertIntoDay(day, places, routes, { ...budget, timeLimitMs: 0 });
    const newId = day.orders.at(-1)!.id;
    expect(grown.violations).toEqual([]);
    const driverOf = (result: typeof plan, id: number) =>
      result.routes.find((r) => r.stops.some((s) => s.orderId === id))?.driverId;
    for (const order of before.orders) expect(driverOf(grown, order.id)).toBe(driverOf(plan, order.id));
    expect(driverOf(grown, newId) !== undefined || grown.unserved.some((u) => u.orderId === newId)).toBe(
      true,
    );
  });

  it('lists a cold-chain order as such when no cold-chain driver is on shift', () => {
    const warmOnly: DayInput = { ...day, drivers: day.drivers.map((d) => ({ ...d, coldChain: false })) };
    const result = planDay(warmOnly, new PlaceMatrix(), budget);
    expect(result.violations).toEqual([]);
    const cold = day.orders.filter((o) => o.temperatureClass !== 'ambient').map((o) => o.id);
    expect(cold.length).toBeGreaterThan(0);
    for (const id of cold)
      expect(result.unserved.find((u) => u.orderId === id)?.reason).toBe('no_cold_chain_driver');
  });
});

describe('a driver’s stops following the applied plan', () => {
  const at = (latitude: number) => ({ latitude, longitude: -95.37 });
  const job = (orderId: number, pickedUp = false): RouteJob => ({
    orderId,
    pickup: at(29.7 + orderId / 100),
    delivery: at(29.8 + orderId / 100),
    pickedUp,
    pickupBy: null,
    deliverBy: null,
  });

  it('keeps the plan’s order, moves a pickup the plan put late before its drop, and adds jobs the plan lacks after', () => {
    const jobs = [job(1), job(2, true), job(3)];
    const planned = [
      { orderId: 2, kind: 'delivery' as const },
      { orderId: 1, kind: 'delivery' as const },
      { orderId: 1, kind: 'pickup' as const },
    ];
    const route = followPlan(jobs, planned, at(29.7), now);
    expect(route.stops.map((s) => `${s.orderId}/${s.kind}`)).toEqual([
      '2/delivery',
      '1/pickup',
      '1/delivery',
      '3/pickup',
      '3/delivery',
    ]);
  });
});
