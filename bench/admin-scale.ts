/**
 * The dispatch console's reads with a year of orders: 100,000 orders and 500 drivers, measured
 * against a bare route on the same server (the ratio does not depend on the machine).
 *
 *   node --import tsx bench/admin-scale.ts                      # in-memory PGlite
 *   DATABASE_URL=postgres://... node --import tsx bench/admin-scale.ts   # a fresh database, dropped after
 *
 * BENCH_SECONDS (default 5) per target, BENCH_ORDERS (default 100000), BENCH_ONLY (measure only the
 * targets whose name contains this text, beside the baseline and the session look-up). Listens on 127.0.0.1 only,
 * on a free port; the whole run is stopped after 15 minutes whatever happens.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import type { Options, Result } from 'autocannon';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed/index';
import { adminQuery, withDatabaseName } from '../src/server/test/postgres-admin';
import { adminStats, adminStatsByScan } from '../src/server/modules/stats/admin-repository';
import { seedScale } from './seed-scale';
import { printRuns, type Budgets } from './table-support';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const DRIVERS = 500;
const CONNECTIONS = 10;

/** p99 budgets at 10 connections, 100,000 orders (bench/README.md); a run past one fails. */
// Declared before the top-level await below runs the measurement that reads it.
const BUDGETS: Budgets = {
  'GET /api/orders?limit=50': { postgres: 300, pglite: 1500 },
  'GET /api/orders?status=pending&limit=50': { postgres: 300, pglite: 1500 },
  'GET /api/orders?q=Fannin&limit=50': { postgres: 400, pglite: 2000 },
  'GET /api/admin/stats': { postgres: 1000, pglite: 8000 },
  'GET /api/orders/client/2?limit=50': { postgres: 300, pglite: 2500 },
  'GET /api/orders?cursor=(half way)&limit=50': { postgres: 300, pglite: 1500 },
  'GET /api/orders?q=(no match)&limit=50': { postgres: 600, pglite: 4000 },
  'GET /api/drivers?status=available&near=...': { postgres: 400, pglite: 1500 },
  'GET /api/admin/analytics (30 days)': { postgres: 500, pglite: 4000 },
};

const watchdog = setTimeout(() => {
  console.error('admin-scale: still running after 15 minutes, giving up');
  process.exit(1);
}, 15 * 60_000);
watchdog.unref();

async function openBenchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory' });
    return { database, drop: () => database.close() };
  }
  const name = `medlink_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  // Seeding 100,000 orders through the counters' trigger outlasts the server's 15 s statement limit
  // on a loaded machine; the limit guards requests, not this one-off load.
  const database = await openDatabase({
    databaseUrl: withDatabaseName(url, name),
    dataDir: 'memory',
    timeouts: { statementMs: 600_000 },
  });
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const { database, drop } = await openBenchDatabase();
try {
  const started = Date.now();
  await seedDemoData(database.db);
  await seedScale(database.db, { orders: ORDERS, drivers: DRIVERS });
  console.log(
    `seeded ${ORDERS} orders and ${DRIVERS} drivers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await timeStatsQuery(database);
  await measure(database);
} finally {
  await drop();
}

/**
 * The figures' query alone, one call at a time, beside the scan it replaced (decision 012): what
 * the HTTP figure costs beyond the session look-up, and the proof that it no longer grows with
 * the orders (the counters read a few dozen rows whatever their number).
 */
async function timeStatsQuery(database: Database) {
  const median = async (calls: number, run: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < calls; i++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[Math.floor(calls / 2)]!;
  };
  const now = new Date();
  const counters = await median(200, () => adminStats(database.db, now));
  const scan = await median(5, () => adminStatsByScan(database.db, now));
  console.log(
    `stats query alone, median of sequential calls: counters ${counters.toFixed(2)} ms, scan of every order ${scan.toFixed(1)} ms`,
  );
}

async function measure(db: Database) {
  const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const app = await buildApp({ database: db, config, webRoot: '/nonexistent' });
  // The baseline: no session, no database, no schema; only Fastify's own cost per request.
  app.get('/bench/bare', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { sessionToken } = (await login.json()) as { sessionToken: string };
    const headers = { authorization: `Bearer ${sessionToken}` };
    // A cursor half way down the list (ids follow time): keyset pages cost the same anywhere.
    const newest = (await (await fetch(`${base}/api/orders?limit=1`, { headers })).json()) as {
      id: number;
    }[];
    const deepCursor = Math.max(1, Math.floor(newest[0]!.id / 2));

    const targets: [string, string][] = [
      ['GET /bench/bare (baseline)', '/bench/bare'],
      // The session look-up alone, to tell its cost from each query's.
      ['GET /api/auth/me (session only)', '/api/auth/me'],
      ['GET /api/orders?limit=50', '/api/orders?limit=50'],
      ['GET /api/orders?status=pending&limit=50', '/api/orders?status=pending&limit=50'],
      ['GET /api/orders?q=Fannin&limit=50', '/api/orders?q=Fannin&limit=50'],
      ['GET /api/admin/stats', '/api/admin/stats'],
      ['GET /api/orders/client/2?limit=50', '/api/orders/client/2?limit=50'],
      // Beyond the brief's list: a deep page, the worst search (no match), the dialogs' reads.
      ['GET /api/orders?cursor=(half way)&limit=50', `/api/orders?cursor=${deepCursor}&limit=50`],
      ['GET /api/orders?q=(no match)&limit=50', '/api/orders?q=Zzyzx&limit=50'],
      ['GET /api/drivers?status=available&near=...', '/api/drivers?status=available&near=29.7073,-95.3978'],
      ['GET /api/admin/analytics (30 days)', '/api/admin/analytics'],
    ];
    const only = process.env.BENCH_ONLY;
    if (only)
      targets.splice(0, targets.length, ...targets.filter(([name], i) => i < 2 || name.includes(only)));
    const options = ([name, path]: [string, string]): [string, Options] => [
      name,
      { url: `${base}${path}`, headers: path.startsWith('/api') ? headers : {} },
    ];
    // One request each first: nothing that warms up on first use counts against the run.
    for (const [, path] of targets) {
      const response = await fetch(`${base}${path}`, { headers });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    }
    const results: [string, Result][] = [];
    for (const [name, opts] of targets.map(options)) {
      results.push([
        name,
        await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, workers: 1, ...opts }),
      ]);
    }
    report(results, db.kind);
  } finally {
    await app.close();
  }
}

function report(results: [string, Result][], kind: string) {
  console.log(
    `\n${ORDERS} orders, ${DRIVERS} drivers, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ${kind}\n`,
  );
  const over = printRuns(results, ORDERS === 100_000 ? BUDGETS : {}, kind);
  if (over) {
    console.error(`${over} target(s) over budget`);
    process.exitCode = 1;
  }
}
