/**
 * Reads a Li & Lim pickup-and-delivery instance in SINTEF's text format: a first line
 * `vehicles capacity speed`, then one line per node `id x y demand earliest latest service pickup
 * delivery` (node 0 is the depot; a pickup names its delivery, a delivery its pickup). Distances
 * are Euclidean, unrounded, and travel time equals distance.
 */
import type { PlannerInstance, PlannerRequest } from './model';

export interface LiLimInstance extends PlannerInstance {
  x: Float64Array;
  y: Float64Array;
  /** Vehicles available and each one's capacity, as the file states them. */
  fleet: number;
  capacity: number;
}

export function parseLiLim(text: string): LiLimInstance {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => line.split(/\s+/).map(Number));
  const header = lines[0];
  if (!header || header.length < 2 || header.some((value) => !Number.isFinite(value)))
    throw new Error('Li & Lim: the first line must be "vehicles capacity speed"');
  const [fleet, capacity] = header as [number, number];
  const rows = lines.slice(1);
  const size = rows.length;
  rows.forEach((row, index) => {
    if (row.length < 9 || row.some((value) => !Number.isFinite(value)) || row[0] !== index) {
      throw new Error(
        `Li & Lim: node line ${index + 2} must be "id x y demand earliest latest service pickup delivery" with id ${index}`,
      );
    }
  });
  const column = (c: number): Float64Array => Float64Array.from(rows, (row) => row[c]!);
  const x = column(1);
  const y = column(2);
  const distance = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) distance[i * size + j] = Math.hypot(x[i]! - x[j]!, y[i]! - y[j]!);
  }
  const requests: PlannerRequest[] = [];
  rows.forEach((row, node) => {
    const delivery = row[8]!;
    if (node === 0 || row[7] !== 0) return;
    if (delivery <= 0 || delivery >= size || rows[delivery]![7] !== node)
      throw new Error(`Li & Lim: pickup ${node} names delivery ${delivery}, which does not name it back`);
    requests.push({ pickup: node, delivery, skills: 0, maxRide: Infinity, vehicle: -1 });
  });
  return {
    size,
    distance,
    travel: distance,
    earliest: column(4),
    latest: column(5),
    service: column(6),
    demand: column(3),
    requests,
    vehicles: Array.from({ length: fleet }, () => ({ start: 0, end: 0, capacity, skills: 0 })),
    x,
    y,
    fleet,
    capacity,
  };
}
