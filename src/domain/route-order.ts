/**
 * The order in which a driver holding several jobs visits its stops (decision 020).
 * Pure: the server supplies the jobs, the driver's position and the clock.
 *
 * Rules every answer keeps:
 * - each job's pickup comes before its delivery (a job already picked up has only its delivery);
 * - the answer is never worse than the naive order (jobs in accept order, pickup then delivery).
 *
 * "Worse" is judged by one cost, compared in this order: minutes past deadlines summed over the
 * stops, then miles driven. Deadlines therefore win over distance; with no deadline at risk the
 * shortest route wins.
 *
 * Heuristic (documented, not optimal; the problem is a pickup-and-delivery TSP with time windows):
 * 1. Nearest feasible neighbour: from where the driver is, go to the nearest stop whose
 *    precedence allows it (a delivery only once its pickup is done), repeat.
 * 2. Improve by local search until no move helps (at most MAX_PASSES passes): 2-opt (reverse a
 *    run of stops) and relocate (move one stop elsewhere), keeping a move only if precedence still
 *    holds and the cost falls.
 * 3. Answer the better of that and the naive order.
 * Distances are the embedded road estimate (geo.ts); travel time per leg is the ETA rule
 * (eta.ts), whose fixed part covers parking and the hand-over at each stop.
 */
import { estimateTravelMinutes } from './eta';
import { estimateRoadMiles, type LatLng } from './geo';

export interface RouteJob {
  orderId: number;
  pickup: LatLng;
  delivery: LatLng;
  /** The item is on board already: only the delivery is left. */
  pickedUp: boolean;
  pickupBy: Date | null;
  deliverBy: Date | null;
}

export type StopKind = 'pickup' | 'delivery';

export interface RouteStop {
  orderId: number;
  kind: StopKind;
  at: LatLng;
  due: Date | null;
}

export interface PlannedStop extends RouteStop {
  /** Miles from the previous stop (or the driver's position) to this one. */
  legMiles: number;
  arriveAt: Date;
  late: boolean;
}

export interface PlannedRoute {
  stops: PlannedStop[];
  totalMiles: number;
  lateMinutes: number;
}

export const MAX_PASSES = 50;

/** The stops of the jobs, in the naive order: accept order, pickup then delivery each. */
export function naiveStops(jobs: readonly RouteJob[]): RouteStop[] {
  return jobs.flatMap((job) => {
    const delivery: RouteStop = {
      orderId: job.orderId,
      kind: 'delivery',
      at: job.delivery,
      due: job.deliverBy,
    };
    if (job.pickedUp) return [delivery];
    return [{ orderId: job.orderId, kind: 'pickup', at: job.pickup, due: job.pickupBy }, delivery];
  });
}

/** Each pickup in the sequence comes before the delivery of the same job. */
export function keepsPrecedence(stops: readonly Pick<RouteStop, 'orderId' | 'kind'>[]): boolean {
  const delivered = new Set<number>();
  for (const stop of stops) {
    if (stop.kind === 'delivery') delivered.add(stop.orderId);
    else if (delivered.has(stop.orderId)) return false;
  }
  return true;
}

/** Walks the sequence: legs, arrival times, lateness. `start` null begins at the first stop. */
export function planStops(stops: readonly RouteStop[], start: LatLng | null, now: Date): PlannedRoute {
  let at = start ?? stops[0]?.at ?? null;
  let clock = now.getTime();
  let totalMiles = 0;
  let lateMinutes = 0;
  const planned: PlannedStop[] = [];
  for (const stop of stops) {
    const legMiles = at ? estimateRoadMiles(at, stop.at) : 0;
    clock += estimateTravelMinutes(legMiles) * 60_000;
    totalMiles += legMiles;
    const late = stop.due !== null && clock > stop.due.getTime();
    if (late && stop.due) lateMinutes += (clock - stop.due.getTime()) / 60_000;
    planned.push({ ...stop, legMiles, arriveAt: new Date(clock), late });
    at = stop.at;
  }
  return { stops: planned, totalMiles, lateMinutes };
}

type Cost = { late: number; miles: number };
const EPSILON = 1e-9;
const better = (a: Cost, b: Cost) =>
  a.late < b.late - EPSILON || (Math.abs(a.late - b.late) <= EPSILON && a.miles < b.miles - EPSILON);

