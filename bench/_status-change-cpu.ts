/**
 * Not a benchmark: the server's CPU per driver status change alone, in process (app.inject, no
 * sockets, no other traffic), so two commits can be compared without the fleet's noise. Ten
 * drivers each accept JOBS booked and approved orders (set-up, not measured), then walk them
 * through Start Job, Picked Up, In Transit and Delivered, 10 requests at a time; prints CPU ms per
 * accept and per step (the fleet's status changes).
 *   node --import tsx bench/_status-change-cpu.ts          (PGlite; DATABASE_URL=... for PostgreSQL)
 */
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed/index';
import { HOUSTON_BOOKING, handOverProof } from '../src/server/test/orders';
import { openScratchPostgres } from './database-support';
import { fleetToken, seedFleet } from './fleet-support';

const DRIVERS = 10;
const JOBS = Number(process.env.JOBS ?? 20);
const STEPS = ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered'];
const scratch = process.env.DATABASE_URL ? await openScratchPostgres('stepcpu') : undefined;
const database = scratch?.database ?? (await openDatabase({ dataDir: 'memory' }));
await seedDemoData(database.db);
await seedFleet(database.db, { drivers: DRIVERS, clients: 1, dispatchers: 1 }, 's');
const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
const app = await buildApp({ database, config, webRoot: '/nonexistent' });
await app.ready();
const auth = (user: string) => ({ authorization: `Bearer ${fleetToken('s', user)}` });

async function call(method: 'POST' | 'PATCH', url: string, user: string, payload: object) {
  const r = await app.inject({ method, url, headers: auth(user), payload });
  if (r.statusCode >= 300) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
  return r.json() as { id: number };
}

/** One round: book and approve (not measured), accept, then the four steps; CPU ms of each kind. */
async function round() {
  const jobs: { id: number; driver: string }[] = [];
  for (let i = 0; i < DRIVERS * JOBS; i += 10) {
    const booked = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/api/orders', 'fleet.client1', HOUSTON_BOOKING)),
    );
    for (const [k, { id }] of booked.entries()) {
      await call('PATCH', `/api/orders/${id}`, 'fleet.admin1', { status: 'confirmed' });
      jobs.push({ id, driver: `fleet.driver${((i + k) % DRIVERS) + 1}` });
    }
  }
  const measure = async (each: (job: (typeof jobs)[number]) => Promise<unknown>) => {
    const before = process.cpuUsage();
    for (let i = 0; i < jobs.length; i += 10) await Promise.all(jobs.slice(i, i + 10).map(each));
    const cpu = process.cpuUsage(before);
    return (cpu.user + cpu.system) / 1000 / jobs.length;
  };
  const accept = await measure((job) => call('POST', `/api/orders/${job.id}/accept`, job.driver, {}));
  let steps = 0;
  for (const status of STEPS) {
    steps += await measure((job) =>
      call('PATCH', `/api/orders/${job.id}/status`, job.driver, { status, proof: handOverProof(status) }),
    );
  }
  return { accept, step: steps / STEPS.length };
}

await round(); // warm-up: JIT, prepared statements
const { accept, step } = await round();
console.log(
  `${scratch ? 'PostgreSQL' : 'PGlite'}: server CPU ${accept.toFixed(2)} ms per accept, ${step.toFixed(2)} ms per step (${DRIVERS * JOBS} jobs)`,
);
await app.close();
if (scratch) await scratch.drop();
else await database.close();
