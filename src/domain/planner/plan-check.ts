/**
 * Checks a finished plan against the instance, stop by stop, and says what is wrong in words:
 * each request served once by one vehicle allowed to carry it, pickup before delivery, the load,
 * every window (waiting allowed), the ride limit and the end of the shift. It shares nothing with
 * the search's constant-time bookkeeping, so the tests use it to catch a fault there, and the
 * server uses it to judge a plan a dispatcher changed by hand.
 */
import type { PlannerInstance } from './model';

export interface PlanViolation {
  vehicle: number;
  /** Node where it shows, or -1 for the route as a whole. */
  node: number;
  reason:
    | 'late'
    | 'over-capacity'
    | 'delivery-before-pickup'
    | 'split'
    | 'not-allowed'
    | 'ride-too-long'
    | 'served-twice'
    | 'never-delivered';
  detail: string;
}

export function planViolations(
  instance: PlannerInstance,
  routes: readonly (readonly number[])[],
): PlanViolation[] {
  const { size, travel, earliest, latest, service, demand, requests, vehicles } = instance;
  const requestOf = new Map<number, number>();
  requests.forEach((request, index) => {
    requestOf.set(request.pickup, index);
    requestOf.set(request.delivery, index);
  });
  const violations: PlanViolation[] = [];
  const seen = new Set<number>();
  routes.forEach((stops, v) => {
    const vehicle = vehicles[v];
    if (!vehicle || stops.length === 0) return;
    const path = [vehicle.start, ...stops, vehicle.end];
    let time = earliest[vehicle.start]!;
    let load = 0;
    const pickupEnd = new Map<number, number>();
    for (let k = 1; k < path.length; k++) {
      const prev = path[k - 1]!;
      const node = path[k]!;
      time = Math.max(time + service[prev]! + travel[prev * size + node]!, earliest[node]!);
      if (time > latest[node]! + 1e-9)
        violations.push({
          vehicle: v,
          node,
          reason: 'late',
          detail: `starts at ${time}, window closes at ${latest[node]}`,
        });
      if (k === path.length - 1) break;
      const index = requestOf.get(node);
      if (index === undefined) continue;
      const request = requests[index]!;
      if (
        (request.skills & vehicle.skills) !== request.skills ||
        (request.vehicle >= 0 && request.vehicle !== v)
      ) {
        violations.push({
          vehicle: v,
          node,
          reason: 'not-allowed',
          detail: `request ${index} may not ride in vehicle ${v}`,
        });
      }
      load += demand[node]!;
      if (load > vehicle.capacity + 1e-9)
        violations.push({
          vehicle: v,
          node,
          reason: 'over-capacity',
          detail: `load ${load} over ${vehicle.capacity}`,
        });
      if (node === request.pickup) {
        if (seen.has(index))
          violations.push({
            vehicle: v,
            node,
            reason: 'served-twice',
            detail: `request ${index} picked up twice`,
          });
        seen.add(index);
        pickupEnd.set(index, time + service[node]!);
        continue;
      }
      const left = pickupEnd.get(index);
      if (left === undefined) {
        violations.push({
          vehicle: v,
          node,
          reason: seen.has(index) ? 'split' : 'delivery-before-pickup',
          detail: `delivery of request ${index} without its pickup before it on this route`,
        });
        continue;
      }
      pickupEnd.delete(index);
      if (time - left > request.maxRide + 1e-9)
        violations.push({
          vehicle: v,
          node,
          reason: 'ride-too-long',
          detail: `on board ${time - left}, limit ${request.maxRide}`,
        });
    }
    for (const index of pickupEnd.keys())
      violations.push({
        vehicle: v,
        node: -1,
        reason: 'never-delivered',
        detail: `request ${index} picked up, not delivered`,
      });
  });
  return violations;
}
