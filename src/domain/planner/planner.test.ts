import { describe, expect, it } from 'vitest';
import { parseLiLim } from './lilim';
import { buildModel, isRouteFeasible } from './model';
import { bestInsertion, emptyRoute, refresh } from './route';
import { planViolations } from './plan-check';
import { planeInstance, scatter } from './planner-fixtures';
import { solve, type PlanOptions } from './solve';
import lc101 from '../../../bench/lilim/lc101.txt?raw';
import lr101 from '../../../bench/lilim/lr101.txt?raw';

const fixed = (iterations: number, seed = 7): PlanOptions => ({
  seed,
  maxIterations: iterations,
  timeLimitMs: 60_000,
  now: () => Date.now(),
});
const LILIM: Record<string, string> = { lc101, lr101 };
const lilim = (name: string) => parseLiLim(LILIM[name]!);

describe('planner on Li & Lim instances', () => {
  it('serves every task of lc101 with its best known fleet of 10, feasibly', () => {
    const instance = lilim('lc101');
    const result = solve(instance, fixed(150));
    expect(result.unserved).toEqual([]);
    expect(planViolations(instance, result.routes)).toEqual([]);
    expect(result.vehicles).toBe(10);
    expect(result.distance).toBeLessThan(828.9369 * 1.02);
  });

  it('finds a feasible plan for lr101 (tight windows, scattered) and the same one again for the same seed', () => {
    const instance = lilim('lr101');
    const first = solve(instance, fixed(60, 3));
    const second = solve(instance, fixed(60, 3));
    expect(first.unserved).toEqual([]);
    expect(planViolations(instance, first.routes)).toEqual([]);
    expect(second.routes).toEqual(first.routes);
    expect(first.vehicles).toBeLessThanOrEqual(20);
  });
});

describe('planner constraints beyond the benchmark', () => {
  it('keeps a piece within its ride limit even when a detour would be shorter', () => {
    // Both pickups on the way out, both drops far along the line: one trip is shortest, but the
    // first piece would ride 60 > 45, so it is dropped before the second is fetched.
    const depot = { x: 0, y: 0 };
    const requests = [
      { pickup: { x: 10, y: 0 }, delivery: { x: 50, y: 0 }, maxRide: 45 },
      { pickup: { x: 70, y: 0 }, delivery: { x: 20, y: 0 } },
    ];
    const limited = planeInstance([{ start: depot }], requests);
    const result = solve(limited, fixed(50));
    expect(result.unserved).toEqual([]);
    expect(planViolations(limited, result.routes)).toEqual([]);
    const free = planeInstance(
      [{ start: depot }],
      requests.map(({ maxRide: _, ...request }) => request),
    );
    // Without the limit the cheapest plan (feasible by its own rules) rides the first piece longer
    // than 45: the limit changed the plan.
    const freePlan = solve(free, fixed(50));
    expect(planViolations(free, freePlan.routes)).toEqual([]);
    expect(planViolations(limited, freePlan.routes).map((v) => v.reason)).toContain('ride-too-long');
  });

  it('gives a cold-chain request only to a vehicle with the skill, and a pinned one only to its vehicle', () => {
    const depot = { x: 0, y: 0 };
    const instance = planeInstance(
      [{ start: depot }, { start: depot, skills: 1 }, { start: { x: 100, y: 100 } }],
      [
        { pickup: { x: 5, y: 5 }, delivery: { x: 10, y: 5 }, skills: 1 },
        { pickup: { x: 6, y: 5 }, delivery: { x: 9, y: 5 }, vehicle: 2 },
        { pickup: { x: 7, y: 5 }, delivery: { x: 8, y: 5 } },
      ],
    );
    const result = solve(instance, fixed(40));
    expect(planViolations(instance, result.routes)).toEqual([]);
    expect(result.routes[1]).toContain(instance.requests[0]!.pickup);
    expect(result.routes[2]).toContain(instance.requests[1]!.pickup);
  });

  it('lists what no shift can reach in time instead of planning it late, and respects capacity', () => {
    const depot = { x: 0, y: 0, latest: 100 };
    const instance = planeInstance(
      [{ start: depot, capacity: 2 }],
      [
        { pickup: { x: 10, y: 0 }, delivery: { x: 20, y: 0 }, size: 2 },
        { pickup: { x: 11, y: 0 }, delivery: { x: 19, y: 0 }, size: 1 },
        { pickup: { x: 200, y: 0 }, delivery: { x: 210, y: 0 } },
      ],
    );
    const result = solve(instance, fixed(40));
    expect(result.unserved).toEqual([2]);
    expect(planViolations(instance, result.routes)).toEqual([]);
  });

  it('uses fewer vehicles when the requests fit in fewer shifts', () => {
    // Start from a plan that spreads the first eight requests over all eight vehicles.
    const instance = scatter(11, 30, 8);
    const spread = instance.vehicles.map((_, v) => [
      instance.requests[v]!.pickup,
      instance.requests[v]!.delivery,
    ]);
    const result = solve(instance, { ...fixed(400), initial: spread });
    expect(result.unserved).toEqual([]);
    expect(planViolations(instance, result.routes)).toEqual([]);
    expect(result.vehicles).toBeLessThan(6);
  });

  it('inserts a new request into a running plan without moving the others off their vehicles', () => {
    const instance = scatter(5, 12, 3);
    const plan = solve(instance, fixed(100));
    const grown = scatter(5, 13, 3);
    const result = solve(grown, { ...fixed(0), initial: plan.routes, reduceFleet: false });
    expect(result.unserved).toEqual([]);
    expect(planViolations(grown, result.routes)).toEqual([]);
    const withoutNew = result.routes.map((stops) =>
      stops.filter((node) => node !== grown.requests[12]!.pickup && node !== grown.requests[12]!.delivery),
    );
    expect(withoutNew).toEqual(plan.routes);
  });
});

describe('constant-time insertion check', () => {
  for (const rideLimit of [Infinity, 120]) {
    it(`finds the same cheapest feasible place as trying every one (ride limit ${rideLimit})`, () => {
      const base = scatter(99, 14, 2);
      const model = buildModel({
        ...base,
        requests: base.requests.map((request) => ({ ...request, maxRide: rideLimit })),
      });
      const plan = solve(model, fixed(30));
      expect(planViolations(model, plan.routes)).toEqual([]);
      let compared = 0;
      plan.routes.forEach((stops, vehicle) => {
        const { start, end } = model.vehicles[vehicle]!;
        for (const node of stops) {
          const request = model.requestOf[node]!;
          const { pickup, delivery } = model.requests[request]!;
          if (node !== pickup) continue;
          const without = [start, ...stops.filter((n) => n !== pickup && n !== delivery), end];
          const length = (nodes: number[]) =>
            nodes.slice(1).reduce((sum, n, k) => sum + model.distance[nodes[k]! * model.size + n]!, 0);
          let brute = Infinity;
          for (let i = 1; i < without.length; i++) {
            for (let j = i; j < without.length; j++) {
              const candidate = [
                ...without.slice(0, i),
                pickup,
                ...without.slice(i, j),
                delivery,
                ...without.slice(j),
              ];
              if (isRouteFeasible(model, vehicle, candidate))
                brute = Math.min(brute, length(candidate) - length(without));
            }
          }
          const route = refresh(model, { ...emptyRoute(model, vehicle), nodes: without });
          expect(bestInsertion(model, route, request).cost).toBeCloseTo(brute, 9);
          compared++;
        }
      });
      expect(compared).toBeGreaterThan(5);
    });
  }
});
