/**
 * Not a benchmark: EXPLAIN (ANALYZE, BUFFERS) of the position batch statement as the app sends it
 * (text and parameters caught at the driver), on a scratch PostgreSQL database, and how the
 * statement's plans are kept across executions on one connection (generic or custom).
 *   DATABASE_URL=... node --import tsx bench/_pos-explain.ts     (DRIVERS posting at once, default 5)
 * PAD_ORDERS=100000 first copies a delivered order that many times (then ANALYZE), to see the plan
 * a table of a busy year gets.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { seedDemoData } from '../src/server/db/seed/index';
import { openScratchPostgres } from './database-support';
import { POSTGRES_URL } from './database-support';
import { withDatabaseName } from '../src/server/test/postgres-admin';
import { demoBookers, driversOnJobs } from './position-support';

/**
 * Copies of the oldest order, delivered, with the planner's statistics brought up to date; on a
 * connection of its own without a statement timeout, the order counters' trigger left out.
 */
async function padOrders(url: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("set statement_timeout = 0; set session_replication_role = 'replica'");
  const { rows } = await client.query<{ name: string }>(`
    select column_name as name from information_schema.columns
    where table_name = 'orders' and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position`);
  const list = rows.map((c) => `"${c.name}"`).join(', ');
  await client.query(
    `insert into orders (${list}) select ${list} from orders, generate_series(1, $1)
     where orders.id = (select min(id) from orders)`,
    [count],
  );
  await client.query(
    `update orders set status = 'delivered', driver_id = null where id > (select max(id) - $1 from orders)`,
    [count],
  );
  await client.query('analyze');
  await client.end();
}

let caught: { text: string; values: unknown[] } | undefined;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  const q = args[0] as { name?: string; text?: string; values?: unknown[] };
  if (typeof q === 'object' && q?.name === 'medlink_job_fixes_notify' && q.text)
    caught = { text: q.text, values: q.values ?? (args[1] as unknown[]) };
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof original;

const scratch = (await openScratchPostgres('posexplain'))!;
const database = scratch.database;
try {
  await seedDemoData(database.db);
  const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const app = await buildApp({ database, config, webRoot: '/nonexistent' });
  const drivers = await driversOnJobs(
    app,
    database,
    Number(process.env.DRIVERS ?? 5),
    await demoBookers(app),
  );
  for (let n = 0; n < 3; n++)
    await Promise.all(
      drivers.map(({ token, orderId }) =>
        app.inject({
          method: 'POST',
          url: `/api/orders/${orderId}/location`,
          headers: { authorization: `Bearer ${token}` },
          payload: { latitude: 29.7 + n * 0.0001, longitude: -95.39 },
        }),
      ),
    );
  const { text, values } = caught!;
  const fixes = JSON.parse(values[0] as string) as { at: string }[];
  console.log(`batch of ${fixes.length} fixes, parameter ${String(values[0]).length} chars`);
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const current = (await pool.query<{ d: string }>('select current_database() as d')).rows[0]!.d;
  const client = new pg.Client({ connectionString: withDatabaseName(POSTGRES_URL, current) });
  await client.connect();
  const pad = Number(process.env.PAD_ORDERS ?? 0);
  if (pad > 0) await padOrders(withDatabaseName(POSTGRES_URL, current), pad);
  const later = (k: number) =>
    JSON.stringify(fixes.map((f) => ({ ...f, at: new Date(Date.parse(f.at) + k * 1000).toISOString() })));
  await client.query(`prepare fixes(json) as ${text}`);
  const quote = (v: unknown) => `'${String(v).replace(/'/g, "''")}'`;
  const literal = (k: number) => [later(k), ...values.slice(1)].map(quote).join(', ');
  for (let k = 1; k <= 8; k++) await client.query(`execute fixes(${literal(k)})`);
  console.log(
    (await client.query('select name, generic_plans, custom_plans from pg_prepared_statements')).rows,
  );
  const plan = await client.query(`explain (analyze, buffers, settings) execute fixes(${literal(20)})`);
  console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
  // PostgreSQL's CPU per execution (the backend's), each variant on fresh fixes, all stored.
  const backend = Number((await client.query('select pg_backend_pid() as p')).rows[0].p);
  const ticks = () => {
    const f = readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  };
  const variants: Record<string, { text: string; strip?: boolean }> = {
    now: { text },
    lateral: {
      text: text.replace(
        'from fixes f left join "orders" o on o.id = f.order_id',
        'from fixes f left join lateral (select * from "orders" o where o.id = f.order_id offset 0) o on true',
      ),
    },
    noframes: { text, strip: true },
  };
  let k = 100;
  const RUNS = Number(process.env.RUNS ?? 400);
  for (const round of [1, 2])
    for (const [name, { text: variant, strip }] of Object.entries(variants)) {
      const statement = `v_${name}_${round}`;
      const param = () =>
        JSON.stringify(
          fixes.map((f) => ({
            ...f,
            ...(strip ? { frame: null, frame_eta: null } : {}),
            remembered: false,
            at: new Date(Date.parse(f.at) + k * 1000).toISOString(),
          })),
        );
      const before = ticks();
      const started = performance.now();
      for (let i = 0; i < RUNS; i++, k++)
        await client.query({ name: statement, text: variant, values: [param(), ...values.slice(1)] });
      const ms = ticks() - before;
      console.log(
        `${name}: backend CPU ${(ms / RUNS).toFixed(3)} ms per batch of ${fixes.length}, wall ${((performance.now() - started) / RUNS).toFixed(3)} ms`,
      );
    }
  await client.end();
  await app.close();
} catch (error) {
  console.error(error);
} finally {
  await scratch.drop();
}
