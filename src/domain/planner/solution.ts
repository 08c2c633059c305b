/** A plan under search: one route per vehicle (empty when unused) and the requests left out. */
import type { PlannerModel } from './model';
import { cloneRoute, emptyRoute, isUsed, refresh, removeRequests, type Route } from './route';

export interface Solution {
  routes: Route[];
  /** Requests no route carries, in the order they were left out. */
  bank: number[];
}

/** Added to the distance for each request left out: any plan serving more requests is better. */
export function unservedPenalty(model: PlannerModel): number {
  return 1000 * (model.maxDistance + 1) * 4;
}

export function emptySolution(model: PlannerModel): Solution {
  return {
    routes: model.vehicles.map((_, vehicle) => emptyRoute(model, vehicle)),
    bank: model.requests.map((_, index) => index),
  };
}

/** A solution from given stop lists per vehicle (start and end nodes excluded); unknown requests go to the bank. */
export function solutionFromStops(model: PlannerModel, stops: readonly (readonly number[])[]): Solution {
  const solution = emptySolution(model);
  const served = new Set<number>();
  stops.forEach((list, vehicle) => {
    const route = solution.routes[vehicle];
    if (!route) return;
    const { start, end } = model.vehicles[vehicle]!;
    route.nodes = [start, ...list, end];
    refresh(model, route);
    for (const node of list) served.add(model.requestOf[node]!);
  });
  solution.bank = solution.bank.filter((request) => !served.has(request));
  return solution;
}

export function cloneSolution(solution: Solution): Solution {
  return { routes: solution.routes.map(cloneRoute), bank: solution.bank.slice() };
}

export function totalDistance(solution: Solution): number {
  let sum = 0;
  for (const route of solution.routes) sum += route.distance;
  return sum;
}

export function vehiclesUsed(solution: Solution): number {
  let used = 0;
  for (const route of solution.routes) if (isUsed(route)) used++;
  return used;
}

/** What the search minimises for a fixed fleet: distance plus a large penalty per request left out. */
export function objective(model: PlannerModel, solution: Solution): number {
  return totalDistance(solution) + unservedPenalty(model) * solution.bank.length;
}

/** Lexicographic order for the final answer: fewer left out, then fewer vehicles, then distance. */
export function isBetterPlan(a: Solution, b: Solution): boolean {
  if (a.bank.length !== b.bank.length) return a.bank.length < b.bank.length;
  const va = vehiclesUsed(a);
  const vb = vehiclesUsed(b);
  if (va !== vb) return va < vb;
  return totalDistance(a) < totalDistance(b) - 1e-9;
}

/** Takes the requests out of their routes and puts them in the bank. */
export function removeFromSolution(
  model: PlannerModel,
  solution: Solution,
  requests: readonly number[],
): void {
  if (requests.length === 0) return;
  const set = new Set(requests);
  const touched = new Set<number>();
  for (const route of solution.routes) {
    for (let k = 1; k < route.nodes.length - 1; k++) {
      if (set.has(model.requestOf[route.nodes[k]!]!)) {
        touched.add(route.vehicle);
        break;
      }
    }
  }
  for (const vehicle of touched) removeRequests(model, solution.routes[vehicle]!, set);
  for (const request of requests) if (!solution.bank.includes(request)) solution.bank.push(request);
}

/** Route index and position of every served node, for the removal operators. */
export function locate(
  model: PlannerModel,
  solution: Solution,
): { routeOf: Int32Array; positionOf: Int32Array } {
  const routeOf = new Int32Array(model.requests.length).fill(-1);
  const positionOf = new Int32Array(model.size).fill(-1);
  for (const route of solution.routes) {
    route.nodes.forEach((node, position) => {
      positionOf[node] = position;
      const request = model.requestOf[node]!;
      if (request >= 0) routeOf[request] = route.vehicle;
    });
  }
  return { routeOf, positionOf };
}

/** A hash of the set of arcs, so the search can tell a plan it has seen before. */
export function solutionHash(model: PlannerModel, solution: Solution): number {
  let hash = solution.bank.length * 0x9e3779b1;
  for (const route of solution.routes) {
    const nodes = route.nodes;
    if (nodes.length <= 2) continue;
    for (let k = 1; k < nodes.length; k++) {
      let x = (nodes[k - 1]! * model.size + nodes[k]! + 1) | 0;
      x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
      x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
      hash = (hash + (x ^ (x >>> 16))) | 0;
    }
  }
  return hash >>> 0;
}
