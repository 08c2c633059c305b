/**
 * The planner's entry point. Three stages, all within one time budget:
 * 1. construct: regret insertion of every request (or start from the stop lists given);
 * 2. fewer vehicles: take the route with the fewest requests out, put its requests in the bank and
 *    let the search (on the remaining vehicles) serve them all again; repeat until it cannot within
 *    the stage's share of the time, keeping the last plan that served everyone;
 * 3. less distance: the search on the vehicles the best plan uses, for the rest of the time.
 * The answer ranks plans by requests served, then vehicles used, then distance.
 */
import { buildModel, type PlannerInstance, type PlannerModel } from './model';
import { Random } from './random';
import { Relatedness } from './removal';
import { repair } from './repair';
import { isUsed } from './route';
import { search, type SearchContext } from './search';
import {
  cloneSolution,
  emptySolution,
  isBetterPlan,
  removeFromSolution,
  solutionFromStops,
  totalDistance,
  vehiclesUsed,
  type Solution,
} from './solution';

export interface PlanOptions {
  seed?: number;
  /** Budget in milliseconds of the injected clock. */
  timeLimitMs: number;
  /** At most this many search iterations in all (deterministic for a seed when it binds first). */
  maxIterations?: number;
  now: () => number;
  /** Stop lists per vehicle to start from (node indices, start and end excluded). */
  initial?: readonly (readonly number[])[];
  /** Try to use fewer vehicles (default true); an insertion into a running plan turns it off. */
  reduceFleet?: boolean;
  /** Share of the budget the fleet stage may take (default 0.5). */
  fleetShare?: number;
}

export interface PlanResult {
  /** Per vehicle, its stops in visiting order (node indices, start and end excluded). */
  routes: number[][];
  /** Requests no vehicle can serve within its constraints. */
  unserved: number[];
  vehicles: number;
  distance: number;
  iterations: number;
}

export function solve(instance: PlannerInstance | PlannerModel, options: PlanOptions): PlanResult {
  const model = 'requestOf' in instance ? instance : buildModel(instance);
  const began = options.now();
  const deadline = began + options.timeLimitMs;
  let iterationsLeft = options.maxIterations ?? Infinity;
  const context: SearchContext = {
    model,
    random: new Random(options.seed ?? 1),
    related: new Relatedness(model),
    now: options.now,
  };
  const all = new Uint8Array(model.vehicles.length).fill(1);

  let best = options.initial ? solutionFromStops(model, options.initial) : emptySolution(model);
  repair(model, best, context.random, { regret: 2, noise: false, enabled: all });
  let iterations = 0;
  const spend = (used: number): void => {
    iterations += used;
    iterationsLeft -= used;
  };

  if (options.reduceFleet !== false && best.bank.length === 0) {
    const fleetUntil = began + options.timeLimitMs * (options.fleetShare ?? 0.5);
    const iterationShare = Number.isFinite(iterationsLeft)
      ? Math.floor(iterationsLeft * (options.fleetShare ?? 0.5))
      : Infinity;
    let fleetIterations = iterationShare;
    while (vehiclesUsed(best) > 1 && options.now() < fleetUntil && fleetIterations > 0) {
      const attempt = cloneSolution(best);
      const dropped = routeToDrop(attempt, context.random);
      const enabled = usedVehicles(attempt);
      enabled[dropped] = 0;
      removeFromSolution(model, attempt, requestsOn(model, attempt, dropped));
      repair(model, attempt, context.random, { regret: 2, noise: false, enabled });
      const result = search(context, attempt, enabled, {
        until: fleetUntil,
        iterations: fleetIterations,
        stopWhenAllServed: true,
      });
      spend(result.iterations);
      fleetIterations -= result.iterations;
      if (result.best.bank.length > 0) break;
      best = result.best;
    }
  }

  const enabled = best.bank.length === 0 && options.reduceFleet !== false ? usedVehicles(best) : all;
  if (iterationsLeft > 0 && options.now() < deadline) {
    const result = search(context, best, enabled, { until: deadline, iterations: iterationsLeft });
    spend(result.iterations);
    if (isBetterPlan(result.best, best)) best = result.best;
  }
  return {
    routes: best.routes.map((route) => route.nodes.slice(1, -1)),
    unserved: best.bank.slice().sort((a, b) => a - b),
    vehicles: vehiclesUsed(best),
    distance: totalDistance(best),
    iterations,
  };
}

function usedVehicles(solution: Solution): Uint8Array {
  return Uint8Array.from(solution.routes, (route) => (isUsed(route) ? 1 : 0));
}

function requestsOn(model: PlannerModel, solution: Solution, vehicle: number): number[] {
  const requests = new Set<number>();
  for (const node of solution.routes[vehicle]!.nodes)
    if (model.requestOf[node]! >= 0) requests.add(model.requestOf[node]!);
  return [...requests];
}

/** A used route, shorter ones more likely: their requests are the easiest to place elsewhere. */
function routeToDrop(solution: Solution, random: Random): number {
  const used = solution.routes.filter(isUsed).sort((a, b) => a.nodes.length - b.nodes.length);
  return used[Math.floor(random.next() ** 2 * used.length)]!.vehicle;
}
