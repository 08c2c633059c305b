/**
 * Not a benchmark: one order walked from booking to delivery on an idle server, one request at a
 * time, with the wall time of each statement each request sends, and (EXPLAIN=1) the plan of the
 * first closing statement (audit lines, webhooks, NOTIFYs) as a plain session runs it, JIT and
 * all. N sizes the fleet's accounts seeded beside the demo data: the planner's estimates, and so
 * its choices, grow with the tables.
 *   DATABASE_URL=... N=500 SHOW=1 EXPLAIN=1 node --import tsx bench/_status-trace.ts
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed/index';
import { HAND_OVERS, HOUSTON_BOOKING, handOverProof, pieceLabels } from '../src/server/test/orders';
import { withDatabaseName } from '../src/server/test/postgres-admin';
import { openScratchPostgres } from './database-support';
import { fleetToken, seedFleet } from './fleet-support';

type Statement = { text: string; values: unknown[] };
let trace: { text: string; ms: number }[] | undefined;
let closing: Statement | undefined;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string; name?: string; values?: unknown[] };
  const text = typeof first === 'string' ? first : (first?.name ?? first?.text ?? '?');
  if (trace && !closing && text.startsWith('with w0'))
    closing = { text, values: ((first as { values?: unknown[] }).values ?? args[1]) as unknown[] };
  const entry = { text: text.replace(/\s+/g, ' ').slice(0, 100), ms: -1 };
  trace?.push(entry);
  const started = performance.now();
  const answer = query.apply(this, args) as Promise<unknown> | undefined;
  void answer?.then(
    () => (entry.ms = performance.now() - started),
    () => undefined,
  );
  return answer;
} as typeof pg.Client.prototype.query;

const N = Number(process.env.N ?? 2);
const scratch = process.env.DATABASE_URL ? await openScratchPostgres('steptrace') : undefined;
const database = scratch?.database ?? (await openDatabase({ dataDir: 'memory' }));
await seedDemoData(database.db);
await seedFleet(database.db, { drivers: N, clients: N, dispatchers: Math.ceil(N / 10) }, 't');
const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
const app = await buildApp({ database, config, webRoot: '/nonexistent' });
await app.ready();

async function call(method: 'POST' | 'PATCH', url: string, user: string, payload: object) {
  const started = performance.now();
  const r = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${fleetToken('t', user)}` },
    payload,
  });
  if (r.statusCode >= 300) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
  return { id: (r.json() as { id: number }).id, ms: performance.now() - started };
}

for (let round = 0; round < 4; round++) {
  const { id } = await call('POST', '/api/orders', 'fleet.client1', HOUSTON_BOOKING);
  const scans = await pieceLabels({ db: database.db }, id);
  const walk: [string, 'POST' | 'PATCH', string, string, object][] = [
    ['approve', 'PATCH', `/api/orders/${id}`, 'fleet.admin1', { status: 'confirmed' }],
    ['accept', 'POST', `/api/orders/${id}/accept`, 'fleet.driver1', {}],
    ...['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered'].map(
      (status): [string, 'PATCH', string, string, object] => [
        status,
        'PATCH',
        `/api/orders/${id}/status`,
        'fleet.driver1',
        { status, proof: handOverProof(status), ...(HAND_OVERS.has(status) ? { scans } : {}) },
      ],
    ),
  ];
  for (const [name, method, url, user, payload] of walk) {
    trace = [];
    const { ms } = await call(method, url, user, payload);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the answer's after-commit writes
    if (round === 3) {
      const inStatements = trace.reduce((sum, e) => sum + Math.max(e.ms, 0), 0);
      console.log(
        `${name}: ${ms.toFixed(1)} ms, ${trace.length} statements, ${inStatements.toFixed(1)} ms in them`,
      );
      if (process.env.SHOW === '1')
        for (const e of trace) console.log(`   ${e.ms.toFixed(2).padStart(7)}  ${e.text}`);
    }
    trace = undefined;
  }
}

if (closing && scratch && process.env.EXPLAIN === '1') {
  const named = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
  const name = (named as unknown as { rows: { name: string }[] }).rows[0]!.name;
  const client = new pg.Client({ connectionString: withDatabaseName(process.env.DATABASE_URL!, name) });
  await client.connect();
  await client.query('begin');
  const plan = await client.query({
    text: `explain (analyze, buffers) ${closing.text}`,
    values: closing.values,
  });
  console.log(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
  await client.query('rollback');
  await client.end();
}
await app.close();
if (scratch) await scratch.drop();
else await database.close();
