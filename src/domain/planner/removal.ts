/**
 * Destroy operators of the large neighbourhood search (Ropke and Pisinger 2006): each names the
 * requests to take out of the plan; the repair operators put them back.
 */
import type { PlannerModel } from './model';
import type { Random } from './random';
import { locate, type Solution } from './solution';

export type Removal = (
  model: PlannerModel,
  solution: Solution,
  count: number,
  random: Random,
  related: Relatedness,
) => number[];

function servedRequests(model: PlannerModel, solution: Solution): number[] {
  const served: number[] = [];
  for (const route of solution.routes) {
    for (let k = 1; k < route.nodes.length - 1; k++) {
      const node = route.nodes[k]!;
      if (model.requests[model.requestOf[node]!]!.pickup === node) served.push(model.requestOf[node]!);
    }
  }
  return served;
}

export const randomRemoval: Removal = (model, solution, count, random) => {
  const served = servedRequests(model, solution);
  for (let i = served.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [served[i], served[j]] = [served[j]!, served[i]!];
  }
  return served.slice(0, count);
};

/** The requests whose removal saves the most distance, drawn with a bias (power 3) so it varies. */
export const worstRemoval: Removal = (model, solution, count, random) => {
  const { positionOf, routeOf } = locate(model, solution);
  const { distance: D, size } = model;
  const saving = (request: number): number => {
    const { pickup, delivery } = model.requests[request]!;
    const nodes = solution.routes[routeOf[request]!]!.nodes;
    const pp = positionOf[pickup]!;
    const pd = positionOf[delivery]!;
    const a = nodes[pp - 1]!;
    const z = nodes[pd + 1]!;
    if (pd === pp + 1)
      return (
        D[a * size + pickup]! + D[pickup * size + delivery]! + D[delivery * size + z]! - D[a * size + z]!
      );
    const b = nodes[pp + 1]!;
    const y = nodes[pd - 1]!;
    return (
      D[a * size + pickup]! +
      D[pickup * size + b]! -
      D[a * size + b]! +
      D[y * size + delivery]! +
      D[delivery * size + z]! -
      D[y * size + z]!
    );
  };
  const ranked = servedRequests(model, solution)
    .map((request) => ({ request, saving: saving(request) }))
    .sort((x, y) => y.saving - x.saving);
  const removed: number[] = [];
  while (removed.length < count && ranked.length > 0) {
    const index = Math.floor(random.next() ** 3 * ranked.length);
    removed.push(ranked.splice(index, 1)[0]!.request);
  }
  return removed;
};

/** Relatedness of two requests by place, time and size (Shaw): the lower, the more alike. */
export class Relatedness {
  /** Place term per pair, filled a row at a time when a request is first a seed. */
  private readonly place: (Float64Array | undefined)[];
  constructor(private readonly model: PlannerModel) {
    this.place = new Array(model.requests.length);
  }

  private placeRow(i: number): Float64Array {
    let row = this.place[i];
    if (!row) {
      const { requests, distance: D, size, maxDistance } = this.model;
      const scale = maxDistance || 1;
      const a = requests[i]!;
      row = Float64Array.from(
        requests,
        (b) => (D[a.pickup * size + b.pickup]! + D[a.delivery * size + b.delivery]!) / scale,
      );
      this.place[i] = row;
    }
    return row;
  }

  score(i: number, j: number, startOf: Float64Array, horizon: number): number {
    const { requests, demand } = this.model;
    const a = requests[i]!;
    const b = requests[j]!;
    const time =
      (Math.abs(startOf[a.pickup]! - startOf[b.pickup]!) +
        Math.abs(startOf[a.delivery]! - startOf[b.delivery]!)) /
      horizon;
    const load =
      Math.abs(demand[a.pickup]! - demand[b.pickup]!) /
      (Math.abs(demand[a.pickup]!) + Math.abs(demand[b.pickup]!) + 1);
    return 9 * this.placeRow(i)[j]! + 3 * time + 2 * load;
  }
}

/** A seed request and those most alike it (power 6 bias), so the repair can reshuffle a neighbourhood. */
export const shawRemoval: Removal = (model, solution, count, random, related) => {
  const served = servedRequests(model, solution);
  if (served.length === 0) return [];
  const startOf = new Float64Array(model.size);
  let horizon = 1;
  for (const route of solution.routes) {
    route.nodes.forEach((node, k) => {
      startOf[node] = route.start[k]!;
      horizon = Math.max(horizon, route.start[k]!);
    });
  }
  const removed = [served.splice(random.int(0, served.length - 1), 1)[0]!];
  while (removed.length < count && served.length > 0) {
    const seed = random.pick(removed);
    const ranked = served
      .map((request, at) => ({ at, score: related.score(seed, request, startOf, horizon) }))
      .sort((x, y) => x.score - y.score);
    const at = ranked[Math.floor(random.next() ** 6 * ranked.length)]!.at;
    removed.push(served.splice(at, 1)[0]!);
  }
  return removed;
};

/** Whole routes, shortest first (with a bias), so their requests may join the others. */
export const routeRemoval: Removal = (model, solution, count, random) => {
  const used = solution.routes
    .filter((route) => route.nodes.length > 2)
    .sort((a, b) => a.nodes.length - b.nodes.length);
  const removed: number[] = [];
  while (used.length > 0 && removed.length < count) {
    const route = used.splice(Math.floor(random.next() ** 2 * used.length), 1)[0]!;
    for (const node of route.nodes) {
      const request = model.requestOf[node]!;
      if (request >= 0 && model.requests[request]!.pickup === node) removed.push(request);
    }
  }
  return removed;
};

export const REMOVALS: readonly Removal[] = [randomRemoval, worstRemoval, shawRemoval, routeRemoval];
