/**
 * GET /api/driver/route: the signed-in driver's stops in driving order from its last shared
 * position: the order of dispatch's applied day plan when there is one (decision 041), else the
 * route heuristic (src/domain/route-order.ts). Only its own jobs: the driver id comes from the session, never
 * from the request, so there is no one else's route to ask for.
 */
import type { DriverRouteResponse } from '@domain/driver-route';
import { displayNumber } from '@domain/display';
import type { LatLng } from '@domain/geo';
import { followPlan, naiveStops, orderStops, planStops, type RouteJob } from '@domain/route-order';
import type { SessionUser } from '@domain/auth';
import type { DbOrTx } from '../../db/client';
import { findAppliedRoute } from '../dispatch-plan/index';
import { sessionDriverId } from '../driver-jobs/index';
import { driverPosition, listRouteJobs } from './repository';

const miles = (value: number) => value.toFixed(1);

function startFrom(row: { latitude: string | null; longitude: string | null } | undefined): LatLng | null {
  if (!row || row.latitude === null || row.longitude === null) return null;
  const latitude = Number(row.latitude);
  const longitude = Number(row.longitude);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || (latitude === 0 && longitude === 0))
    return null;
  return { latitude, longitude };
}

export async function driverRoute(db: DbOrTx, viewer: SessionUser, now: Date): Promise<DriverRouteResponse> {
  const driverId = sessionDriverId(viewer);
  const [rows, at, applied] = await Promise.all([
    listRouteJobs(db, driverId),
    driverPosition(db, driverId),
    findAppliedRoute(db, driverId),
  ]);
  const start = startFrom(at);
  const jobs: RouteJob[] = rows.map((r) => ({
    orderId: r.id,
    pickup: { latitude: Number(r.pickupLatitude), longitude: Number(r.pickupLongitude) },
    delivery: { latitude: Number(r.deliveryLatitude), longitude: Number(r.deliveryLongitude) },
    pickedUp: r.status === 'pickup_complete' || r.status === 'in_transit',
    pickupBy: r.pickupBy,
    deliverBy: r.deliverBy,
  }));
  const addresses = new Map(
    rows.map((r) => [r.id, { pickup: r.pickupAddress, delivery: r.deliveryAddress }]),
  );
  // Dispatch's applied day plan decides the order when it holds this driver's jobs.
  const plan = applied ? followPlan(jobs, applied.stops, start, now) : orderStops(jobs, start, now);
  return {
    start,
    stops: plan.stops.map((stop) => ({
      orderId: stop.orderId,
      displayNumber: displayNumber(stop.orderId),
      kind: stop.kind,
      address: addresses.get(stop.orderId)?.[stop.kind] ?? '',
      latitude: stop.at.latitude,
      longitude: stop.at.longitude,
      legMiles: miles(stop.legMiles),
      arriveAt: stop.arriveAt.toISOString(),
      dueBy: stop.due?.toISOString() ?? null,
      late: stop.late,
    })),
    totalMiles: miles(plan.totalMiles),
    naiveMiles: miles(planStops(naiveStops(jobs), start, now).totalMiles),
  };
}
