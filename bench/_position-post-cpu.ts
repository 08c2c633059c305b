/**
 * Not a benchmark: the server's CPU per position post alone, in process (app.inject, no sockets,
 * no other traffic), so two commits can be compared without the fleet's noise. One driver on a
 * job under way posts POSTS positions back to back (10 at a time); prints CPU ms per post.
 *   node --import tsx bench/_position-post-cpu.ts          (PGlite; DATABASE_URL=... for PostgreSQL)
 */
import { openInProcessFleet } from './in-process-support';

const POSTS = Number(process.env.POSTS ?? 2000);
const fleet = await openInProcessFleet(
  'postcpu',
  { drivers: 1, clients: 1, dispatchers: 1 },
  {
    postgres: !!process.env.DATABASE_URL,
  },
);
const id = (await fleet.jobsUnderWay(1)).get(1)!;
let n = 0;
// An hour ago, a second apart: every post is newer than the last, none in the future.
const firstFix = Date.now() - 3_600_000;
const post = () =>
  fleet.call('POST', `/api/orders/${id}/location`, 'fleet.driver1', {
    latitude: 29.7 + (n % 100) * 0.001,
    longitude: -95.4,
    timestamp: new Date(firstFix + n++ * 1000).toISOString(),
  });
const run = async (count: number) => {
  for (let i = 0; i < count; i += 10) await Promise.all(Array.from({ length: 10 }, post));
};
await run(200); // warm-up: JIT, prepared statements
const before = process.cpuUsage();
const started = performance.now();
await run(POSTS);
const cpu = process.cpuUsage(before);
const wall = performance.now() - started;
console.log(
  `${fleet.database}: ${POSTS} posts, server CPU ${((cpu.user + cpu.system) / 1000 / POSTS).toFixed(2)} ms per post, wall ${(wall / POSTS).toFixed(2)} ms per post`,
);
await fleet.close();
