/**
 * The three things dispatch asks of the planner, on the product's day (day.ts): plan from scratch,
 * judge a plan as dispatch edited it, and insert new orders into a plan. Each answers the routes
 * by driver and order ids with each stop's time and slack, what is left unserved and why, and any
 * rule an edited plan breaks. Pure: the worker thread runs these; tests call them directly.
 */
import type { UnservedReason } from '../dispatch-plan-rules';
import { buildDayProblem, unservedReason, type DayDriver, type DayOrder, type DayProblem } from './day';
import { buildModel, type PlannerModel } from './model';
import { planViolations, type PlanViolation } from './plan-check';
import type { PlaceMatrix } from './place-matrix';
import { refresh, emptyRoute } from './route';
import { solve } from './solve';

export type StopKind = 'pickup' | 'delivery';

export interface DayStop {
  orderId: number;
  kind: StopKind;
}

export interface DayRoute {
  driverId: number;
  stops: DayStop[];
}

export interface TimedStop extends DayStop {
  /** Minutes from the plan's clock to when service starts (waiting included). */
  startMinutes: number;
  /** How much later this stop could start without breaking a deadline further on. */
  slackMinutes: number;
  legMiles: number;
}

export interface DayPlanResult {
  routes: { driverId: number; stops: TimedStop[]; miles: number }[];
  unserved: { orderId: number; reason: UnservedReason }[];
  violations: { driverId: number; orderId: number | null; reason: PlanViolation['reason']; detail: string }[];
  iterations: number;
}

export interface DayInput {
  orders: DayOrder[];
  drivers: DayDriver[];
  now: Date;
}

export function planDay(
  input: DayInput,
  places: PlaceMatrix,
  options: { timeLimitMs: number; seed: number; now: () => number },
): DayPlanResult {
  const problem = buildDayProblem(input.orders, input.drivers, input.now, places);
  const model = buildModel(problem.instance);
  const result = solve(model, { seed: options.seed, timeLimitMs: options.timeLimitMs, now: options.now });
  return describe(problem, model, result.routes, result.iterations);
}

/** A plan as dispatch left it: timed and checked, nothing moved. */
export function evaluateDay(
  input: DayInput,
  places: PlaceMatrix,
  routes: readonly DayRoute[],
): DayPlanResult {
  const problem = buildDayProblem(input.orders, input.drivers, input.now, places);
  const model = buildModel(problem.instance);
  return describe(problem, model, toNodes(problem, model, routes), 0);
}

/**
 * Orders the plan does not hold yet go in at their cheapest feasible place, then a short search
 * (`timeLimitMs`) improves the whole plan without giving up a vehicle dispatch already uses.
 */
export function insertIntoDay(
  input: DayInput,
  places: PlaceMatrix,
  routes: readonly DayRoute[],
  options: { timeLimitMs: number; seed: number; now: () => number },
): DayPlanResult {
  const problem = buildDayProblem(input.orders, input.drivers, input.now, places);
  const model = buildModel(problem.instance);
  const result = solve(model, {
    seed: options.seed,
    timeLimitMs: options.timeLimitMs,
    now: options.now,
    initial: toNodes(problem, model, routes),
    reduceFleet: false,
  });
  return describe(problem, model, result.routes, result.iterations);
}

/** Route stops by ids -> node lists per vehicle; a piece already on board starts its driver's list. */
function toNodes(problem: DayProblem, model: PlannerModel, routes: readonly DayRoute[]): number[][] {
  const requestOf = new Map(problem.orderIds.map((orderId, request) => [orderId, request]));
  const vehicleOf = new Map(problem.driverIds.map((driverId, vehicle) => [driverId, vehicle]));
  const lists: number[][] = problem.driverIds.map(() => []);
  const onBoard = (request: number) =>
    model.latest[model.requests[request]!.pickup] === 0 && model.requests[request]!.vehicle >= 0;
  for (const route of routes) {
    const vehicle = vehicleOf.get(route.driverId);
    if (vehicle === undefined) continue;
    for (const stop of route.stops) {
      const request = requestOf.get(stop.orderId);
      if (request === undefined) continue;
      const { pickup, delivery } = model.requests[request]!;
      if (stop.kind === 'pickup' && !onBoard(request)) lists[vehicle]!.push(pickup);
      if (stop.kind === 'delivery') {
        if (onBoard(request) && model.requests[request]!.vehicle === vehicle) lists[vehicle]!.unshift(pickup);
        lists[vehicle]!.push(delivery);
      }
    }
  }
  return lists;
}

function describe(
  problem: DayProblem,
  model: PlannerModel,
  lists: readonly (readonly number[])[],
  iterations: number,
): DayPlanResult {
  const served = new Set<number>();
  const routes = lists.map((list, vehicle) => {
    const route = refresh(model, {
      ...emptyRoute(model, vehicle),
      nodes: [model.vehicles[vehicle]!.start, ...list, model.vehicles[vehicle]!.end],
    });
    const stops: TimedStop[] = [];
    for (let k = 1; k < route.nodes.length - 1; k++) {
      const node = route.nodes[k]!;
      const request = model.requestOf[node]!;
      served.add(request);
      const isPickup = model.requests[request]!.pickup === node;
      // A piece already on board: its pickup is done, only the drop is a stop.
      if (isPickup && model.latest[node] === 0 && model.requests[request]!.vehicle === vehicle) continue;
      stops.push({
        orderId: problem.orderIds[request]!,
        kind: isPickup ? 'pickup' : 'delivery',
        startMinutes: route.start[k]!,
        slackMinutes: Math.max(0, Math.min(route.slack[k]!, model.latest[node]! - route.start[k]!)),
        legMiles: model.distance[route.nodes[k - 1]! * model.size + node]!,
      });
    }
    return { driverId: problem.driverIds[vehicle]!, stops, miles: route.distance };
  });
  const unserved = problem.orderIds.flatMap((orderId, request) =>
    served.has(request) ? [] : [{ orderId, reason: unservedReason(model, request) }],
  );
  const violations = planViolations(problem.instance, lists).map((violation) => {
    const request = violation.node >= 0 ? model.requestOf[violation.node]! : -1;
    return {
      driverId: problem.driverIds[violation.vehicle]!,
      orderId: request >= 0 ? problem.orderIds[request]! : null,
      reason: violation.reason,
      detail: violation.detail,
    };
  });
  return { routes: routes.filter((route) => route.stops.length > 0), unserved, violations, iterations };
}
