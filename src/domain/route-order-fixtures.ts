/**
 * Seeded random runs for the route-order tests and benchmark (scripts/bench-route-order.mjs): the
 * same seed gives the same jobs on every machine, so a result can be compared run to run.
 */
import type { LatLng } from './geo';
import type { RouteJob } from './route-order';

/** mulberry32: a small, well-mixed 32-bit generator; enough for test data, not for secrets. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Houston's metro, roughly 60 by 40 miles: where the demo's drivers work. */
const AREA = { south: 29.45, north: 30.1, west: -95.8, east: -95.0 };
const place = (random: () => number): LatLng => ({
  latitude: AREA.south + random() * (AREA.north - AREA.south),
  longitude: AREA.west + random() * (AREA.east - AREA.west),
});

/**
 * `count` jobs, about one in five already picked up, deadlines between 2 and 8 hours out (loose
 * enough that most runs can keep them, so the comparison is mostly of distance).
 */
export function randomJobs(
  random: () => number,
  count: number,
  now: Date,
): { jobs: RouteJob[]; start: LatLng } {
  const jobs: RouteJob[] = [];
  for (let i = 0; i < count; i++) {
    const deliverBy = new Date(now.getTime() + (120 + random() * 360) * 60_000);
    jobs.push({
      orderId: i + 1,
      pickup: place(random),
      delivery: place(random),
      pickedUp: random() < 0.2,
      pickupBy: new Date(deliverBy.getTime() - 120 * 60_000),
      deliverBy,
    });
  }
  return { jobs, start: place(random) };
}
