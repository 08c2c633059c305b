/**
 * The product's day as a planner instance: on-shift drivers and open orders in, minutes from now
 * and road miles as the units. Each driver starts where it is and may end anywhere (a free end
 * node, zero miles from every stop) before its shift ends. A piece already on board is a pickup at
 * the driver's position at minute 0 pinned to that driver; an order already given to a driver, or
 * pinned by dispatch, may only ride with that driver. Pure: the server supplies rows and the clock.
 */
import { MAX_RIDE_MINUTES, SKILL_COLD_CHAIN, type UnservedReason } from '../dispatch-plan-rules';
import type { LatLng } from '../geo';
import type { TemperatureClass } from '../temperature-classes';
import { isRouteFeasible, type PlannerInstance, type PlannerModel, type PlannerRequest } from './model';
import { PlaceMatrix } from './place-matrix';

export interface DayOrder {
  id: number;
  pickup: LatLng;
  delivery: LatLng;
  /** Not picked up before this (a scheduled job); null = now. */
  readyAt: Date | null;
  pickupBy: Date | null;
  deliverBy: Date | null;
  temperatureClass: TemperatureClass;
  pieces: number;
  /** Already picked up by this driver (since when): only the delivery is left. */
  onBoard: { driverId: number; since: Date | null } | null;
  /** The only driver who may take it (assigned already, or pinned by dispatch); null = any. */
  driverId: number | null;
}

export interface DayDriver {
  id: number;
  position: LatLng;
  coldChain: boolean;
  pieces: number;
  shiftEndsAt: Date;
}

export interface DayProblem {
  instance: PlannerInstance;
  /** Order id of each request, driver id of each vehicle. */
  orderIds: number[];
  driverIds: number[];
  now: Date;
}

const MINUTE = 60_000;

export function buildDayProblem(
  orders: readonly DayOrder[],
  drivers: readonly DayDriver[],
  now: Date,
  places: PlaceMatrix = new PlaceMatrix(),
): DayProblem {
  const points: (LatLng | null)[] = [];
  const earliest: number[] = [];
  const latest: number[] = [];
  const demand: number[] = [];
  const minutesFrom = (at: Date | null, fallback: number): number =>
    at ? (at.getTime() - now.getTime()) / MINUTE : fallback;
  const node = (point: LatLng | null, open: number, close: number, load: number): number => {
    points.push(point);
    earliest.push(open);
    latest.push(close);
    demand.push(load);
    return points.length - 1;
  };
  const driverIndex = new Map(drivers.map((driver, index) => [driver.id, index]));
  const vehicles = drivers.map((driver) => {
    const end = Math.max(0, minutesFrom(driver.shiftEndsAt, 0));
    return {
      start: node(driver.position, 0, end, 0),
      end: node(null, 0, end, 0),
      capacity: driver.pieces,
      skills: driver.coldChain ? SKILL_COLD_CHAIN : 0,
    };
  });
  const horizon = Math.max(0, ...drivers.map((driver) => minutesFrom(driver.shiftEndsAt, 0)));
  const requests: PlannerRequest[] = [];
  const orderIds: number[] = [];
  for (const order of orders) {
    const pieces = Math.max(1, order.pieces);
    const carrier = order.onBoard ? driverIndex.get(order.onBoard.driverId) : undefined;
    if (order.onBoard && carrier === undefined) continue; // its driver is off shift: nothing to plan
    const pinned = order.driverId === null ? -1 : (driverIndex.get(order.driverId) ?? -2);
    const skills = order.temperatureClass === 'ambient' ? 0 : SKILL_COLD_CHAIN;
    let maxRide = MAX_RIDE_MINUTES[order.temperatureClass];
    let pickup: number;
    if (carrier !== undefined) {
      pickup = node(drivers[carrier]!.position, 0, 0, pieces);
      if (order.onBoard?.since)
        maxRide = Math.max(0, maxRide - (now.getTime() - order.onBoard.since.getTime()) / MINUTE);
    } else {
      pickup = node(
        order.pickup,
        Math.max(0, minutesFrom(order.readyAt, 0)),
        minutesFrom(order.pickupBy, horizon),
        pieces,
      );
    }
    const delivery = node(order.delivery, 0, minutesFrom(order.deliverBy, horizon), -pieces);
    // A pin to a driver who is not on shift leaves no vehicle at all: -2 matches none.
    requests.push({
      pickup,
      delivery,
      skills,
      maxRide,
      vehicle: carrier ?? (pinned === -2 ? drivers.length : pinned),
    });
    orderIds.push(order.id);
  }
  const size = points.length;
  const distance = new Float64Array(size * size);
  const travel = new Float64Array(size * size);
  const placeOf = points.map((point) => (point ? places.place(point) : -1));
  for (let i = 0; i < size; i++) {
    const a = placeOf[i]!;
    if (a < 0) continue;
    const { miles, minutes } = places.row(a, placeOf);
    for (let j = 0; j < size; j++) {
      const b = placeOf[j]!;
      if (b < 0) continue;
      distance[i * size + j] = miles[b]!;
      travel[i * size + j] = minutes[b]!;
    }
  }
  return {
    instance: {
      size,
      distance,
      travel,
      earliest: Float64Array.from(earliest),
      latest: Float64Array.from(latest),
      service: new Float64Array(size),
      demand: Float64Array.from(demand),
      requests,
      vehicles,
    },
    orderIds,
    driverIds: drivers.map((driver) => driver.id),
    now,
  };
}

/** Why the plan left a request out, from the most to the least definite cause. */
export function unservedReason(model: PlannerModel, request: number): UnservedReason {
  const { pickup, delivery, skills, maxRide } = model.requests[request]!;
  if (model.latest[pickup]! < 0 || model.latest[delivery]! < 0) return 'deadline_passed';
  if (skills !== 0 && !model.vehicles.some((vehicle) => (vehicle.skills & skills) === skills))
    return 'no_cold_chain_driver';
  if (model.compatible[request]!.length > 0) return 'no_room';
  if (Number.isFinite(maxRide)) {
    const relaxed = {
      ...model,
      requests: model.requests.map((r, i) => (i === request ? { ...r, maxRide: Infinity } : r)),
    };
    const reachable = model.vehicles.some((vehicle, v) =>
      isRouteFeasible(relaxed, v, [vehicle.start, pickup, delivery, vehicle.end]),
    );
    if (reachable) return 'ride_too_long';
  }
  return 'out_of_reach';
}
