/**
 * Not a benchmark: the server's CPU per position post alone, in process (app.inject, no sockets,
 * no other traffic), so two commits can be compared without the fleet's noise. One driver on a
 * job under way posts POSTS positions back to back (10 at a time); prints CPU ms per post.
 *   node --import tsx bench/_position-post-cpu.ts          (PGlite; DATABASE_URL=... for PostgreSQL)
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { orders } from '../src/server/db/schema/index';
import { seedDemoData } from '../src/server/db/seed/index';
import { HOUSTON_BOOKING } from '../src/server/test/orders';
import { openScratchPostgres } from './database-support';
import { fleetToken, seedFleet } from './fleet-support';

const POSTS = Number(process.env.POSTS ?? 2000);
const scratch = process.env.DATABASE_URL ? await openScratchPostgres('postcpu') : undefined;
const database = scratch?.database ?? (await openDatabase({ dataDir: 'memory' }));
await seedDemoData(database.db);
await seedFleet(database.db, { drivers: 1, clients: 1, dispatchers: 1 }, 's');
const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
const app = await buildApp({ database, config, webRoot: '/nonexistent' });
await app.ready();
const auth = (user: string) => ({ authorization: `Bearer ${fleetToken('s', user)}` });
const booked = await app.inject({
  method: 'POST',
  url: '/api/orders',
  headers: auth('fleet.client1'),
  payload: HOUSTON_BOOKING,
});
const id = booked.json().id as number;
const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: auth('fleet.driver1') });
await database.db
  .update(orders)
  .set({ driverId: me.json().driverId as number, status: 'in_transit' })
  .where(eq(orders.id, id));
let n = 0;
// An hour ago, a second apart: every post is newer than the last, none in the future.
const firstFix = Date.now() - 3_600_000;
const post = () =>
  app.inject({
    method: 'POST',
    url: `/api/orders/${id}/location`,
    headers: auth('fleet.driver1'),
    payload: {
      latitude: 29.7 + (n % 100) * 0.001,
      longitude: -95.4,
      timestamp: new Date(firstFix + n++ * 1000).toISOString(),
    },
  });
const run = async (count: number) => {
  for (let i = 0; i < count; i += 10) {
    const answers = await Promise.all(Array.from({ length: 10 }, post));
    if (answers.some((a) => a.statusCode !== 201)) throw new Error(answers[0]!.body);
  }
};
await run(200); // warm-up: JIT, prepared statements
const before = process.cpuUsage();
const started = performance.now();
await run(POSTS);
const cpu = process.cpuUsage(before);
const wall = performance.now() - started;
console.log(
  `${scratch ? 'PostgreSQL' : 'PGlite'}: ${POSTS} posts, server CPU ${((cpu.user + cpu.system) / 1000 / POSTS).toFixed(2)} ms per post, wall ${(wall / POSTS).toFixed(2)} ms per post`,
);
await app.close();
if (scratch) await scratch.drop();
else await database.close();
