/**
 * One vehicle's route with the figures the insertion reads in constant time: when each service
 * starts (earliest-start schedule), the load after each node, and the forward slack (how much later
 * each node's service could start without breaking a window further on, waiting absorbing delay).
 */
import { isRouteFeasible, type PlannerModel } from './model';

export interface Route {
  vehicle: number;
  /** Start node, stops, end node. */
  nodes: number[];
  start: number[];
  load: number[];
  slack: number[];
  distance: number;
  /** Some request on the route has a ride limit, so an insertion re-checks the whole route. */
  rideLimited: boolean;
}

export function emptyRoute(model: PlannerModel, vehicle: number): Route {
  const { start, end } = model.vehicles[vehicle]!;
  return refresh(model, {
    vehicle,
    nodes: [start, end],
    start: [],
    load: [],
    slack: [],
    distance: 0,
    rideLimited: false,
  });
}

export function cloneRoute(route: Route): Route {
  return {
    vehicle: route.vehicle,
    nodes: route.nodes.slice(),
    start: route.start.slice(),
    load: route.load.slice(),
    slack: route.slack.slice(),
    distance: route.distance,
    rideLimited: route.rideLimited,
  };
}

export function isUsed(route: Route): boolean {
  return route.nodes.length > 2;
}

/** Recomputes the schedule, loads, slack and distance after the node list changed. */
export function refresh(model: PlannerModel, route: Route): Route {
  const { nodes } = route;
  const { earliest, latest, service, travel, distance, demand, size, requestOf, requests } = model;
  const m = nodes.length;
  route.start.length = m;
  route.load.length = m;
  route.slack.length = m;
  let time = earliest[nodes[0]!]!;
  let load = demand[nodes[0]!]!;
  let length = 0;
  let rideLimited = false;
  route.start[0] = time;
  route.load[0] = load;
  for (let k = 1; k < m; k++) {
    const prev = nodes[k - 1]!;
    const node = nodes[k]!;
    time = Math.max(time + service[prev]! + travel[prev * size + node]!, earliest[node]!);
    load += demand[node]!;
    length += distance[prev * size + node]!;
    route.start[k] = time;
    route.load[k] = load;
    const requestIndex = requestOf[node]!;
    if (requestIndex >= 0 && Number.isFinite(requests[requestIndex]!.maxRide)) rideLimited = true;
  }
  route.slack[m - 1] = latest[nodes[m - 1]!]! - route.start[m - 1]!;
  for (let k = m - 2; k >= 0; k--) {
    const node = nodes[k]!;
    const next = nodes[k + 1]!;
    const wait = route.start[k + 1]! - (route.start[k]! + service[node]! + travel[node * size + next]!);
    route.slack[k] = Math.min(latest[node]! - route.start[k]!, wait + route.slack[k + 1]!);
  }
  route.distance = length;
  route.rideLimited = rideLimited;
  return route;
}

export interface Insertion {
  cost: number;
  /** The pickup goes after nodes[after], the delivery after nodes[deliveryAfter] (same index: right after the pickup). */
  after: number;
  deliveryAfter: number;
}

const NONE: Insertion = { cost: Infinity, after: -1, deliveryAfter: -1 };

/**
 * The cheapest feasible place for the request in the route (added distance), or cost Infinity.
 * Constant work per pair of positions: the delay is carried forward from the pickup and compared
 * with the stored slack once the delivery is placed. `bound` skips anything not cheaper.
 */
export function bestInsertion(
  model: PlannerModel,
  route: Route,
  requestIndex: number,
  bound = Infinity,
): Insertion {
  const request = model.requests[requestIndex]!;
  const { earliest: e, latest: l, service: svc, travel: T, distance: D, size } = model;
  const capacity = model.vehicles[route.vehicle]!.capacity;
  const { nodes, start, load, slack } = route;
  const p = request.pickup;
  const d = request.delivery;
  const qp = model.demand[p]!;
  const checkWhole = route.rideLimited || Number.isFinite(request.maxRide);
  const m = nodes.length;
  let best = NONE;
  let bestCost = bound;
  for (let i = 0; i < m - 1; i++) {
    const a = nodes[i]!;
    const b = nodes[i + 1]!;
    if (load[i]! + qp > capacity) continue;
    const sp = Math.max(start[i]! + svc[a]! + T[a * size + p]!, e[p]!);
    if (sp > l[p]!) continue;
    const removedAB = D[a * size + b]!;
    // The delivery right after the pickup.
    const direct = D[a * size + p]! + D[p * size + d]! + D[d * size + b]! - removedAB;
    if (direct < bestCost) {
      const sd = Math.max(sp + svc[p]! + T[p * size + d]!, e[d]!);
      if (sd <= l[d]!) {
        const pushed = Math.max(sd + svc[d]! + T[d * size + b]!, e[b]!) - start[i + 1]!;
        if (pushed <= slack[i + 1]! && (!checkWhole || wholeRouteOk(model, route, requestIndex, i, i))) {
          bestCost = direct;
          best = { cost: direct, after: i, deliveryAfter: i };
        }
      }
    }
    // The delivery after a later node: carry the pickup's delay forward node by node.
    const pickupCost = D[a * size + p]! + D[p * size + b]! - removedAB;
    if (pickupCost >= bestCost) continue;
    let prev = p;
    let prevStart = sp;
    for (let j = i + 1; j < m - 1; j++) {
      const x = nodes[j]!;
      const y = nodes[j + 1]!;
      const sx = Math.max(prevStart + svc[prev]! + T[prev * size + x]!, e[x]!);
      if (sx > l[x]! || load[j]! + qp > capacity) break;
      const cost = pickupCost + D[x * size + d]! + D[d * size + y]! - D[x * size + y]!;
      if (cost < bestCost) {
        const sd = Math.max(sx + svc[x]! + T[x * size + d]!, e[d]!);
        if (sd <= l[d]!) {
          const pushed = Math.max(sd + svc[d]! + T[d * size + y]!, e[y]!) - start[j + 1]!;
          if (pushed <= slack[j + 1]! && (!checkWhole || wholeRouteOk(model, route, requestIndex, i, j))) {
            bestCost = cost;
            best = { cost, after: i, deliveryAfter: j };
          }
        }
      }
      prev = x;
      prevStart = sx;
    }
  }
  return best;
}

function wholeRouteOk(
  model: PlannerModel,
  route: Route,
  requestIndex: number,
  after: number,
  deliveryAfter: number,
): boolean {
  return isRouteFeasible(
    model,
    route.vehicle,
    withInsertion(model, route, requestIndex, after, deliveryAfter),
  );
}

export function withInsertion(
  model: PlannerModel,
  route: Route,
  requestIndex: number,
  after: number,
  deliveryAfter: number,
): number[] {
  const { pickup, delivery } = model.requests[requestIndex]!;
  const nodes = route.nodes;
  return [
    ...nodes.slice(0, after + 1),
    pickup,
    ...nodes.slice(after + 1, deliveryAfter + 1),
    delivery,
    ...nodes.slice(deliveryAfter + 1),
  ];
}

export function applyInsertion(
  model: PlannerModel,
  route: Route,
  requestIndex: number,
  insertion: Insertion,
): void {
  route.nodes = withInsertion(model, route, requestIndex, insertion.after, insertion.deliveryAfter);
  refresh(model, route);
}

/** Removes every node of the given requests from the route. */
export function removeRequests(model: PlannerModel, route: Route, requests: ReadonlySet<number>): void {
  route.nodes = route.nodes.filter((node) => !requests.has(model.requestOf[node]!));
  refresh(model, route);
}
