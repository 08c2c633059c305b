/** Small instances for the planner's tests: points on a plane, travel time equal to distance. */
import type { PlannerInstance, PlannerRequest, PlannerVehicle } from './model';

export interface Point {
  x: number;
  y: number;
  earliest?: number;
  latest?: number;
  service?: number;
}

export interface FixtureRequest {
  pickup: Point;
  delivery: Point;
  size?: number;
  skills?: number;
  maxRide?: number;
  vehicle?: number;
}

export interface FixtureVehicle {
  start: Point;
  end?: Point;
  capacity?: number;
  skills?: number;
}

export function planeInstance(vehicles: FixtureVehicle[], requests: FixtureRequest[]): PlannerInstance {
  const points: Point[] = [];
  const demand: number[] = [];
  const add = (point: Point, load: number): number => {
    points.push(point);
    demand.push(load);
    return points.length - 1;
  };
  const plannerVehicles: PlannerVehicle[] = vehicles.map((vehicle) => ({
    start: add(vehicle.start, 0),
    end: add(vehicle.end ?? vehicle.start, 0),
    capacity: vehicle.capacity ?? 10,
    skills: vehicle.skills ?? 0,
  }));
  const plannerRequests: PlannerRequest[] = requests.map((request) => ({
    pickup: add(request.pickup, request.size ?? 1),
    delivery: add(request.delivery, -(request.size ?? 1)),
    skills: request.skills ?? 0,
    maxRide: request.maxRide ?? Infinity,
    vehicle: request.vehicle ?? -1,
  }));
  const size = points.length;
  const distance = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++)
      distance[i * size + j] = Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y);
  }
  return {
    size,
    distance,
    travel: distance,
    earliest: Float64Array.from(points, (point) => point.earliest ?? 0),
    latest: Float64Array.from(points, (point) => point.latest ?? 10_000),
    service: Float64Array.from(points, (point) => point.service ?? 0),
    demand: Float64Array.from(demand),
    requests: plannerRequests,
    vehicles: plannerVehicles,
  };
}

/** A seeded scatter of requests around a depot, with windows wide enough to share vehicles. */
export function scatter(seed: number, count: number, vehicles: number): PlannerInstance {
  let state = seed;
  const next = (): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const depot = { x: 50, y: 50, latest: 1000 };
  const requests: FixtureRequest[] = Array.from({ length: count }, () => {
    const open = Math.floor(next() * 500);
    return {
      pickup: { x: next() * 100, y: next() * 100, earliest: open, latest: open + 200, service: 5 },
      delivery: { x: next() * 100, y: next() * 100, earliest: open, latest: open + 400, service: 5 },
      size: 1 + Math.floor(next() * 3),
    };
  });
  return planeInstance(
    Array.from({ length: vehicles }, () => ({ start: depot, capacity: 6 })),
    requests,
  );
}
