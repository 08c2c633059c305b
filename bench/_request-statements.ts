/**
 * Not a benchmark: prints every SQL statement the server runs for one request of each kind the
 * fleet simulation makes (a position post above all), on in-memory PGlite with the fleet's
 * accounts, so the statements per request can be counted and read, each with its time (one
 * request's: read them as a rough guide, not a measurement).
 *   node --import tsx bench/_request-statements.ts
 */
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed/index';
import { HOUSTON_BOOKING, handOverProof } from '../src/server/test/orders';
import { fleetToken, seedFleet } from './fleet-support';

let log: string[] | undefined;
const short = (text: string) => text.replace(/\s+/g, ' ').slice(0, 220);
type Queryable = {
  query: (...a: unknown[]) => Promise<unknown>;
  exec: (...a: unknown[]) => Promise<unknown>;
};
/** Each statement with its wall time: on in-memory PGlite, nearly all of it is the process's CPU. */
function timed(run: (...a: unknown[]) => Promise<unknown>, self: unknown, args: unknown[]) {
  const text = short(String(args[0]));
  const started = performance.now();
  const done = () => log?.push(`${(performance.now() - started).toFixed(2).padStart(6)} ms  ${text}`);
  return run.apply(self, args).finally(done);
}
function watch(target: Queryable) {
  const { query, exec } = target;
  target.query = function (this: unknown, ...args: unknown[]) {
    return timed(query, this, args);
  };
  target.exec = function (this: unknown, ...args: unknown[]) {
    return timed(exec, this, args);
  };
}
const proto = PGlite.prototype as unknown as Queryable & {
  transaction: (fn: (tx: Queryable) => unknown) => unknown;
};
watch(proto);
const { transaction } = proto;
proto.transaction = function (this: unknown, fn: (tx: Queryable) => unknown) {
  log?.push('BEGIN');
  return transaction.call(this, (tx: Queryable) => {
    watch(tx);
    return fn(tx);
  });
};

const database = await openDatabase({ dataDir: 'memory' });
await seedDemoData(database.db);
await seedFleet(database.db, { drivers: 1, clients: 1, dispatchers: 1 }, 's');
const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
const app = await buildApp({ database, config, webRoot: '/nonexistent' });
await app.ready();
const driver = fleetToken('s', 'fleet.driver1');
const client = fleetToken('s', 'fleet.client1');
const admin = fleetToken('s', 'fleet.admin1');
const call = async (label: string, method: string, url: string, token: string, payload?: unknown) => {
  log = [];
  const r = await app.inject({
    method: method as 'GET',
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });
  const lines = log;
  log = undefined;
  console.log(`\n${label}: ${r.statusCode}, ${lines.length} statements`);
  for (const line of lines) console.log(`  ${line}`);
  return r.json() as Record<string, unknown>;
};
const order = await call('book', 'POST', '/api/orders', client, HOUSTON_BOOKING);
const id = order.id as number;
await call('approve', 'PATCH', `/api/orders/${id}`, admin, { status: 'confirmed' });
await call('accept', 'POST', `/api/orders/${id}/accept`, driver, {});
await call('start', 'PATCH', `/api/orders/${id}/status`, driver, { status: 'pickup_scheduled' });
for (let i = 0; i < 2; i++)
  await call('position', 'POST', `/api/orders/${id}/location`, driver, {
    latitude: 29.7073 + i * 0.001,
    longitude: -95.3978,
    timestamp: new Date().toISOString(),
  });
await call('pickup', 'PATCH', `/api/orders/${id}/status`, driver, {
  status: 'pickup_complete',
  proof: handOverProof('pickup_complete'),
});
await call('client reads its order', 'GET', `/api/orders/${id}`, client);
await call('dispatch map', 'GET', '/api/admin/dispatch-map', admin);
await app.close();
await database.close();
