import { describe, expect, it } from 'vitest';
import { keepsPrecedence, naiveStops, orderStops, planStops, type RouteJob } from './route-order';
import { randomJobs, seededRandom } from './route-order-fixtures';

const NOW = new Date('2026-03-02T15:00:00Z');
const at = (latitude: number, longitude: number) => ({ latitude, longitude });
const job = (
  orderId: number,
  pickup: [number, number],
  delivery: [number, number],
  extra: Partial<RouteJob> = {},
) => ({
  orderId,
  pickup: at(...pickup),
  delivery: at(...delivery),
  pickedUp: false,
  pickupBy: null,
  deliverBy: null,
  ...extra,
});

describe('orderStops', () => {
  it('answers nothing for no jobs, and pickup then delivery for one', () => {
    expect(orderStops([], null, NOW)).toMatchObject({ stops: [], totalMiles: 0, lateMinutes: 0 });
    const one = orderStops([job(1, [29.76, -95.37], [29.8, -95.4])], at(29.7, -95.3), NOW);
    expect(one.stops.map((s) => `${s.kind}:${s.orderId}`)).toEqual(['pickup:1', 'delivery:1']);
    expect(one.totalMiles).toBeGreaterThan(0);
  });

  it('leaves out the pickup of a job already on board', () => {
    const plan = orderStops([job(1, [29.76, -95.37], [29.8, -95.4], { pickedUp: true })], null, NOW);
    expect(plan.stops.map((s) => s.kind)).toEqual(['delivery']);
  });

  it('interleaves two jobs along one street instead of driving back and forth', () => {
    // Job 1 runs west to east across town, job 2 sits beside its start: picking both up first is shorter.
    const jobs = [job(1, [29.76, -95.5], [29.76, -95.2]), job(2, [29.76, -95.49], [29.76, -95.21])];
    const plan = orderStops(jobs, at(29.76, -95.51), NOW);
    expect(plan.stops.map((s) => `${s.kind}:${s.orderId}`)).toEqual([
      'pickup:1',
      'pickup:2',
      'delivery:2',
      'delivery:1',
    ]);
    expect(plan.totalMiles).toBeLessThan(planStops(naiveStops(jobs), at(29.76, -95.51), NOW).totalMiles);
  });

  it('serves a tight deadline first even when another stop is nearer', () => {
    const urgent = new Date(NOW.getTime() + 100 * 60_000);
    const jobs = [
      job(1, [29.76, -95.37], [29.77, -95.36]),
      job(2, [29.9, -95.6], [29.91, -95.61], { pickupBy: urgent }),
    ];
    const plan = orderStops(jobs, at(29.76, -95.37), NOW);
    expect(plan.stops[0]).toMatchObject({ orderId: 2, kind: 'pickup', late: false });
    expect(plan.lateMinutes).toBe(0);
  });

  it('on 200 seeded random runs: precedence always holds, every stop once, never worse than naive', () => {
    const random = seededRandom(20);
    for (let run = 0; run < 200; run++) {
      const { jobs, start } = randomJobs(random, 1 + Math.floor(random() * 6), NOW);
      const plan = orderStops(jobs, start, NOW);
      const naive = planStops(naiveStops(jobs), start, NOW);
      expect(keepsPrecedence(plan.stops)).toBe(true);
      expect(plan.stops).toHaveLength(naive.stops.length);
      expect(new Set(plan.stops.map((s) => `${s.kind}:${s.orderId}`)).size).toBe(naive.stops.length);
      expect(plan.lateMinutes).toBeLessThanOrEqual(naive.lateMinutes + 1e-6);
      if (plan.lateMinutes === naive.lateMinutes)
        expect(plan.totalMiles).toBeLessThanOrEqual(naive.totalMiles + 1e-6);
    }
  });
});

describe('keepsPrecedence', () => {
  it('refuses a delivery before its pickup', () => {
    const stops = naiveStops([job(1, [29.76, -95.37], [29.8, -95.4])]);
    expect(keepsPrecedence(stops)).toBe(true);
    expect(keepsPrecedence([...stops].reverse())).toBe(false);
  });
});
