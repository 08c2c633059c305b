/**
 * The planner's problem: pickup-and-delivery with time windows, capacities, skills, driver shifts
 * and a maximum ride time per request. Pure data; every number is in one unit the caller chooses
 * (the Li & Lim benchmark uses its own grid units, the product minutes and miles).
 *
 * Nodes are indices into the flat matrices. A vehicle starts at its own `start` node and ends at
 * its `end` node; their windows are the shift (the start node's earliest is when it may leave, the
 * end node's latest is when it must be back). Several vehicles may share a start or end node.
 */
export interface PlannerRequest {
  pickup: number;
  delivery: number;
  /** Bits the vehicle must all have (cold chain, a van for large pieces...). */
  skills: number;
  /** Longest time a piece may stay on board: delivery start minus pickup end. Infinity = none. */
  maxRide: number;
  /** Index of the only vehicle allowed to carry it (a pin by dispatch, or already on board), or -1. */
  vehicle: number;
}

export interface PlannerVehicle {
  start: number;
  end: number;
  capacity: number;
  skills: number;
}

export interface PlannerInstance {
  /** Number of nodes; matrices are size * size, row = from. */
  size: number;
  distance: Float64Array;
  travel: Float64Array;
  earliest: Float64Array;
  latest: Float64Array;
  service: Float64Array;
  /** Load change at the node: positive at a pickup, the opposite at its delivery, 0 elsewhere. */
  demand: Float64Array;
  requests: PlannerRequest[];
  vehicles: PlannerVehicle[];
}

/** Derived look-ups the search reads at every step. */
export interface PlannerModel extends PlannerInstance {
  /** Request index of a pickup or delivery node, -1 for depots and shift ends. */
  requestOf: Int32Array;
  /** Vehicles each request may ride in (skills, pin, capacity and a direct trip within the windows). */
  compatible: number[][];
  /** The same as a flat mask: rides[request * vehicles + vehicle] is 1 when it may. */
  rides: Uint8Array;
  /** Vehicles that are interchangeable (same start, end, capacity and skills) share a class. */
  vehicleClass: Int32Array;
  /** True when some request has a finite ride limit (the insertion then checks the whole route). */
  anyRideLimit: boolean;
  maxDistance: number;
}

export function buildModel(instance: PlannerInstance): PlannerModel {
  const { size, requests, vehicles } = instance;
  const requestOf = new Int32Array(size).fill(-1);
  requests.forEach((request, index) => {
    requestOf[request.pickup] = index;
    requestOf[request.delivery] = index;
  });
  const classKeys = new Map<string, number>();
  const vehicleClass = new Int32Array(vehicles.length);
  vehicles.forEach((vehicle, index) => {
    const key = `${vehicle.start}/${vehicle.end}/${vehicle.capacity}/${vehicle.skills}`;
    if (!classKeys.has(key)) classKeys.set(key, classKeys.size);
    vehicleClass[index] = classKeys.get(key)!;
  });
  let maxDistance = 0;
  for (let i = 0; i < instance.distance.length; i++) {
    const d = instance.distance[i]!;
    if (Number.isFinite(d) && d > maxDistance) maxDistance = d;
  }
  const model: PlannerModel = {
    ...instance,
    requestOf,
    compatible: [],
    rides: new Uint8Array(requests.length * vehicles.length),
    vehicleClass,
    anyRideLimit: requests.some((request) => Number.isFinite(request.maxRide)),
    maxDistance,
  };
  model.compatible = requests.map((_, index) =>
    vehicles.flatMap((_vehicle, v) => (canServeAlone(model, index, v) ? [v] : [])),
  );
  model.compatible.forEach((list, index) => {
    for (const v of list) model.rides[index * vehicles.length + v] = 1;
  });
  return model;
}

/** Whether the vehicle could carry the request if it did nothing else all shift. */
function canServeAlone(model: PlannerModel, requestIndex: number, vehicleIndex: number): boolean {
  const request = model.requests[requestIndex]!;
  const vehicle = model.vehicles[vehicleIndex]!;
  if (request.vehicle >= 0 && request.vehicle !== vehicleIndex) return false;
  if ((request.skills & vehicle.skills) !== request.skills) return false;
  if (model.demand[request.pickup]! > vehicle.capacity) return false;
  // The same walk as isRouteFeasible over start, pickup, delivery, end, without its bookkeeping:
  // this runs for every request and vehicle each time the day is built.
  const { earliest, latest, service, travel, size } = model;
  const path = [vehicle.start, request.pickup, request.delivery, vehicle.end];
  let time = earliest[vehicle.start]!;
  let pickedUp = 0;
  for (let k = 1; k < 4; k++) {
    const prev = path[k - 1]!;
    const node = path[k]!;
    time = Math.max(time + service[prev]! + travel[prev * size + node]!, earliest[node]!);
    if (time > latest[node]!) return false;
    if (k === 1) pickedUp = time + service[node]!;
    if (k === 2 && time - pickedUp > request.maxRide) return false;
  }
  return true;
}

/**
 * The whole-route check, earliest-start schedule: every window, the capacity, each pair on this
 * route with its pickup first and the ride limits. Waiting at a node is allowed. The schedule
 * starts every service as early as it can, so a ride limit that a later pickup would meet may be
 * refused here: the check never accepts an infeasible route, it may refuse a feasible one.
 */
export function isRouteFeasible(
  model: PlannerModel,
  vehicleIndex: number,
  nodes: readonly number[],
): boolean {
  const vehicle = model.vehicles[vehicleIndex]!;
  const { earliest, latest, service, travel, demand, requestOf, requests, size } = model;
  if (nodes[0] !== vehicle.start || nodes[nodes.length - 1] !== vehicle.end) return false;
  let time = earliest[vehicle.start]!;
  let load = 0;
  const pickedAt = new Map<number, number>();
  for (let k = 1; k < nodes.length; k++) {
    const prev = nodes[k - 1]!;
    const node = nodes[k]!;
    time = Math.max(time + service[prev]! + travel[prev * size + node]!, earliest[node]!);
    if (time > latest[node]!) return false;
    const requestIndex = requestOf[node]!;
    if (requestIndex < 0) continue;
    const request = requests[requestIndex]!;
    if ((request.skills & vehicle.skills) !== request.skills) return false;
    if (request.vehicle >= 0 && request.vehicle !== vehicleIndex) return false;
    load += demand[node]!;
    if (load > vehicle.capacity) return false;
    if (node === request.pickup) pickedAt.set(requestIndex, time + service[node]!);
    else {
      const left = pickedAt.get(requestIndex);
      if (left === undefined || time - left > request.maxRide) return false;
      pickedAt.delete(requestIndex);
    }
  }
  return pickedAt.size === 0;
}