function cost(stops: readonly RouteStop[], start: LatLng | null, now: Date): Cost {
  const plan = planStops(stops, start, now);
  return { late: plan.lateMinutes, miles: plan.totalMiles };
}

function nearestFeasible(jobs: readonly RouteJob[], start: LatLng | null): RouteStop[] {
  const left = naiveStops(jobs);
  const pickedUp = new Set(jobs.filter((j) => j.pickedUp).map((j) => j.orderId));
  const out: RouteStop[] = [];
  let at = start;
  while (left.length > 0) {
    let best = -1;
    let bestMiles = Infinity;
    left.forEach((stop, i) => {
      if (stop.kind === 'delivery' && !pickedUp.has(stop.orderId)) return;
      const miles = at ? estimateRoadMiles(at, stop.at) : 0;
      if (miles < bestMiles) {
        bestMiles = miles;
        best = i;
      }
    });
    const [stop] = left.splice(best, 1) as [RouteStop];
    if (stop.kind === 'pickup') pickedUp.add(stop.orderId);
    out.push(stop);
    at = stop.at;
  }
  return out;
}

/** One pass of 2-opt and relocate moves; answers the improved sequence, or null when none helps. */
function improve(stops: RouteStop[], start: LatLng | null, now: Date): RouteStop[] | null {
  const current = cost(stops, start, now);
  for (let i = 0; i < stops.length - 1; i++) {
    for (let j = i + 1; j < stops.length; j++) {
      const reversed = [...stops.slice(0, i), ...stops.slice(i, j + 1).reverse(), ...stops.slice(j + 1)];
      if (keepsPrecedence(reversed) && better(cost(reversed, start, now), current)) return reversed;
    }
  }
  for (let i = 0; i < stops.length; i++) {
    for (let j = 0; j < stops.length; j++) {
      if (i === j) continue;
      const moved = [...stops];
      const [stop] = moved.splice(i, 1) as [RouteStop];
      moved.splice(j, 0, stop);
      if (keepsPrecedence(moved) && better(cost(moved, start, now), current)) return moved;
    }
  }
  return null;
}

/** The driver's stops in the order to drive them: see the heuristic at the top of this file. */
export function orderStops(jobs: readonly RouteJob[], start: LatLng | null, now: Date): PlannedRoute {
  const naive = naiveStops(jobs);
  let stops = nearestFeasible(jobs, start);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = improve(stops, start, now);
    if (!next) break;
    stops = next;
  }
  const chosen = better(cost(naive, start, now), cost(stops, start, now)) ? naive : stops;
  return planStops(chosen, start, now);
}

/**
 * The stops in the order dispatch's applied plan gives them: the plan's stops that are still to
 * do, in its order, then the stops of any job the plan does not hold, ordered by the heuristic
 * after them. Precedence holds whatever the plan says (a pickup the plan put after its drop is
 * moved before it).
 */
export function followPlan(
  jobs: readonly RouteJob[],
  planned: readonly Pick<RouteStop, 'orderId' | 'kind'>[],
  start: LatLng | null,
  now: Date,
): PlannedRoute {
  const byOrder = new Map(jobs.map((job) => [job.orderId, job]));
  const remaining = new Map(naiveStops(jobs).map((stop) => [`${stop.orderId}/${stop.kind}`, stop]));
  const ordered: RouteStop[] = [];
  for (const ref of planned) {
    const stop = remaining.get(`${ref.orderId}/${ref.kind}`);
    if (!stop) continue;
    if (stop.kind === 'delivery' && remaining.has(`${ref.orderId}/pickup`)) {
      ordered.push(remaining.get(`${ref.orderId}/pickup`)!);
      remaining.delete(`${ref.orderId}/pickup`);
    }
    ordered.push(stop);
    remaining.delete(`${ref.orderId}/${ref.kind}`);
  }
  const rest = [...new Set([...remaining.values()].map((stop) => stop.orderId))].map((id) =>
    byOrder.get(id)!,
  );
  const pickedUpRest = rest.map((job) => ({
    ...job,
    pickedUp: job.pickedUp || !remaining.has(`${job.orderId}/pickup`),
  }));
  const tail = rest.length > 0 ? orderStops(pickedUpRest, ordered.at(-1)?.at ?? start, now).stops : [];
  return planStops(
    [...ordered, ...tail.map(({ orderId, kind, at, due }) => ({ orderId, kind, at, due }))],
    start,
    now,
  );
}
