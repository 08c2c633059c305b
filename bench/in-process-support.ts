/**
 * The fleet's requests sent in process (app.inject, no sockets): the app on a seeded scratch
 * database with a few fleet accounts, a `call` signed as one of them, and jobs under way for
 * drivers to post positions on. For the tools that compare two commits without the fleet's noise
 * (_position-post-cpu, _request-allocation, _mix-memory).
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { orders } from '../src/server/db/schema/index';
import { seedDemoData } from '../src/server/db/seed/index';
import { HOUSTON_BOOKING } from '../src/server/test/orders';
import { openScratchPostgres } from './database-support';
import { fleetToken, seedFleet, type FleetSize } from './fleet-support';

const SECRET = 's';

/**
 * PostgreSQL (a scratch database at DATABASE_URL, or the test server) when `postgres`, else
 * in-memory PGlite; the demo data and `size` fleet accounts (fleet.driverN, fleet.clientN,
 * fleet.adminN) with known tokens.
 */
export async function openInProcessFleet(prefix: string, size: FleetSize, options: { postgres: boolean }) {
  const scratch = options.postgres ? await openScratchPostgres(prefix) : undefined;
  if (options.postgres && !scratch) throw new Error('needs PostgreSQL (DATABASE_URL, or the test server)');
  const database = scratch?.database ?? (await openDatabase({ dataDir: 'memory' }));
  await seedDemoData(database.db);
  await seedFleet(database.db, size, SECRET);
  const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const app = await buildApp({ database, config, webRoot: '/nonexistent' });
  await app.ready();

  /** One request as `user`; throws on any answer that is not a success, with its body. */
  async function call(method: 'GET' | 'POST' | 'PATCH', url: string, user: string, payload?: object) {
    const headers = { authorization: `Bearer ${fleetToken(SECRET, user)}` };
    const r = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (r.statusCode >= 300) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
    return r.json() as { id: number; driverId?: number };
  }

  /**
   * Drivers 1..count each get a job under way, booked by the client of the same number and put in
   * transit directly (the walk there is not what these tools measure); answers driver -> order id.
   */
  async function jobsUnderWay(count: number): Promise<Map<number, number>> {
    const jobOf = new Map<number, number>();
    for (let d = 1; d <= count; d++) {
      const { id } = await call('POST', '/api/orders', `fleet.client${d}`, HOUSTON_BOOKING);
      const me = await call('GET', '/api/auth/me', `fleet.driver${d}`);
      await database.db
        .update(orders)
        .set({ driverId: me.driverId!, status: 'in_transit' })
        .where(eq(orders.id, id));
      jobOf.set(d, id);
    }
    return jobOf;
  }

  return {
    app,
    database: scratch ? 'PostgreSQL' : 'PGlite',
    call,
    jobsUnderWay,
    close: async () => {
      await app.close();
      if (scratch) await scratch.drop();
      else await database.close();
    },
  };
}
